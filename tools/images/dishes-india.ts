import type { Dish } from './dish.js';
import { blobPath, chunks, gravy, inEllipse, sprinkle } from './fillings.js';
import { citrusWedge, leaf, slice } from './pieces.js';
import { type Canvas, type Rng, between, n } from './svg.js';
import { GLAZES, bananaLeaf, bowl, darken, lighten, sauceDish, slab } from './vessels.js';

function skewer(c: Canvas, rng: Rng, x: number, y: number, length: number, rotate: number, s: number): void {
  c.add(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})"><path d="M${n(-length / 2)} 0H${n(length / 2)}" stroke="#000" stroke-opacity="0.3" stroke-width="${n(7 * s)}" transform="translate(3 ${n(14 * s)})" filter="${c.blur(3)}"/>` +
      `<path d="M${n(-length / 2)} 0H${n(length / 2)}" stroke="#c99a5a" stroke-width="${n(6 * s)}" stroke-linecap="round"/></g>`,
  );
  const pieces = 6;
  const rad = (rotate * Math.PI) / 180;
  for (let i = 0; i < pieces; i++) {
    const t = -0.36 + (i / (pieces - 1)) * 0.72;
    const px = x + Math.cos(rad) * length * t;
    const py = y + Math.sin(rad) * length * t;
    const kind = i % 3;
    const color = kind === 1 ? '#e6d2e6' : kind === 2 && i > 3 ? '#4d9a2e' : '#c8461c';
    const size = kind === 0 || (kind === 2 && i <= 3) ? 44 * s : 30 * s;
    const fill = c.radial(
      [
        [0, lighten(color, 0.3)],
        [0.6, color],
        [1, darken(color, 0.4)],
      ],
      0.35,
      0.3,
      0.8,
    );
    const path = blobPath(rng, px, py, size, size * 0.85, 0.18);
    c.add(`<path d="${path}" fill="#000" opacity="0.3" transform="translate(2 ${n(size * 0.3)})"/><path d="${path}" fill="${fill}"/>`);
    if (color === '#c8461c') {
      for (let k = 0; k < 4; k++) {
        const [cx, cy] = inEllipse(rng, px, py, size * 0.7, size * 0.6);
        c.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(between(rng, 3, 7) * s)}" ry="${n(between(rng, 2, 4) * s)}" fill="#3a1206" opacity="0.55"/>`);
      }
    }
  }
}

function naan(c: Canvas, rng: Rng, x: number, y: number, size: number): void {
  const path = blobPath(rng, x, y, size, size * 0.6, 0.12, 8);
  const fill = c.radial(
    [
      [0, '#f7dca0'],
      [0.7, '#e6b464'],
      [1, '#b97a32'],
    ],
    0.45,
    0.4,
    0.7,
  );
  c.add(`<path d="${path}" fill="#000" opacity="0.35" transform="translate(4 10)" filter="${c.blur(6)}"/><path d="${path}" fill="${fill}"/>`);
  for (let i = 0; i < 14; i++) {
    const [px, py] = inEllipse(rng, x, y, size * 0.8, size * 0.45);
    c.add(`<path d="${blobPath(rng, px, py, between(rng, 5, 12), between(rng, 3, 7), 0.3, 5)}" fill="#6a3a14" opacity="${n(between(rng, 0.35, 0.7))}"/>`);
  }
  sprinkle(c, rng, x, y, size * 0.7, 'coriander', 6);
}

const chickenTikka: Dish = (c, rng, x, y, s) => {
  slab(c, x, y + 10 * s, 560 * s, 380 * s, { light: '#56524e', dark: '#2c2927' }, 16 * s);
  skewer(c, rng, x - 10 * s, y - 40 * s, 460 * s, -8, s);
  skewer(c, rng, x + 10 * s, y + 55 * s, 460 * s, -8, s);
  for (let i = 0; i < 3; i++) slice(c, x - 200 * s + i * 22 * s, y + 95 * s, 26 * s, 'onion');
  citrusWedge(c, x + 200 * s, y + 100 * s, 40 * s, -15, true);
  sauceDish(c, x + 220 * s, y - 70 * s, 48 * s, '#4f9a34');
};

