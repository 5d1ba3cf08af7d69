import { type Canvas, type Rng, between, n } from './svg.js';

/** The surface a dish is photographed on, filling the whole canvas. */
export type Table =
  | { kind: 'wood'; light: string; dark: string; vertical?: boolean }
  | { kind: 'linen'; light: string; dark: string; thread: string }
  | { kind: 'marble'; light: string; dark: string; vein: string }
  | { kind: 'slate'; light: string; dark: string }
  | { kind: 'paper'; light: string; dark: string }
  | { kind: 'tiles'; light: string; dark: string; grout: string };

export function drawTable(c: Canvas, table: Table, rng: Rng): void {
  const { width: w, height: h } = c;
  const base = c.radial(
    [
      [0, table.light],
      [1, table.dark],
    ],
    0.42,
    0.38,
    0.85,
  );
  c.add(`<rect width="${w}" height="${h}" fill="${base}"/>`);
  switch (table.kind) {
    case 'wood':
      woodGrain(c, table, rng);
      break;
    case 'linen':
      linenWeave(c, table.thread);
      break;
    case 'marble':
      marbleVeins(c, table.vein, rng);
      break;
    case 'slate':
      slateMottle(c, rng);
      break;
    case 'tiles':
      tileGrid(c, table.grout);
      break;
    case 'paper':
      break;
  }
}

function woodGrain(c: Canvas, table: { dark: string; vertical?: boolean }, rng: Rng): void {
  const { width: w, height: h } = c;
  const span = table.vertical ? w : h;
  const length = table.vertical ? h : w;
  const plank = span / Math.max(3, Math.round(span / 150));
  const parts: string[] = [];
  for (let p = 0; p < span + plank; p += plank) {
    const shade = between(rng, -0.08, 0.1);
    const fill = shade > 0 ? `rgba(255,240,220,${n(shade)})` : `rgba(40,20,5,${n(-shade)})`;
    parts.push(rectAlong(table.vertical, p, 0, plank, length, fill));
    for (let g = 0; g < 7; g++) {
      const y0 = p + between(rng, 6, plank - 6);
      const amp = between(rng, 2, 9);
      const waves = Math.round(between(rng, 2, 4));
      let d = '';
      for (let i = 0; i <= waves * 4; i++) {
        const t = (i / (waves * 4)) * length;
        const off = Math.sin((i / 4) * Math.PI * 2 + g) * amp;
        d += `${i === 0 ? 'M' : 'L'}${pointAlong(table.vertical, t, y0 + off)}`;
      }
      parts.push(
        `<path d="${d}" fill="none" stroke="${table.dark}" stroke-opacity="${n(between(rng, 0.1, 0.22))}" stroke-width="${n(between(rng, 1.2, 3.5))}" stroke-linejoin="round"/>`,
      );
    }
    parts.push(rectAlong(table.vertical, p - 1.5, 0, 3, length, 'rgba(30,15,5,0.45)'));
  }
  c.add(`<g filter="${c.blur(0.8)}">${parts.join('')}</g>`);
}

function rectAlong(vertical: boolean | undefined, across: number, along: number, thick: number, length: number, fill: string): string {
  return vertical
    ? `<rect x="${n(across)}" y="${n(along)}" width="${n(thick)}" height="${n(length)}" fill="${fill}"/>`
    : `<rect x="${n(along)}" y="${n(across)}" width="${n(length)}" height="${n(thick)}" fill="${fill}"/>`;
}

function pointAlong(vertical: boolean | undefined, along: number, across: number): string {
  return vertical ? `${n(across)} ${n(along)}` : `${n(along)} ${n(across)}`;
}

function linenWeave(c: Canvas, thread: string): void {
  const id = c.id('p');
  c.def(
    `<pattern id="${id}" width="7" height="7" patternUnits="userSpaceOnUse">` +
      `<path d="M0 1.5H7M0 5H7" stroke="${thread}" stroke-opacity="0.09" stroke-width="1.4"/>` +
      `<path d="M2 0V7M5.5 0V7" stroke="${thread}" stroke-opacity="0.06" stroke-width="1.2"/></pattern>`,
  );
  c.add(`<rect width="${c.width}" height="${c.height}" fill="url(#${id})"/>`);
}

