import { type Canvas, type Rng, between, n } from './svg.js';

/** Vertical squash of a circle seen from a three-quarter camera angle. */
export const TILT = 0.56;

export interface Glaze {
  rim: string;
  rimShade: string;
  well: string;
  wellShade: string;
  band?: string;
}

export const GLAZES = {
  porcelain: { rim: '#ffffff', rimShade: '#d9d4cc', well: '#f6f3ee', wellShade: '#d8d2c8' },
  goldRim: { rim: '#fffdf7', rimShade: '#dcd3c0', well: '#faf6ee', wellShade: '#ddd3c2', band: '#c9a14a' },
  blueRim: { rim: '#fbfdff', rimShade: '#cfd8e2', well: '#f4f7fa', wellShade: '#cdd6df', band: '#2f5f9e' },
  stoneware: { rim: '#4a4440', rimShade: '#24201d', well: '#3a3531', wellShade: '#221e1b' },
  terracotta: { rim: '#c8693c', rimShade: '#7f3516', well: '#b85a30', wellShade: '#7a3314' },
  sage: { rim: '#dfe8d6', rimShade: '#9fb092', well: '#e9efe2', wellShade: '#b3c2a7' },
  blush: { rim: '#fff1f1', rimShade: '#e2bfc0', well: '#fff7f6', wellShade: '#e8cccc' },
  black: { rim: '#2b2b2e', rimShade: '#0d0d0f', well: '#232326', wellShade: '#0b0b0c' },
  copper: { rim: '#e09a5c', rimShade: '#8a4a1c', well: '#6b3a18', wellShade: '#3f200b' },
  steel: { rim: '#eef1f3', rimShade: '#8c959d', well: '#dde2e6', wellShade: '#a3acb3' },
  clay: { rim: '#b86a3f', rimShade: '#6e3218', well: '#a85a32', wellShade: '#5a2812' },
} satisfies Record<string, Glaze>;

export function castShadow(c: Canvas, cx: number, cy: number, rx: number, ry: number, opacity = 0.45): void {
  c.add(
    `<ellipse cx="${n(cx + rx * 0.04)}" cy="${n(cy + ry * 0.14)}" rx="${n(rx)}" ry="${n(ry)}" fill="#1a0e05" opacity="${opacity}" filter="${c.blur(Math.max(4, rx * 0.06))}"/>`,
  );
}

/** A round plate; returns the well's radius (what food can cover). */
export function plate(c: Canvas, cx: number, cy: number, r: number, glaze: Glaze): number {
  const ry = r * TILT;
  castShadow(c, cx, cy + ry * 0.12, r * 1.02, ry * 1.02);
  const edge = c.linear([
    [0, glaze.rimShade],
    [1, glaze.rimShade],
  ]);
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy + r * 0.035)}" rx="${n(r)}" ry="${n(ry)}" fill="${edge}"/>`);
  const rim = c.linear(
    [
      [0, glaze.rim],
      [0.6, glaze.rim],
      [1, glaze.rimShade],
    ],
    0,
    0,
    0.3,
    1,
  );
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(ry)}" fill="${rim}"/>`);
  if (glaze.band) {
    c.add(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 0.93)}" ry="${n(ry * 0.93)}" fill="none" stroke="${glaze.band}" stroke-width="${n(r * 0.018)}"/>`,
    );
  }
  const wr = r * 0.74;
  const well = c.linear(
    [
      [0, glaze.wellShade],
      [0.35, glaze.well],
      [1, glaze.well],
    ],
    0,
    0,
    0,
    1,
  );
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.04)}" rx="${n(wr)}" ry="${n(wr * TILT)}" fill="${well}"/>`);
  c.add(
    `<ellipse cx="${n(cx - r * 0.25)}" cy="${n(cy - ry * 0.55)}" rx="${n(r * 0.35)}" ry="${n(ry * 0.12)}" fill="#ffffff" opacity="0.35" filter="${c.blur(r * 0.03)}"/>`,
  );
  return wr;
}

