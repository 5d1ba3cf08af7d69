import { blobPath } from './fillings.js';
import { type Canvas, type Rng, n } from './svg.js';
import { TILT, darken, lighten } from './vessels.js';

/** Half a boiled egg, cut side up. */
export function eggHalf(c: Canvas, x: number, y: number, size: number, rotate = 0): void {
  const white = c.radial([
    [0, '#ffffff'],
    [1, '#e9e3d6'],
  ]);
  const yolk = c.radial(
    [
      [0, '#ffd65a'],
      [1, '#f0a817'],
    ],
    0.4,
    0.35,
    0.7,
  );
  c.add(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})">` +
      `<ellipse cx="2" cy="${n(size * 0.22)}" rx="${n(size * 0.55)}" ry="${n(size * 0.36)}" fill="#000" opacity="0.25"/>` +
      `<ellipse rx="${n(size * 0.55)}" ry="${n(size * 0.36)}" fill="${white}"/>` +
      `<ellipse cx="${n(size * 0.03)}" cy="${n(-size * 0.02)}" rx="${n(size * 0.26)}" ry="${n(size * 0.19)}" fill="${yolk}"/></g>`,
  );
}

/** A cross-cut steak of hilsa fish: silver skin, pale flesh, a spine. */
export function fishSteak(c: Canvas, rng: Rng, x: number, y: number, size: number, rotate: number, sauce: string): void {
  const outline = blobPath(rng, 0, 0, size * 0.62, size * 0.4, 0.08, 6);
  const flesh = c.radial(
    [
      [0, '#fbeedd'],
      [1, '#e4c9a4'],
    ],
    0.45,
    0.4,
    0.7,
  );
  const glaze = c.radial(
    [
      [0, sauce, 0.15],
      [1, sauce, 0.7],
    ],
    0.5,
    0.45,
    0.6,
  );
  c.add(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})">` +
      `<path d="${outline}" fill="#000" opacity="0.3" transform="translate(3 ${n(size * 0.1)})"/>` +
      `<path d="${outline}" fill="${flesh}" stroke="#9aa7ae" stroke-width="${n(size * 0.07)}"/>` +
      `<path d="${outline}" fill="none" stroke="#e3ecef" stroke-width="${n(size * 0.025)}" transform="translate(0 -1.5)"/>` +
      `<path d="M${n(-size * 0.35)} 0H${n(size * 0.35)}M0 ${n(-size * 0.25)}V${n(size * 0.25)}" stroke="#d9c09a" stroke-width="${n(size * 0.03)}"/>` +
      `<circle r="${n(size * 0.07)}" fill="#efe0c6" stroke="#cdb38d" stroke-width="2"/>` +
      `<path d="${outline}" fill="${glaze}"/></g>`,
  );
}

/** A whole green chilli, slit open. */
export function greenChilli(c: Canvas, x: number, y: number, length: number, rotate: number): void {
  const fill = c.linear(
    [
      [0, '#7cc843'],
      [1, '#2f7d1d'],
    ],
    0,
    0,
    0,
    1,
  );
  const l = length;
  c.add(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})">` +
      `<path d="M${n(-l / 2)} 0C${n(-l / 4)} ${n(-l * 0.12)} ${n(l / 4)} ${n(-l * 0.1)} ${n(l / 2)} ${n(l * 0.05)}C${n(l / 4)} ${n(l * 0.02)} ${n(-l / 4)} ${n(l * 0.07)} ${n(-l / 2)} 0Z" fill="#000" opacity="0.25" transform="translate(2 5)"/>` +
      `<path d="M${n(-l / 2)} 0C${n(-l / 4)} ${n(-l * 0.12)} ${n(l / 4)} ${n(-l * 0.1)} ${n(l / 2)} ${n(l * 0.05)}C${n(l / 4)} ${n(l * 0.02)} ${n(-l / 4)} ${n(l * 0.07)} ${n(-l / 2)} 0Z" fill="${fill}"/>` +
      `<path d="M${n(-l * 0.3)} ${n(-l * 0.03)}C${n(-l * 0.1)} ${n(-l * 0.07)} ${n(l * 0.15)} ${n(-l * 0.06)} ${n(l * 0.35)} ${n(0)}" stroke="#c9f19a" stroke-opacity="0.7" stroke-width="${n(l * 0.02)}" fill="none" stroke-linecap="round"/>` +
      `<path d="M${n(-l / 2)} 0c${n(-l * 0.06)} ${n(-l * 0.02)} ${n(-l * 0.1)} ${n(-l * 0.06)} ${n(-l * 0.12)} ${n(-l * 0.1)}" stroke="#4f7a2a" stroke-width="${n(l * 0.035)}" fill="none" stroke-linecap="round"/></g>`,
  );
}