function marbleVeins(c: Canvas, vein: string, rng: Rng): void {
  const { width: w, height: h } = c;
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    let x = between(rng, -0.2, 0.6) * w;
    let y = between(rng, -0.1, 1.1) * h;
    let d = `M${n(x)} ${n(y)}`;
    for (let s = 0; s < 8; s++) {
      const nx = x + between(rng, 60, 160);
      const ny = y + between(rng, -70, 50);
      d += `Q${n((x + nx) / 2 + between(rng, -40, 40))} ${n((y + ny) / 2 + between(rng, -40, 40))} ${n(nx)} ${n(ny)}`;
      x = nx;
      y = ny;
    }
    parts.push(
      `<path d="${d}" fill="none" stroke="${vein}" stroke-opacity="${n(between(rng, 0.12, 0.3))}" stroke-width="${n(between(rng, 1.5, 5))}"/>`,
    );
  }
  c.add(`<g filter="${c.blur(2)}">${parts.join('')}</g>`);
}

function slateMottle(c: Canvas, rng: Rng): void {
  const parts: string[] = [];
  for (let i = 0; i < 14; i++) {
    const light = rng() > 0.5;
    parts.push(
      `<ellipse cx="${n(rng() * c.width)}" cy="${n(rng() * c.height)}" rx="${n(between(rng, 60, 200))}" ry="${n(between(rng, 30, 90))}" fill="${light ? '#ffffff' : '#000000'}" opacity="${n(between(rng, 0.03, 0.07))}"/>`,
    );
  }
  c.add(`<g filter="${c.blur(30)}">${parts.join('')}</g>`);
}

function tileGrid(c: Canvas, grout: string): void {
  const id = c.id('p');
  c.def(
    `<pattern id="${id}" width="100" height="100" patternUnits="userSpaceOnUse">` +
      `<rect x="3" y="3" width="94" height="94" rx="4" fill="#ffffff" fill-opacity="0.06"/>` +
      `<path d="M0 0H100V100" fill="none" stroke="${grout}" stroke-width="5"/></pattern>`,
  );
  c.add(`<rect width="${c.width}" height="${c.height}" fill="url(#${id})"/>`);
}

/** A folded cloth napkin lying under part of the scene. */
export function napkin(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  rotate: number,
  colors: { base: string; stripe: string; check?: boolean },
): void {
  const id = c.id('p');
  const pattern = colors.check
    ? `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="${colors.base}"/>` +
      `<rect width="18" height="36" fill="${colors.stripe}" opacity="0.55"/><rect width="36" height="18" fill="${colors.stripe}" opacity="0.55"/></pattern>`
    : `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="${colors.base}"/>` +
      `<rect x="8" width="7" height="60" fill="${colors.stripe}"/><rect x="20" width="3" height="60" fill="${colors.stripe}"/></pattern>`;
  c.def(pattern);
  const shade = c.linear(
    [
      [0, '#ffffff', 0.18],
      [0.55, '#ffffff', 0],
      [1, '#000000', 0.18],
    ],
    0,
    0,
    1,
    1,
  );
  c.add(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})">` +
      `<rect x="4" y="8" width="${w}" height="${h}" rx="6" fill="#000" opacity="0.3" filter="${c.blur(8)}"/>` +
      `<rect width="${w}" height="${h}" rx="5" fill="url(#${id})"/>` +
      `<rect width="${w}" height="${h}" rx="5" fill="${shade}"/>` +
      `<path d="M0 ${n(h * 0.5)}H${w}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/></g>`,
  );
}

/** A warm light from the top left and a darker frame, like a styled food photo. */
export function lighting(c: Canvas, strength = 1): void {
  const light = c.radial(
    [
      [0, '#fff8e8', 0.28 * strength],
      [1, '#fff8e8', 0],
    ],
    0.22,
    0.12,
    0.55,
  );
  const vignette = c.radial(
    [
      [0.55, '#000000', 0],
      [1, '#000000', 0.42 * strength],
    ],
    0.5,
    0.5,
    0.75,
  );
  c.add(`<rect width="${c.width}" height="${c.height}" fill="${light}"/>`);
  c.add(`<rect width="${c.width}" height="${c.height}" fill="${vignette}"/>`);
}
