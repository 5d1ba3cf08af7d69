import { type Canvas, type Rng, between, n, pick } from './svg.js';
import { TILT, darken, lighten } from './vessels.js';

/** A smooth irregular closed blob around (cx, cy). */
export function blobPath(rng: Rng, cx: number, cy: number, rx: number, ry: number, wobble = 0.22, points = 7): string {
  const pts: [number, number][] = [];
  const phase = rng() * Math.PI * 2;
  for (let i = 0; i < points; i++) {
    const a = phase + (i / points) * Math.PI * 2;
    const k = 1 + between(rng, -wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const mid = (i: number): [number, number] => {
    const p = pts[i % points] ?? [cx, cy];
    const q = pts[(i + 1) % points] ?? [cx, cy];
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  };
  const start = mid(0);
  let d = `M${n(start[0])} ${n(start[1])}`;
  for (let i = 1; i <= points; i++) {
    const p = pts[i % points] ?? [cx, cy];
    const m = mid(i);
    d += `Q${n(p[0])} ${n(p[1])} ${n(m[0])} ${n(m[1])}`;
  }
  return `${d}Z`;
}

/** Random point inside an ellipse, biased to the centre by `spread` (1 = uniform). */
export function inEllipse(rng: Rng, cx: number, cy: number, rx: number, ry: number, spread = 1): [number, number] {
  const a = rng() * Math.PI * 2;
  const r = Math.sqrt(rng()) * spread;
  return [cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r];
}

/** A domed heap of grains (rice dishes); weights pick grain colours. */
export function grainMound(
  c: Canvas,
  rng: Rng,
  cx: number,
  cy: number,
  w: number,
  h: number,
  grains: readonly (readonly [string, number])[],
  base: string,
  density = 1,
): void {
  const rx = w / 2;
  const baseRy = rx * TILT * 0.55;
  const outline = `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(h)} 0 0 1 ${n(cx + rx)} ${n(cy)}A${n(rx)} ${n(baseRy)} 0 0 1 ${n(cx - rx)} ${n(cy)}Z`;
  c.add(`<path d="${outline}" fill="#000" opacity="0.35" transform="translate(4 10)" filter="${c.blur(8)}"/>`);
  c.add(`<path d="${outline}" fill="${base}"/>`);
  const total = grains.reduce((s, [, weight]) => s + weight, 0);
  const colorAt = (): string => {
    let t = rng() * total;
    for (const [color, weight] of grains) {
      t -= weight;
      if (t <= 0) return color;
    }
    return grains[0]?.[0] ?? base;
  };
  const count = Math.round(((Math.PI * rx * (h + baseRy)) / 2 / 26) * density);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = cx + between(rng, -rx, rx);
    const y = cy + between(rng, -h, baseRy);
    const dx = (x - cx) / rx;
    const dy = y < cy ? (y - cy) / h : (y - cy) / baseRy;
    if (dx * dx + dy * dy > 0.96) continue;
    const color = colorAt();
    const shade = Math.max(0, (y - (cy - h)) / (h + baseRy) - 0.5) * 0.5;
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(rng, 4.2, 6.2))}" ry="${n(between(rng, 1.7, 2.4))}" transform="rotate(${Math.round(between(rng, -80, 80))} ${n(x)} ${n(y)})" fill="${shade > 0.05 ? darken(color, shade) : color}"/>`,
    );
  }
  c.add(`<g>${parts.join('')}</g>`);
  const volume = c.radial(
    [
      [0, '#ffffff', 0.25],
      [0.45, '#ffffff', 0],
      [1, '#3a1a00', 0.35],
    ],
    0.38,
    0.2,
    0.75,
  );
  c.add(`<path d="${outline}" fill="${volume}"/>`);
}

