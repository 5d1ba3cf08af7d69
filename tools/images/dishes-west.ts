import type { Dish } from './dish.js';
import { blobPath, chunks, inEllipse, sprinkle } from './fillings.js';
import { nest } from './strands.js';
import { citrusWedge, cutlery, leaf, slice } from './pieces.js';
import { between, n, pick } from './svg.js';
import { GLAZES, TILT, board, bowl, plate, sauceDish, slab } from './vessels.js';

const margheritaPizza: Dish = (c, rng, x, y, s) => {
  board(c, x, y, 300 * s, { light: '#c98e52', dark: '#8a5a2c' }, rng);
  const r = 250 * s;
  const crust = c.radial(
    [
      [0.8, '#f0c27a'],
      [0.92, '#d99a4a'],
      [1, '#a8682a'],
    ],
    0.5,
    0.5,
    0.5,
  );
  const sauce = c.radial(
    [
      [0, '#e2452c'],
      [1, '#b52a18'],
    ],
    0.45,
    0.4,
    0.6,
  );
  const top: string[] = [];
  top.push(`<circle r="${n(r)}" fill="${crust}"/>`);
  for (let i = 0; i < 16; i++) {
    const a = rng() * Math.PI * 2;
    const rr = r * between(rng, 0.88, 0.97);
    top.push(`<ellipse cx="${n(Math.cos(a) * rr)}" cy="${n(Math.sin(a) * rr)}" rx="${n(between(rng, 6, 14) * s)}" ry="${n(between(rng, 4, 8) * s)}" fill="#5a2c0e" opacity="0.45"/>`);
  }
  top.push(`<circle r="${n(r * 0.84)}" fill="${sauce}"/>`);
  const cheese: [number, number, number][] = [
    [0, 0, 62],
    [-120, -70, 50],
    [110, -90, 52],
    [130, 70, 56],
    [-110, 95, 54],
    [10, 140, 44],
    [-10, -150, 42],
  ];
  for (const [cx, cy, cr] of cheese) {
    const path = blobPath(rng, cx * s, cy * s, cr * s, cr * s, 0.2, 8);
    top.push(`<path d="${path}" fill="#fff8e6"/><path d="${path}" fill="#f3d58a" opacity="0.25" transform="translate(3 3)"/>`);
  }
  c.add(`<g transform="translate(${n(x)} ${n(y - 10 * s)}) scale(1 ${TILT})">${top.join('')}</g>`);
  c.add(`<g transform="translate(${n(x)} ${n(y - 10 * s)}) scale(1 ${TILT})"><path d="M0 0L${n(r)} 0M0 0L${n(-r * 0.5)} ${n(r * 0.866)}M0 0L${n(-r * 0.5)} ${n(-r * 0.866)}" stroke="#7a2a12" stroke-opacity="0.35" stroke-width="3"/></g>`);
  const basil: [number, number, number][] = [
    [-60, -30, -20],
    [60, -50, 40],
    [-40, 45, 160],
    [80, 30, 200],
    [0, -80, 100],
    [-120, 0, 60],
  ];
  for (const [bx, by, rot] of basil) leaf(c, x + bx * s, y + by * s * TILT - 10 * s, 42 * s, rot, '#2f8a22');
};

const spaghettiCarbonara: Dish = (c, rng, x, y, s) => {
  const wr = plate(c, x, y, 270 * s, GLAZES.porcelain);
  c.add(`<path d="${blobPath(rng, x, y - 5 * s, wr * 0.8, wr * 0.8 * TILT, 0.12, 9)}" fill="#e9c46e"/>`);
  nest(c, rng, x, y, wr * 0.82, '#eec66a', 150, 4.5 * s, 60 * s);
  chunks(c, rng, x, y - 20 * s, wr * 0.75, 16, [
    { color: '#c95a48', size: 13 * s, stretch: 1.4 },
    { color: '#e08a74', size: 11 * s, stretch: 1.2 },
  ], 0.85);
  for (let i = 0; i < 12; i++) {
    const [px, py] = inEllipse(rng, x, y - 20 * s, wr * 0.6, wr * 0.6 * TILT);
    c.add(`<path d="${blobPath(rng, px, py, 12 * s, 5 * s, 0.3, 5)}" fill="#fff6d6" opacity="0.95"/>`);
  }
  sprinkle(c, rng, x, y - 15 * s, wr * 0.75, 'pepper', 60);
  leaf(c, x + 40 * s, y - 70 * s, 36 * s, -40, '#3a8a2a');
  leaf(c, x + 48 * s, y - 66 * s, 30 * s, 20, '#3a8a2a');
  cutlery(c, x + 310 * s, y - 130 * s, 300 * s, 8);
};