/** A flat leaf (basil, mint, curry leaf) with a midrib. */
export function leaf(c: Canvas, x: number, y: number, length: number, rotate: number, color = '#3f9a2e'): void {
  const l = length;
  const fill = c.linear(
    [
      [0, lighten(color, 0.2)],
      [1, darken(color, 0.2)],
    ],
    0,
    0,
    1,
    1,
  );
  c.add(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})">` +
      `<path d="M0 0C${n(l * 0.25)} ${n(-l * 0.35)} ${n(l * 0.75)} ${n(-l * 0.3)} ${n(l)} 0C${n(l * 0.75)} ${n(l * 0.3)} ${n(l * 0.25)} ${n(l * 0.35)} 0 0Z" fill="#000" opacity="0.25" transform="translate(2 4)"/>` +
      `<path d="M0 0C${n(l * 0.25)} ${n(-l * 0.35)} ${n(l * 0.75)} ${n(-l * 0.3)} ${n(l)} 0C${n(l * 0.75)} ${n(l * 0.3)} ${n(l * 0.25)} ${n(l * 0.35)} 0 0Z" fill="${fill}"/>` +
      `<path d="M${n(l * 0.05)} 0Q${n(l * 0.5)} ${n(-l * 0.03)} ${n(l * 0.92)} 0" stroke="#d6f2b8" stroke-opacity="0.6" stroke-width="${n(l * 0.03)}" fill="none"/></g>`,
  );
}

/** A lemon or lime wedge. */
export function citrusWedge(c: Canvas, x: number, y: number, size: number, rotate: number, lime = false): void {
  const peel = lime ? '#5aa52c' : '#f2c81c';
  const flesh = lime ? '#c9e77a' : '#fbe77a';
  const s = size;
  c.add(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})">` +
      `<path d="M${n(-s)} 0A${n(s)} ${n(s * 0.75)} 0 0 0 ${n(s)} 0Z" fill="#000" opacity="0.25" transform="translate(2 5)"/>` +
      `<path d="M${n(-s)} 0A${n(s)} ${n(s * 0.75)} 0 0 0 ${n(s)} 0Z" fill="${peel}"/>` +
      `<path d="M${n(-s * 0.86)} 0A${n(s * 0.86)} ${n(s * 0.62)} 0 0 0 ${n(s * 0.86)} 0Z" fill="#fffbe6"/>` +
      `<path d="M${n(-s * 0.78)} 0A${n(s * 0.78)} ${n(s * 0.55)} 0 0 0 ${n(s * 0.78)} 0Z" fill="${flesh}"/>` +
      `<path d="M0 0L${n(-s * 0.55)} ${n(s * 0.38)}M0 0L0 ${n(s * 0.55)}M0 0L${n(s * 0.55)} ${n(s * 0.38)}" stroke="#fffbe6" stroke-width="${n(s * 0.06)}"/>` +
      `<path d="M${n(-s)} 0H${n(s)}" stroke="${darken(peel, 0.15)}" stroke-width="${n(s * 0.08)}"/></g>`,
  );
}