/** The top surface of a curry or soup inside a bowl or plate well. */
export function gravy(c: Canvas, rng: Rng, cx: number, cy: number, rx: number, color: string, oil?: string): void {
  const ry = rx * TILT;
  const fill = c.radial(
    [
      [0, lighten(color, 0.18)],
      [0.7, color],
      [1, darken(color, 0.3)],
    ],
    0.45,
    0.4,
    0.6,
  );
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`);
  const spots: string[] = [];
  for (let i = 0; i < 16; i++) {
    const [x, y] = inEllipse(rng, cx, cy, rx * 0.9, ry * 0.85);
    const s = between(rng, 3, 11);
    spots.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s)}" ry="${n(s * TILT)}" fill="${oil ?? lighten(color, 0.45)}" opacity="${n(between(rng, 0.35, 0.7))}"/>`);
  }
  c.add(`<g>${spots.join('')}</g>`);
}

export interface ChunkStyle {
  color: string;
  size: number;
  /** Aspect of a chunk (1 = round). */
  stretch?: number;
  wobble?: number;
}

/** Pieces of meat, vegetables or dumplings resting on a surface ellipse. */
export function chunks(c: Canvas, rng: Rng, cx: number, cy: number, rx: number, count: number, styles: readonly ChunkStyle[], spread = 0.78): void {
  const ry = rx * TILT;
  const placed: [number, number, ChunkStyle][] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inEllipse(rng, cx, cy, rx, ry, spread);
    placed.push([x, y, pick(rng, styles)]);
  }
  placed.sort((a, b) => a[1] - b[1]);
  const parts: string[] = [];
  for (const [x, y, style] of placed) {
    const s = style.size * between(rng, 0.8, 1.15);
    const sx = s * (style.stretch ?? 1);
    const sy = s * 0.78;
    const fill = c.radial(
      [
        [0, lighten(style.color, 0.3)],
        [0.55, style.color],
        [1, darken(style.color, 0.35)],
      ],
      0.35,
      0.3,
      0.8,
    );
    const path = blobPath(rng, x, y, sx, sy, style.wobble ?? 0.2);
    parts.push(`<path d="${path}" fill="#000" opacity="0.3" transform="translate(2 ${n(s * 0.25)})"/>`);
    parts.push(`<path d="${path}" fill="${fill}"/>`);
  }
  c.add(`<g>${parts.join('')}</g>`);
}

export type Sprinkle =
  | 'coriander'
  | 'chilli'
  | 'friedOnion'
  | 'pepper'
  | 'sesame'
  | 'springOnion'
  | 'cream'
  | 'tamarind'
  | 'sugar'
  | 'pistachio'
  | 'egg'
  | 'redOnion'
  | 'raisin';