const classicBurger: Dish = (c, rng, x, y, s) => {
  board(c, x, y + 20 * s, 290 * s, { light: '#d8a464', dark: '#9a6630' }, rng);
  c.emoji('french-fries', x - 175 * s, y - 35 * s, 170 * s, { rotate: -12 });
  c.emoji('hamburger', x + 25 * s, y - 40 * s, 300 * s);
  sauceDish(c, x + 190 * s, y + 95 * s, 55 * s, '#c7261a');
  sauceDish(c, x - 165 * s, y + 95 * s, 50 * s, '#e8b61e');
};

const friedChicken: Dish = (c, rng, x, y, s) => {
  const cx = x;
  const top = y - 40 * s;
  const r = 170 * s;
  const ry = r * TILT;
  const h = 230 * s;
  c.add(`<ellipse cx="${n(cx + 10)}" cy="${n(top + h + 10 * s)}" rx="${n(r * 1.05)}" ry="${n(ry * 0.6)}" fill="#000" opacity="0.4" filter="${c.blur(12)}"/>`);
  c.add(`<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(r)}" ry="${n(ry)}" fill="#6b1a12"/>`);
  const legs: [number, number, number, boolean][] = [
    [-80, -70, -30, false],
    [70, -80, 25, true],
    [-5, -110, -5, false],
    [-120, -10, -55, false],
    [115, -15, 50, true],
  ];
  for (const [dx, dy, rot, flip] of legs) c.emoji('poultry-leg', cx + dx * s, top + dy * s, 170 * s, { rotate: rot, flip, tint: 'fried' });
  const stripes = c.id('p');
  const sw = 30 * s;
  c.def(
    `<pattern id="${stripes}" width="${n(sw * 2)}" height="10" patternUnits="userSpaceOnUse"><rect width="${n(sw * 2)}" height="10" fill="#fdfaf4"/><rect width="${n(sw)}" height="10" fill="#d4241c"/></pattern>`,
  );
  const body = `M${n(cx - r)} ${n(top)}L${n(cx - r * 0.8)} ${n(top + h)}A${n(r * 0.8)} ${n(ry * 0.8)} 0 0 0 ${n(cx + r * 0.8)} ${n(top + h)}L${n(cx + r)} ${n(top)}A${n(r)} ${n(ry)} 0 0 1 ${n(cx - r)} ${n(top)}Z`;
  const shade = c.linear(
    [
      [0, '#000', 0.05],
      [0.6, '#000', 0],
      [1, '#000', 0.35],
    ],
    0,
    0,
    1,
    0,
  );
  c.add(`<path d="${body}" fill="url(#${stripes})"/><path d="${body}" fill="${shade}"/>`);
  c.add(`<path d="M${n(cx - r)} ${n(top)}A${n(r)} ${n(ry)} 0 0 0 ${n(cx + r)} ${n(top)}" fill="none" stroke="#fff" stroke-width="${n(8 * s)}"/>`);
  c.add(
    `<ellipse cx="${n(cx)}" cy="${n(top + h * 0.55)}" rx="${n(r * 0.45)}" ry="${n(r * 0.3)}" fill="#fdfaf4" stroke="#d4241c" stroke-width="${n(5 * s)}"/>`,
  );
  c.emoji('poultry-leg', cx, top + h * 0.55, 90 * s, { rotate: -20, shadow: false, tint: 'fried' });
};

const beefTacos: Dish = (c, rng, x, y, s) => {
  const wr = plate(c, x, y, 275 * s, GLAZES.terracotta);
  c.emoji('taco', x - 120 * s, y - 25 * s, 190 * s, { rotate: -8 });
  c.emoji('taco', x + 110 * s, y - 30 * s, 190 * s, { rotate: 8, flip: true });
  c.emoji('taco', x - 5 * s, y + 30 * s, 205 * s);
  sprinkle(c, rng, x, y + 10 * s, wr * 0.95, 'coriander', 14, 1);
  citrusWedge(c, x + 185 * s, y + 80 * s, 40 * s, -25, true);
  citrusWedge(c, x - 195 * s, y + 70 * s, 38 * s, 20, true);
};

const chickenShawarma: Dish = (c, rng, x, y, s) => {
  slab(c, x, y + 10 * s, 600 * s, 360 * s, { light: '#d9b07a', dark: '#a5763e' }, 20 * s);
  const paper = c.linear(
    [
      [0, '#f7f1e3'],
      [1, '#d8cdb4'],
    ],
    0,
    0,
    1,
    1,
  );
  c.add(`<path d="M${n(x - 230 * s)} ${n(y - 60 * s)}L${n(x + 120 * s)} ${n(y - 95 * s)}L${n(x + 170 * s)} ${n(y + 70 * s)}L${n(x - 190 * s)} ${n(y + 95 * s)}Z" fill="${paper}"/>`);
  c.emoji('stuffed-flatbread', x - 90 * s, y - 20 * s, 230 * s, { rotate: -25 });
  c.emoji('stuffed-flatbread', x + 60 * s, y - 5 * s, 220 * s, { rotate: 20, flip: true });
  sauceDish(c, x + 220 * s, y - 50 * s, 55 * s, '#f6f1e4');
  for (let i = 0; i < 4; i++) slice(c, x + 170 * s + i * 20 * s, y + 90 * s - i * 6 * s, 22 * s, pick(rng, ['cucumber', 'tomato'] as const));
};