/** A round slice (cucumber, tomato, onion ring) lying flat. */
export function slice(c: Canvas, x: number, y: number, r: number, kind: 'cucumber' | 'tomato' | 'onion' | 'olive' | 'feta'): void {
  const ry = r * TILT;
  switch (kind) {
    case 'cucumber':
      c.add(
        `<ellipse cx="${n(x)}" cy="${n(y + 3)}" rx="${n(r)}" ry="${n(ry)}" fill="#2f6b1f"/>` +
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(ry)}" fill="#3f8a2a"/>` +
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.86)}" ry="${n(ry * 0.86)}" fill="#dff0b8"/>` +
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.45)}" ry="${n(ry * 0.45)}" fill="#c6e08a"/>`,
      );
      break;
    case 'tomato':
      c.add(
        `<path d="${blobPathFixed(x, y + 4, r, ry)}" fill="#8f1810"/>` +
          `<path d="${blobPathFixed(x, y, r, ry)}" fill="#e0392a"/>` +
          `<ellipse cx="${n(x - r * 0.3)}" cy="${n(y)}" rx="${n(r * 0.25)}" ry="${n(ry * 0.35)}" fill="#f57a50"/>` +
          `<ellipse cx="${n(x + r * 0.3)}" cy="${n(y)}" rx="${n(r * 0.25)}" ry="${n(ry * 0.35)}" fill="#f57a50"/>` +
          `<ellipse cx="${n(x - r * 0.35)}" cy="${n(y - ry * 0.45)}" rx="${n(r * 0.2)}" ry="${n(ry * 0.12)}" fill="#fff" opacity="0.5"/>`,
      );
      break;
    case 'onion':
      c.add(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(ry)}" fill="none" stroke="#9b3a86" stroke-width="${n(r * 0.16)}"/>` +
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(ry)}" fill="none" stroke="#f3d9ee" stroke-width="${n(r * 0.06)}"/>`,
      );
      break;
    case 'olive':
      c.add(
        `<ellipse cx="${n(x)}" cy="${n(y + 3)}" rx="${n(r)}" ry="${n(r * 0.75)}" fill="#150914"/>` +
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.75)}" fill="#3b1a35"/>` +
          `<ellipse cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" rx="${n(r * 0.3)}" ry="${n(r * 0.15)}" fill="#fff" opacity="0.45"/>`,
      );
      break;
    case 'feta':
      c.add(
        `<path d="M${n(x - r)} ${n(y - r * 0.3)}L${n(x)} ${n(y - r * 0.75)}L${n(x + r)} ${n(y - r * 0.3)}L${n(x + r)} ${n(y + r * 0.4)}L${n(x)} ${n(y + r * 0.85)}L${n(x - r)} ${n(y + r * 0.4)}Z" fill="#e8e4d6"/>` +
          `<path d="M${n(x - r)} ${n(y - r * 0.3)}L${n(x)} ${n(y - r * 0.75)}L${n(x + r)} ${n(y - r * 0.3)}L${n(x)} ${n(y + r * 0.1)}Z" fill="#fffdf5"/>` +
          `<path d="M${n(x)} ${n(y + r * 0.1)}L${n(x + r)} ${n(y - r * 0.3)}L${n(x + r)} ${n(y + r * 0.4)}L${n(x)} ${n(y + r * 0.85)}Z" fill="#d6d0bd"/>`,
      );
      break;
  }
}

function blobPathFixed(x: number, y: number, rx: number, ry: number): string {
  return `M${n(x - rx)} ${n(y)}A${n(rx)} ${n(ry)} 0 1 0 ${n(x + rx)} ${n(y)}A${n(rx)} ${n(ry)} 0 1 0 ${n(x - rx)} ${n(y)}Z`;
}

/** A pair of chopsticks lying diagonally. */
export function chopsticks(c: Canvas, x: number, y: number, length: number, rotate: number, color = '#b8743a'): void {
  const fill = c.linear(
    [
      [0, lighten(color, 0.25)],
      [1, darken(color, 0.2)],
    ],
    0,
    0,
    0,
    1,
  );
  const l = length;
  c.add(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})">` +
      `<path d="M0 -7L${n(l)} -3L${n(l)} 0L0 4ZM0 14L${n(l)} 12L${n(l)} 15L0 25Z" fill="#000" opacity="0.3" transform="translate(3 9)" filter="${c.blur(3)}"/>` +
      `<path d="M0 -7L${n(l)} -3L${n(l)} 0L0 4Z" fill="${fill}"/><path d="M0 14L${n(l)} 12L${n(l)} 15L0 25Z" fill="${fill}"/></g>`,
  );
}

/** A metal fork and knife pair, like a place setting. */
export function cutlery(c: Canvas, x: number, y: number, length: number, rotate: number): void {
  const metal = c.linear(
    [
      [0, '#f4f6f8'],
      [0.5, '#b7bec6'],
      [1, '#e3e7eb'],
    ],
    0,
    0,
    1,
    0,
  );
  const l = length;
  const fork =
    `<path d="M-9 0h18v${n(l * 0.28)}c0 10 -5 14 -5 20v${n(l * 0.65)}a4 4 0 0 1 -8 0v${n(-l * 0.65)}c0 -6 -5 -10 -5 -20Z" fill="${metal}"/>` +
    `<path d="M-4.5 0v${n(l * 0.22)}M0 0v${n(l * 0.22)}M4.5 0v${n(l * 0.22)}" stroke="#6b737c" stroke-width="1.6"/>`;
  const knife = `<path d="M34 0c10 6 11 ${n(l * 0.3)} 8 ${n(l * 0.42)}v${n(l * 0.52)}a4 4 0 0 1 -8 0Z" fill="${metal}"/>`;
  c.add(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})">` +
      `<g transform="translate(5 8)" opacity="0.35" filter="${c.blur(3)}"><path d="M-9 0h18v${n(l)}h-18ZM34 0h9v${n(l)}h-9Z" fill="#000"/></g>${fork}${knife}</g>`,
  );
}