const butterChicken: Dish = (c, rng, x, y, s) => {
  naan(c, rng, x - 215 * s, y + 75 * s, 120 * s);
  const inner = bowl(c, x + 30 * s, y - 25 * s, 225 * s, 80 * s, GLAZES.copper);
  gravy(c, rng, x + 30 * s, y - 23 * s, inner * 0.97, '#dd6a26', '#f59a45');
  chunks(c, rng, x + 30 * s, y - 23 * s, inner, 12, [
    { color: '#c9541c', size: 32 * s },
    { color: '#e28a4a', size: 28 * s, stretch: 1.2 },
  ], 0.75);
  c.add(
    `<path d="M${n(x - 40 * s)} ${n(y - 40 * s)}c${n(40 * s)} ${n(-30 * s)} ${n(110 * s)} ${n(-20 * s)} ${n(120 * s)} ${n(5 * s)}s${n(-60 * s)} ${n(30 * s)} ${n(-90 * s)} ${n(10 * s)}s${n(20 * s)} ${n(-20 * s)} ${n(55 * s)} ${n(-10 * s)}" fill="none" stroke="#fff6e6" stroke-width="${n(9 * s)}" stroke-linecap="round" opacity="0.9"/>`,
  );
  sprinkle(c, rng, x + 30 * s, y - 25 * s, inner * 0.8, 'coriander', 14);
};

const masalaDosa: Dish = (c, rng, x, y, s) => {
  bananaLeaf(c, x, y + 10 * s, 720 * s, 380 * s, -3);
  const crepe = c.linear(
    [
      [0, '#f3c46a'],
      [0.45, '#d99236'],
      [1, '#9c5a18'],
    ],
    0,
    0,
    0,
    1,
  );
  const len = 520 * s;
  const th = 64 * s;
  c.add(
    `<g transform="translate(${n(x - 20 * s)} ${n(y - 10 * s)}) rotate(-6)">` +
      `<path d="M${n(-len / 2)} ${n(-th * 0.5)}L${n(len / 2)} ${n(-th * 0.8)}Q${n(len / 2 + th * 0.6)} 0 ${n(len / 2)} ${n(th * 0.8)}L${n(-len / 2)} ${n(th * 0.5)}Q${n(-len / 2 - th * 0.4)} 0 ${n(-len / 2)} ${n(-th * 0.5)}Z" fill="#000" opacity="0.35" transform="translate(6 ${n(th * 0.45)})" filter="${c.blur(8)}"/>` +
      `<path d="M${n(-len / 2)} ${n(-th * 0.5)}L${n(len / 2)} ${n(-th * 0.8)}Q${n(len / 2 + th * 0.6)} 0 ${n(len / 2)} ${n(th * 0.8)}L${n(-len / 2)} ${n(th * 0.5)}Q${n(-len / 2 - th * 0.4)} 0 ${n(-len / 2)} ${n(-th * 0.5)}Z" fill="${crepe}"/>` +
      `<ellipse cx="${n(len / 2)}" cy="0" rx="${n(th * 0.32)}" ry="${n(th * 0.72)}" fill="#f0c64a"/>` +
      `<ellipse cx="${n(len / 2)}" cy="0" rx="${n(th * 0.32)}" ry="${n(th * 0.72)}" fill="none" stroke="#b36a1e" stroke-width="${n(5 * s)}"/></g>`,
  );
  const lace: string[] = [];
  for (let i = 0; i < 40; i++) {
    const t = rng();
    const px = x - 20 * s - len / 2 + t * len;
    const py = y - 10 * s - Math.tan((6 * Math.PI) / 180) * (px - x) + between(rng, -th * 0.45, th * 0.2);
    lace.push(`<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(between(rng, 4, 12) * s)}" ry="${n(between(rng, 2, 4) * s)}" fill="#8a4a12" opacity="${n(between(rng, 0.15, 0.35))}"/>`);
  }
  c.add(`<g>${lace.join('')}</g>`);
  const sambar = bowl(c, x - 150 * s, y + 105 * s, 72 * s, 26 * s, GLAZES.steel);
  gravy(c, rng, x - 150 * s, y + 106 * s, sambar, '#c2601f');
  chunks(c, rng, x - 150 * s, y + 106 * s, sambar, 5, [{ color: '#e9a03a', size: 9 * s }], 0.6);
  const chutney = bowl(c, x + 30 * s, y + 120 * s, 66 * s, 24 * s, GLAZES.steel);
  gravy(c, rng, x + 30 * s, y + 121 * s, chutney, '#f1ecdc', '#ffffff');
  sprinkle(c, rng, x + 30 * s, y + 121 * s, chutney * 0.8, 'pepper', 10);
  sprinkle(c, rng, x + 30 * s, y + 121 * s, chutney * 0.8, 'coriander', 3);
  leaf(c, x + 190 * s, y + 95 * s, 50 * s, -30, '#2f7d22');
  leaf(c, x + 205 * s, y + 110 * s, 44 * s, 10, '#2f7d22');
};