const greekSalad: Dish = (c, rng, x, y, s) => {
  const cx = x;
  const cy = y - 30 * s;
  const inner = bowl(c, cx, cy, 265 * s, 80 * s, GLAZES.blueRim);
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(inner)}" ry="${n(inner * TILT)}" fill="#3f7f2a"/>`);
  chunks(c, rng, cx, cy, inner, 46, [
    { color: '#5ea83a', size: 30 * s, stretch: 1.5, wobble: 0.35 },
    { color: '#8cc850', size: 26 * s, stretch: 1.3, wobble: 0.35 },
  ], 0.95);
  const items: ('tomato' | 'cucumber' | 'olive' | 'onion')[] = ['tomato', 'cucumber', 'tomato', 'olive', 'cucumber', 'onion'];
  const placed: [number, number, (typeof items)[number]][] = [];
  for (let i = 0; i < 22; i++) {
    const [px, py] = inEllipse(rng, cx, cy, inner * 0.85, inner * 0.85 * TILT);
    placed.push([px, py, items[i % items.length] ?? 'tomato']);
  }
  placed.sort((a, b) => a[1] - b[1]);
  for (const [px, py, kind] of placed) slice(c, px, py, (kind === 'olive' ? 13 : 26) * s, kind);
  slice(c, cx - 20 * s, cy - 35 * s, 60 * s, 'feta');
  slice(c, cx + 55 * s, cy - 10 * s, 44 * s, 'feta');
  sprinkle(c, rng, cx, cy - 20 * s, inner * 0.4, 'coriander', 10);
  sprinkle(c, rng, cx, cy - 20 * s, inner * 0.4, 'pepper', 30);
};

const chocolateLavaCake: Dish = (c, rng, x, y, s) => {
  plate(c, x, y, 265 * s, GLAZES.porcelain);
  const pool = c.radial(
    [
      [0, '#6a3418'],
      [0.7, '#3d1a0a'],
      [1, '#2a1005'],
    ],
    0.4,
    0.35,
    0.7,
  );
  c.add(`<path d="${blobPath(rng, x + 40 * s, y + 45 * s, 150 * s, 55 * s, 0.18, 9)}" fill="${pool}"/>`);
  c.add(`<ellipse cx="${n(x + 10 * s)}" cy="${n(y + 40 * s)}" rx="${n(60 * s)}" ry="${n(10 * s)}" fill="#fff" opacity="0.3"/>`);
  const body = c.linear(
    [
      [0, '#5a2e16'],
      [0.5, '#3c1c0c'],
      [1, '#22100a'],
    ],
    0,
    0,
    1,
    0,
  );
  const cx = x - 30 * s;
  const top = y - 110 * s;
  const r = 110 * s;
  c.add(
    `<path d="M${n(cx - r)} ${n(top)}V${n(top + 120 * s)}A${n(r)} ${n(r * TILT)} 0 0 0 ${n(cx + r)} ${n(top + 120 * s)}V${n(top)}Z" fill="${body}"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(r)}" ry="${n(r * TILT)}" fill="#4a2412"/>`,
  );
  c.add(
    `<path d="M${n(cx + 20 * s)} ${n(top + 60 * s)}q${n(30 * s)} ${n(-5 * s)} ${n(60 * s)} ${n(10 * s)}q${n(20 * s)} ${n(40 * s)} ${n(50 * s)} ${n(80 * s)}q${n(-60 * s)} ${n(15 * s)} ${n(-110 * s)} ${n(-10 * s)}Z" fill="#2e1208"/>`,
  );
  c.add(`<path d="M${n(cx + 35 * s)} ${n(top + 75 * s)}q${n(25 * s)} 0 ${n(45 * s)} ${n(15 * s)}" stroke="#8a4a24" stroke-width="${n(5 * s)}" fill="none" stroke-linecap="round"/>`);
  sprinkle(c, rng, cx, top, r * 0.9, 'sugar', 120, 0.95);
  c.emoji('strawberry', cx - 5 * s, top - 45 * s, 80 * s, { rotate: -10 });
  leaf(c, cx + 15 * s, top - 70 * s, 40 * s, -60, '#3a9a2e');
  c.emoji('cherries', x + 170 * s, y + 5 * s, 90 * s, { rotate: 10 });
  sprinkle(c, rng, x, y + 20 * s, 230 * s, 'sugar', 40);
};

export const WESTERN_DISHES: Record<string, Dish> = {
  'margherita-pizza': margheritaPizza,
  'spaghetti-carbonara': spaghettiCarbonara,
  'classic-burger': classicBurger,
  'fried-chicken': friedChicken,
  'beef-tacos': beefTacos,
  'chicken-shawarma': chickenShawarma,
  'greek-salad': greekSalad,
  'chocolate-lava-cake': chocolateLavaCake,
};

