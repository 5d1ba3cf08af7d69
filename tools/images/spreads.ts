import { DISHES } from './food-art.js';
import { grainMound } from './fillings.js';
import { type Canvas, type Rng, between, n } from './svg.js';
import { type Table, drawTable, lighting, napkin } from './tables.js';
import { GLAZES, TILT, bowl, darken, lighten } from './vessels.js';

/** A dish key (or a custom drawing) placed at (x, y) at scale s. */
export type Placement =
  | [dish: string, x: number, y: number, s: number]
  | [draw: (c: Canvas, rng: Rng) => void, x: number, y: number, s: number];

/** Emoji lying on the table: [name, x, y, size, rotate?]. */
export type Prop = [name: string, x: number, y: number, size: number, rotate?: number];

export interface SpreadOptions {
  table: Table;
  napkins?: [x: number, y: number, w: number, h: number, rotate: number, base: string, stripe: string, check?: boolean][];
  /** Props drawn under the dishes (on the table). */
  props?: Prop[];
  dishes: Placement[];
  /** Props drawn over everything, e.g. garnish falling over a plate edge. */
  topProps?: Prop[];
  light?: number;
}

/** Several dishes on one table, drawn back (top of the frame) to front. */
export function spread(c: Canvas, rng: Rng, options: SpreadOptions): void {
  drawTable(c, options.table, rng);
  for (const [x, y, w, h, rotate, base, stripe, check] of options.napkins ?? []) napkin(c, x, y, w, h, rotate, { base, stripe, check });
  for (const [name, x, y, size, rotate = between(rng, -20, 20)] of options.props ?? []) c.emoji(name, x, y, size, { rotate });
  const ordered = [...options.dishes].sort((a, b) => a[2] - b[2]);
  for (const [dish, x, y, s] of ordered) {
    if (typeof dish === 'function') {
      dish(c, rng);
      continue;
    }
    const draw = DISHES[dish];
    if (!draw) throw new Error(`Unknown dish ${dish}`);
    draw(c, rng, x, y, s);
  }
  for (const [name, x, y, size, rotate = between(rng, -20, 20)] of options.topProps ?? []) c.emoji(name, x, y, size, { rotate });
  lighting(c, options.light ?? 1);
}

const SPICES: Record<string, readonly (readonly [string, number])[]> = {
  turmeric: [
    ['#f2b01e', 3],
    ['#e89a12', 2],
    ['#f7c84a', 1],
  ],
  chilli: [
    ['#c8281a', 3],
    ['#a81d12', 2],
    ['#e0452a', 1],
  ],
  cumin: [
    ['#8a6a3a', 3],
    ['#6e5228', 2],
    ['#a8864e', 1],
  ],
  coriander: [
    ['#b89a5a', 3],
    ['#9c7e44', 2],
    ['#d0b478', 1],
  ],
  cardamom: [
    ['#7fa046', 3],
    ['#6a8a36', 2],
    ['#9cbc5e', 1],
  ],
  pepper: [
    ['#2e2620', 3],
    ['#4a3c30', 2],
    ['#1a1410', 1],
  ],
  paprika: [
    ['#d9541e', 3],
    ['#b84214', 2],
    ['#ec7a3a', 1],
  ],
  salt: [
    ['#f4f1ea', 3],
    ['#e2ddd2', 2],
    ['#ffffff', 1],
  ],
};

export type Spice = keyof typeof SPICES;

/** A small bowl heaped with one ground spice or seed. */
export function spiceBowl(c: Canvas, rng: Rng, x: number, y: number, r: number, spice: Spice): void {
  const palette = SPICES[spice] ?? SPICES.salt ?? [];
  const base = palette[0]?.[0] ?? '#cccccc';
  const inner = bowl(c, x, y, r, r * 0.32, spice === 'salt' ? GLAZES.stoneware : GLAZES.porcelain);
  c.add(`<ellipse cx="${n(x)}" cy="${n(y + 1)}" rx="${n(inner)}" ry="${n(inner * TILT)}" fill="${darken(base, 0.2)}"/>`);
  grainMound(c, rng, x, y + r * 0.05, inner * 1.9, r * 0.42, palette, base, 0.9);
  c.add(`<ellipse cx="${n(x - r * 0.2)}" cy="${n(y - r * 0.25)}" rx="${n(r * 0.25)}" ry="${n(r * 0.08)}" fill="${lighten(base, 0.5)}" opacity="0.35"/>`);
}

/** A loose pile of a spice poured straight on the table. */
export function spicePile(c: Canvas, rng: Rng, x: number, y: number, r: number, spice: Spice): void {
  const palette = SPICES[spice] ?? [];
  const base = palette[0]?.[0] ?? '#cccccc';
  grainMound(c, rng, x, y, r * 2, r * 0.35, palette, base, 0.9);
}