const mangoLassi: Dish = (c, rng, x, y, s) => {
  const glass = (gx: number, gy: number, h: number, w: number) => {
    const top = gy - h;
    const lassi = c.linear(
      [
        [0, '#ffd36a'],
        [0.5, '#f7b02a'],
        [1, '#e08a12'],
      ],
      0,
      0,
      1,
      0,
    );
    c.add(`<ellipse cx="${n(gx + 6)}" cy="${n(gy + 4)}" rx="${n(w * 0.55)}" ry="${n(w * 0.16)}" fill="#000" opacity="0.35" filter="${c.blur(8)}"/>`);
    c.add(
      `<path d="M${n(gx - w / 2)} ${n(top)}L${n(gx - w * 0.42)} ${n(gy)}Q${n(gx)} ${n(gy + w * 0.18)} ${n(gx + w * 0.42)} ${n(gy)}L${n(gx + w / 2)} ${n(top)}Z" fill="#fff" opacity="0.35"/>` +
        `<path d="M${n(gx - w * 0.47)} ${n(top + h * 0.12)}L${n(gx - w * 0.4)} ${n(gy - 8 * s)}Q${n(gx)} ${n(gy + w * 0.12)} ${n(gx + w * 0.4)} ${n(gy - 8 * s)}L${n(gx + w * 0.47)} ${n(top + h * 0.12)}Z" fill="${lassi}"/>` +
        `<ellipse cx="${n(gx)}" cy="${n(top + h * 0.12)}" rx="${n(w * 0.47)}" ry="${n(w * 0.13)}" fill="#fff3cf"/>` +
        `<ellipse cx="${n(gx)}" cy="${n(top)}" rx="${n(w / 2)}" ry="${n(w * 0.14)}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="${n(3 * s)}"/>` +
        `<path d="M${n(gx - w * 0.36)} ${n(top + h * 0.2)}L${n(gx - w * 0.31)} ${n(gy - h * 0.1)}" stroke="#fff" stroke-opacity="0.55" stroke-width="${n(8 * s)}" stroke-linecap="round"/>`,
    );
    sprinkle(c, rng, gx, top + h * 0.12, w * 0.35, 'pistachio', 6, 0.7);
    const straw = c.id('p');
    c.def(
      `<pattern id="${straw}" width="${n(14 * s)}" height="${n(14 * s)}" patternUnits="userSpaceOnUse" patternTransform="rotate(40)"><rect width="${n(14 * s)}" height="${n(14 * s)}" fill="#fff"/><rect width="${n(7 * s)}" height="${n(14 * s)}" fill="#e8432f"/></pattern>`,
    );
    c.add(
      `<path d="M${n(gx + w * 0.1)} ${n(top + h * 0.1)}L${n(gx + w * 0.32)} ${n(top - h * 0.38)}" stroke="url(#${straw})" stroke-width="${n(12 * s)}" stroke-linecap="round"/>`,
    );
    leaf(c, gx - w * 0.15, top + h * 0.1, 42 * s, -150, '#3f9a2e');
  };
  glass(x - 120 * s, y + 60 * s, 300 * s, 170 * s);
  glass(x + 90 * s, y + 110 * s, 340 * s, 190 * s);
  c.emoji('mango', x + 250 * s, y + 150 * s, 150 * s, { rotate: -20 });
};

export const INDIAN_DISHES: Record<string, Dish> = {
  'chicken-tikka': chickenTikka,
  'butter-chicken': butterChicken,
  'masala-dosa': masalaDosa,
  'mango-lassi': mangoLassi,
};