/** A deep bowl seen from above the rim; returns the surface ellipse radius for its contents. */
export function bowl(c: Canvas, cx: number, cy: number, r: number, depth: number, glaze: Glaze): number {
  const ry = r * TILT;
  const bottom = cy + ry + depth;
  castShadow(c, cx, bottom - ry * 0.35, r * 0.95, ry * 0.7);
  const body = c.linear(
    [
      [0, glaze.rim],
      [0.45, glaze.rim],
      [1, glaze.rimShade],
    ],
    0,
    0,
    0.9,
    0.6,
  );
  const foot = r * 0.42;
  c.add(
    `<ellipse cx="${n(cx)}" cy="${n(bottom - 2)}" rx="${n(foot)}" ry="${n(foot * TILT * 0.55)}" fill="${glaze.rimShade}"/>` +
      `<path d="M${n(cx - r)} ${n(cy)}C${n(cx - r)} ${n(cy + ry + depth * 0.55)} ${n(cx - r * 0.6)} ${n(bottom)} ${n(cx - foot)} ${n(bottom)}` +
      `H${n(cx + foot)}C${n(cx + r * 0.6)} ${n(bottom)} ${n(cx + r)} ${n(cy + ry + depth * 0.55)} ${n(cx + r)} ${n(cy)}Z" fill="${body}"/>`,
  );
  if (glaze.band) {
    c.add(
      `<path d="M${n(cx - r * 0.985)} ${n(cy + ry * 0.35)}C${n(cx - r * 0.9)} ${n(cy + ry * 1.25)} ${n(cx + r * 0.9)} ${n(cy + ry * 1.25)} ${n(cx + r * 0.985)} ${n(cy + ry * 0.35)}" fill="none" stroke="${glaze.band}" stroke-width="${n(r * 0.035)}"/>`,
    );
  }
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(ry)}" fill="${glaze.rim}"/>`);
  const inner = r * 0.93;
  const innerFill = c.linear(
    [
      [0, glaze.wellShade],
      [1, glaze.well],
    ],
    0,
    0,
    0,
    1,
  );
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.02)}" rx="${n(inner)}" ry="${n(inner * TILT)}" fill="${innerFill}"/>`);
  return inner * 0.97;
}

/** A round wooden serving board. */
export function board(c: Canvas, cx: number, cy: number, r: number, tone: { light: string; dark: string }, rng: Rng): void {
  const ry = r * TILT;
  castShadow(c, cx, cy + 10, r * 1.02, ry * 1.02);
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy + r * 0.05)}" rx="${n(r)}" ry="${n(ry)}" fill="${tone.dark}"/>`);
  const top = c.radial(
    [
      [0, tone.light],
      [1, tone.dark],
    ],
    0.4,
    0.35,
    0.8,
  );
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(ry)}" fill="${top}"/>`);
  const rings: string[] = [];
  for (let i = 1; i < 6; i++) {
    const rr = r * (i / 6) + between(rng, -6, 6);
    rings.push(
      `<ellipse cx="${n(cx + between(rng, -8, 8))}" cy="${n(cy)}" rx="${n(rr)}" ry="${n(rr * TILT)}" fill="none" stroke="${tone.dark}" stroke-opacity="0.22" stroke-width="2"/>`,
    );
  }
  c.add(`<g>${rings.join('')}</g>`);
}

/** A rectangular board (sushi geta, bread board) in three-quarter view. */
export function slab(c: Canvas, cx: number, cy: number, w: number, d: number, tone: { light: string; dark: string }, thick = 18): void {
  const hw = w / 2;
  const hd = (d * TILT) / 2;
  const skew = w * 0.06;
  castShadow(c, cx, cy + thick, hw * 1.05, hd * 1.4);
  const top = `M${n(cx - hw + skew)} ${n(cy - hd)}H${n(cx + hw - skew)}L${n(cx + hw)} ${n(cy + hd)}H${n(cx - hw)}Z`;
  c.add(`<path d="M${n(cx - hw)} ${n(cy + hd)}H${n(cx + hw)}V${n(cy + hd + thick)}H${n(cx - hw)}Z" fill="${tone.dark}"/>`);
  const fill = c.linear(
    [
      [0, tone.light],
      [1, tone.dark],
    ],
    0,
    0,
    1,
    1,
  );
  c.add(`<path d="${top}" fill="${fill}"/>`);
  c.add(`<path d="${top}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>`);
}