/** Garnish bits scattered over a surface ellipse. */
export function sprinkle(c: Canvas, rng: Rng, cx: number, cy: number, rx: number, kind: Sprinkle, count: number, spread = 0.85): void {
  const ry = rx * TILT;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inEllipse(rng, cx, cy, rx, ry, spread);
    const rot = Math.round(between(rng, 0, 360));
    switch (kind) {
      case 'coriander': {
        const s = between(rng, 6, 10);
        parts.push(
          `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})"><path d="M0 0C${n(-s)} ${n(-s * 0.6)} ${n(-s * 0.4)} ${n(-s * 1.4)} 0 ${n(-s)}C${n(s * 0.4)} ${n(-s * 1.4)} ${n(s)} ${n(-s * 0.6)} 0 0Z" fill="${pick(rng, ['#3f8f2a', '#4ea536', '#2f7a20'])}"/></g>`,
        );
        break;
      }
      case 'chilli': {
        const s = between(rng, 4, 6);
        parts.push(
          `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})"><ellipse rx="${n(s)}" ry="${n(s * 0.7)}" fill="${pick(rng, ['#3d9a2c', '#d7261e'])}"/><ellipse rx="${n(s * 0.5)}" ry="${n(s * 0.32)}" fill="#f3e7b0"/></g>`,
        );
        break;
      }
      case 'friedOnion': {
        const s = between(rng, 8, 14);
        parts.push(
          `<path d="M${n(x - s)} ${n(y)}Q${n(x)} ${n(y - s * 0.8)} ${n(x + s)} ${n(y + between(rng, -3, 3))}" transform="rotate(${rot} ${n(x)} ${n(y)})" fill="none" stroke="${pick(rng, ['#8a4a14', '#a85d1c', '#6f3a0e'])}" stroke-width="3" stroke-linecap="round"/>`,
        );
        break;
      }
      case 'pepper':
        parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rng, 1, 2))}" fill="#2a2118"/>`);
        break;
      case 'sesame':
        parts.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="2.6" ry="1.4" transform="rotate(${rot} ${n(x)} ${n(y)})" fill="#f6e9c4"/>`);
        break;
      case 'springOnion': {
        const s = between(rng, 4, 6);
        parts.push(
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s)}" ry="${n(s * 0.6)}" fill="none" stroke="${pick(rng, ['#58b33a', '#7cc95a'])}" stroke-width="2.5"/>`,
        );
        break;
      }
      case 'cream':
      case 'tamarind': {
        const s = between(rng, 14, 24);
        const color = kind === 'cream' ? '#fff8ec' : '#5a2410';
        parts.push(
          `<path d="M${n(x - s)} ${n(y)}C${n(x - s * 0.5)} ${n(y - s * 0.5)} ${n(x + s * 0.5)} ${n(y + s * 0.4)} ${n(x + s)} ${n(y - s * 0.1)}" fill="none" stroke="${color}" stroke-opacity="0.9" stroke-width="4.5" stroke-linecap="round"/>`,
        );
        break;
      }
      case 'egg':
        parts.push(
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(rng, 2.5, 4.5))}" ry="${n(between(rng, 1.5, 2.5))}" transform="rotate(${rot} ${n(x)} ${n(y)})" fill="${pick(rng, ['#fffdf3', '#fffdf3', '#f7c93c'])}"/>`,
        );
        break;
      case 'redOnion':
        parts.push(
          `<rect x="${n(x)}" y="${n(y)}" width="${n(between(rng, 4, 7))}" height="${n(between(rng, 3, 5))}" rx="1" transform="rotate(${rot} ${n(x)} ${n(y)})" fill="${pick(rng, ['#a0327a', '#c76aa8', '#f0d3e6'])}"/>`,
        );
        break;
      case 'raisin':
        parts.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(rng, 3.5, 5))}" ry="${n(between(rng, 2.5, 3.5))}" fill="${pick(rng, ['#5a1e1a', '#7a2e22'])}"/>`);
        break;
      case 'sugar':
        parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rng, 1, 2.2))}" fill="#ffffff" opacity="0.9"/>`);
        break;
      case 'pistachio':
        parts.push(
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(rng, 3, 5))}" ry="${n(between(rng, 2, 3))}" transform="rotate(${rot} ${n(x)} ${n(y)})" fill="${pick(rng, ['#8fbf3f', '#a9cf5a', '#6f9a2a'])}"/>`,
        );
        break;
    }
  }
  c.add(`<g>${parts.join('')}</g>`);
}

/** A glossy sphere (sweets, fuchka shells, meatballs). */
export function sphere(c: Canvas, cx: number, cy: number, r: number, color: string, opts: { gloss?: number; squash?: number } = {}): void {
  const squash = opts.squash ?? 0.92;
  const fill = c.radial(
    [
      [0, lighten(color, 0.45)],
      [0.5, color],
      [1, darken(color, 0.38)],
    ],
    0.36,
    0.3,
    0.75,
  );
  c.add(`<ellipse cx="${n(cx + r * 0.1)}" cy="${n(cy + r * 0.85)}" rx="${n(r * 0.85)}" ry="${n(r * 0.25)}" fill="#000" opacity="0.3" filter="${c.blur(r * 0.12)}"/>`);
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * squash)}" fill="${fill}"/>`);
  c.add(
    `<ellipse cx="${n(cx - r * 0.35)}" cy="${n(cy - r * 0.42)}" rx="${n(r * 0.28)}" ry="${n(r * 0.16)}" transform="rotate(-30 ${n(cx - r * 0.35)} ${n(cy - r * 0.42)})" fill="#fff" opacity="${opts.gloss ?? 0.55}"/>`,
  );
}
