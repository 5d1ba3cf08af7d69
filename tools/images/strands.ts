import { inEllipse } from './fillings.js';
import { type Canvas, type Rng, between, n } from './svg.js';
import { TILT, darken, lighten } from './vessels.js';

/** Long strands (noodles, spaghetti) heaped inside a surface ellipse. */
export function strands(
  c: Canvas,
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  color: string,
  count: number,
  width = 6,
  heap = 0.35,
): void {
  const ry = rx * TILT;
  const parts: string[] = [];
  const edge = darken(color, 0.3);
  const light = lighten(color, 0.3);
  for (let i = 0; i < count; i++) {
    const [x0, y0] = inEllipse(rng, cx, cy, rx * 0.75, ry * 0.7);
    let d = `M${n(x0)} ${n(y0)}`;
    let x = x0;
    let y = y0;
    for (let s = 0; s < 3; s++) {
      const [x1, y1] = inEllipse(rng, cx, cy - ry * heap * 0.5, rx * 0.8, ry * 0.75);
      const [qx, qy] = inEllipse(rng, cx, cy - ry * heap, rx * 0.9, ry * 0.9);
      d += `Q${n(qx)} ${n(qy)} ${n(x1)} ${n(y1)}`;
      x = x1;
      y = y1;
    }
    if (x === y) continue;
    parts.push(`<path d="${d}" fill="none" stroke="${edge}" stroke-width="${n(width + 2.5)}" stroke-linecap="round"/>`);
    parts.push(`<path d="${d}" fill="none" stroke="${i % 3 === 0 ? light : color}" stroke-width="${n(width)}" stroke-linecap="round"/>`);
  }
  c.add(`<g>${parts.join('')}</g>`);
}

/** A few rising wisps of steam above a hot dish. */
export function steam(c: Canvas, cx: number, top: number, spread: number, height: number): void {
  const parts: string[] = [];
  for (let i = -1; i <= 1; i++) {
    const x = cx + i * spread * 0.35;
    parts.push(
      `<path d="M${n(x)} ${n(top)}c${n(-spread * 0.15)} ${n(-height * 0.25)} ${n(spread * 0.15)} ${n(-height * 0.45)} 0 ${n(-height * 0.7)}s${n(spread * 0.12)} ${n(-height * 0.2)} 0 ${n(-height * 0.3)}" fill="none" stroke="#ffffff" stroke-opacity="${i === 0 ? 0.4 : 0.28}" stroke-width="${n(spread * 0.09)}" stroke-linecap="round"/>`,
    );
  }
  c.add(`<g filter="${c.blur(spread * 0.045)}">${parts.join('')}</g>`);
}

/** A swirled nest of long noodles (spaghetti, rice noodles) heaped on a plate. */
export function nest(c: Canvas, rng: Rng, cx: number, cy: number, rx: number, color: string, count: number, width: number, height: number): void {
  const ry = rx * TILT;
  const edge = darken(color, 0.28);
  const light = lighten(color, 0.3);
  const arcs: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = Math.sqrt(between(rng, 0.04, 1));
    const start = rng() * Math.PI * 2;
    const sweep = between(rng, 1, 2.6);
    const lift = (1 - r) * height;
    let d = '';
    for (let k = 0; k <= 10; k++) {
      const a = start + (sweep * k) / 10;
      const wobble = 1 + Math.sin(a * 3 + i) * 0.04;
      const x = cx + Math.cos(a) * rx * r * wobble;
      const y = cy - lift + Math.sin(a) * ry * r * wobble;
      d += `${k === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`;
    }
    arcs.push(d);
  }
  const paths = arcs.map((d, i) => {
    const top = i % 4 === 0 ? light : color;
    return `<path d="${d}" stroke="${edge}" stroke-width="${n(width + 2)}"/><path d="${d}" stroke="${top}" stroke-width="${n(width)}"/>`;
  });
  c.add(`<g fill="none" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>`);
}