/** A banana leaf used as a plate for South Indian and Bangladeshi food. */
export function bananaLeaf(c: Canvas, cx: number, cy: number, w: number, h: number, rotate = -4): void {
  const fill = c.linear(
    [
      [0, '#4f9a3a'],
      [0.5, '#3f8a2e'],
      [1, '#2b6a1f'],
    ],
    0,
    0,
    0,
    1,
  );
  const hw = w / 2;
  const hh = h / 2;
  const veins: string[] = [];
  for (let x = -hw + 30; x < hw - 20; x += 26) {
    veins.push(`M${n(x)} 0L${n(x - 18)} ${n(-hh * 0.92)}M${n(x)} 0L${n(x - 18)} ${n(hh * 0.92)}`);
  }
  c.add(
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${rotate})">` +
      `<path d="M${-hw} ${n(-hh * 0.8)}Q0 ${n(-hh * 1.15)} ${hw} ${n(-hh * 0.7)}L${hw} ${n(hh * 0.75)}Q0 ${n(hh * 1.1)} ${-hw} ${n(hh * 0.85)}Z" fill="#000" opacity="0.35" transform="translate(6 12)" filter="${c.blur(10)}"/>` +
      `<path d="M${-hw} ${n(-hh * 0.8)}Q0 ${n(-hh * 1.15)} ${hw} ${n(-hh * 0.7)}L${hw} ${n(hh * 0.75)}Q0 ${n(hh * 1.1)} ${-hw} ${n(hh * 0.85)}Z" fill="${fill}"/>` +
      `<path d="${veins.join('')}" stroke="#9fd27e" stroke-opacity="0.3" stroke-width="1.5"/>` +
      `<path d="M${-hw} 0H${hw}" stroke="#c8e6a8" stroke-opacity="0.7" stroke-width="4"/></g>`,
  );
}

/** A bamboo steamer basket, open, seen from above the rim; returns the inner radius. */
export function steamer(c: Canvas, cx: number, cy: number, r: number, depth: number): number {
  const ry = r * TILT;
  castShadow(c, cx, cy + depth, r, ry * 0.9);
  const side = c.linear(
    [
      [0, '#e2bd7a'],
      [0.5, '#c99a52'],
      [1, '#9b6f2e'],
    ],
    0,
    0,
    1,
    0,
  );
  c.add(
    `<path d="M${n(cx - r)} ${n(cy)}V${n(cy + depth)}A${n(r)} ${n(ry)} 0 0 0 ${n(cx + r)} ${n(cy + depth)}V${n(cy)}Z" fill="${side}"/>`,
  );
  c.add(
    `<path d="M${n(cx - r)} ${n(cy + depth * 0.5)}A${n(r)} ${n(ry)} 0 0 0 ${n(cx + r)} ${n(cy + depth * 0.5)}" fill="none" stroke="#8a5d22" stroke-opacity="0.5" stroke-width="3"/>`,
  );
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(ry)}" fill="#d8b070"/>`);
  const inner = r * 0.9;
  const weave = c.id('p');
  c.def(
    `<pattern id="${weave}" width="14" height="8" patternUnits="userSpaceOnUse"><rect width="14" height="8" fill="#c89a55"/>` +
      `<path d="M0 4H14" stroke="#a87a38" stroke-width="2"/><path d="M7 0V8" stroke="#e0bc7c" stroke-width="1.5"/></pattern>`,
  );
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy + 2)}" rx="${n(inner)}" ry="${n(inner * TILT)}" fill="url(#${weave})"/>`);
  const dim = c.linear(
    [
      [0, '#000', 0.35],
      [0.5, '#000', 0],
    ],
    0,
    0,
    0,
    1,
  );
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy + 2)}" rx="${n(inner)}" ry="${n(inner * TILT)}" fill="${dim}"/>`);
  return inner;
}

/** A small round dipping dish with a sauce. */
export function sauceDish(c: Canvas, cx: number, cy: number, r: number, sauce: string, glaze: Glaze = GLAZES.porcelain): void {
  const inner = bowl(c, cx, cy, r, r * 0.35, glaze);
  const fill = c.radial(
    [
      [0, lighten(sauce)],
      [1, sauce],
    ],
    0.4,
    0.35,
    0.7,
  );
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy + 2)}" rx="${n(inner * 0.95)}" ry="${n(inner * 0.95 * TILT)}" fill="${fill}"/>`);
  c.add(
    `<ellipse cx="${n(cx - inner * 0.3)}" cy="${n(cy - inner * 0.15)}" rx="${n(inner * 0.25)}" ry="${n(inner * 0.07)}" fill="#fff" opacity="0.45"/>`,
  );
}

/** Mixes a hex colour toward white by `amount` (0..1). */
export function lighten(hex: string, amount = 0.25): string {
  return mix(hex, '#ffffff', amount);
}

export function darken(hex: string, amount = 0.25): string {
  return mix(hex, '#000000', amount);
}

export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const out = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function parseHex(hex: string): number[] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((ch) => ch + ch).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}
