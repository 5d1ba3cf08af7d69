import type { Dish } from './dish.js';
import { blobPath, chunks, gravy, inEllipse, sprinkle } from './fillings.js';
import { chopsticks, citrusWedge, eggHalf, leaf } from './pieces.js';
import { nest, steam, strands } from './strands.js';
import { type Canvas, type Rng, between, n } from './svg.js';
import { GLAZES, TILT, bowl, plate, sauceDish, slab, steamer } from './vessels.js';

const salmonSushi: Dish = (c, rng, x, y, s) => {
  slab(c, x, y, 600 * s, 330 * s, { light: '#e8c58c', dark: '#b98a4a' }, 22 * s);
  const rows: [number, number][] = [
    [-190, -35],
    [-75, -35],
    [40, -35],
    [-135, 45],
    [-20, 45],
    [95, 45],
  ];
  for (const [dx, dy] of rows) nigiri(c, rng, x + dx * s, y + dy * s, s);
  c.add(`<path d="${blobPath(rng, x + 200 * s, y - 30 * s, 26 * s, 18 * s, 0.2)}" fill="#8cc04a"/>`);
  for (let i = 0; i < 4; i++) {
    c.add(
      `<ellipse cx="${n(x + 205 * s + i * 8 * s)}" cy="${n(y + 35 * s - i * 5 * s)}" rx="${n(26 * s)}" ry="${n(15 * s)}" fill="#f6c2c2" stroke="#e79c9c" stroke-width="1.5" opacity="0.95"/>`,
    );
  }
  sauceDish(c, x + 230 * s, y + 150 * s, 58 * s, '#3a1a0c', GLAZES.black);
  chopsticks(c, x - 300 * s, y + 150 * s, 330 * s, -8, '#3a2a22');
};

function nigiri(c: Canvas, rng: Rng, x: number, y: number, s: number): void {
  const w = 92 * s;
  const h = 40 * s;
  const rice = c.linear(
    [
      [0, '#fbf9f4'],
      [0.6, '#efeae0'],
      [1, '#cfc7b8'],
    ],
    0,
    0,
    0,
    1,
  );
  c.add(
    `<ellipse cx="${n(x + 4)}" cy="${n(y + h * 0.55)}" rx="${n(w * 0.55)}" ry="${n(h * 0.45)}" fill="#000" opacity="0.3" filter="${c.blur(5)}"/>` +
      `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.45)}" fill="${rice}"/>`,
  );
  const salmon = c.linear(
    [
      [0, '#ff9a5e'],
      [1, '#e8592a'],
    ],
    0,
    0,
    0,
    1,
  );
  const top = `M${n(x - w * 0.58)} ${n(y - h * 0.25)}Q${n(x)} ${n(y - h * 1.25)} ${n(x + w * 0.58)} ${n(y - h * 0.35)}Q${n(x + w * 0.6)} ${n(y + h * 0.05)} ${n(x + w * 0.45)} ${n(y + h * 0.05)}Q${n(x)} ${n(y - h * 0.35)} ${n(x - w * 0.5)} ${n(y + h * 0.1)}Z`;
  c.add(`<path d="${top}" fill="${salmon}"/>`);
  const stripes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const sx = x - w * 0.42 + i * w * 0.2 + between(rng, -2, 2);
    stripes.push(`M${n(sx)} ${n(y - h * 0.1)}q${n(w * 0.08)} ${n(-h * 0.35)} ${n(w * 0.05)} ${n(-h * 0.55)}`);
  }
  c.add(`<path d="${stripes.join('')}" stroke="#ffe3d2" stroke-width="${n(3.2 * s)}" fill="none" stroke-linecap="round" opacity="0.85"/>`);
}

const chickenRamen: Dish = (c, rng, x, y, s) => {
  const cx = x;
  const cy = y - 40 * s;
  const inner = bowl(c, cx, cy, 260 * s, 65 * s, GLAZES.black);
  gravy(c, rng, cx, cy + 2 * s, inner * 0.97, '#e6b366', '#f7d896');
  c.add(
    `<path d="M${n(cx - 170 * s)} ${n(cy - 95 * s)}L${n(cx - 70 * s)} ${n(cy - 110 * s)}L${n(cx - 60 * s)} ${n(cy - 25 * s)}L${n(cx - 160 * s)} ${n(cy - 10 * s)}Z" fill="#1c2a1a" stroke="#2f4a2a" stroke-width="2"/>`,
  );
  strands(c, rng, cx - 20 * s, cy + 10 * s, inner * 0.6, '#f3d77c', 22, 5 * s, 0.2);
  for (let i = 0; i < 3; i++) {
    const px = cx + 90 * s + i * 28 * s;
    const py = cy - 30 * s + i * 22 * s;
    c.add(
      `<ellipse cx="${n(px + 3)}" cy="${n(py + 6)}" rx="${n(52 * s)}" ry="${n(30 * s)}" fill="#000" opacity="0.2"/>` +
        `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(52 * s)}" ry="${n(30 * s)}" fill="#f1e2c8" stroke="#c99a62" stroke-width="${n(5 * s)}"/>`,
    );
  }
  const egg = (ex: number, ey: number, rot: number) => {
    eggHalf(c, ex, ey, 80 * s, rot);
    c.add(`<ellipse cx="${n(ex + 2 * s)}" cy="${n(ey - 1 * s)}" rx="${n(17 * s)}" ry="${n(12 * s)}" fill="#f07c12" opacity="0.85"/>`);
  };
  egg(cx - 90 * s, cy + 40 * s, -10);
  egg(cx - 10 * s, cy + 60 * s, 8);
  sprinkle(c, rng, cx, cy, inner * 0.85, 'springOnion', 40);
  sprinkle(c, rng, cx, cy, inner * 0.85, 'sesame', 30);
  chopsticks(c, cx - 40 * s, cy - 120 * s, 380 * s, 12, '#c4884a');
  steam(c, cx + 30 * s, cy - 60 * s, 120 * s, 160 * s);
};

const padThai: Dish = (c, rng, x, y, s) => {
  const wr = plate(c, x, y, 270 * s, GLAZES.sage);
  nest(c, rng, x, y + 5 * s, wr * 0.88, '#e3a857', 90, 8 * s, 45 * s);
  sprinkle(c, rng, x, y - 5 * s, wr * 0.7, 'egg', 40);
  for (let i = 0; i < 14; i++) {
    const [px, py] = inEllipse(rng, x, y, wr * 0.85, wr * 0.85 * TILT);
    c.add(`<path d="M${n(px)} ${n(py)}q${n(10 * s)} ${n(-6 * s)} ${n(26 * s)} ${n(-2 * s)}" stroke="#fbf6e4" stroke-width="${n(4 * s)}" fill="none" stroke-linecap="round" transform="rotate(${Math.round(rng() * 360)} ${n(px)} ${n(py)})"/>`);
  }
  c.emoji('shrimp', x - 70 * s, y - 35 * s, 110 * s, { rotate: -20 });
  c.emoji('shrimp', x + 55 * s, y - 50 * s, 105 * s, { rotate: 15, flip: true });
  c.emoji('shrimp', x + 5 * s, y + 25 * s, 110 * s, { rotate: 5 });
  chunks(c, rng, x, y - 10 * s, wr * 0.7, 18, [{ color: '#c98a4a', size: 6 * s }], 0.9);
  sprinkle(c, rng, x, y - 10 * s, wr * 0.8, 'springOnion', 30);
  citrusWedge(c, x + 170 * s, y + 60 * s, 46 * s, -20, true);
  sprinkle(c, rng, x - 140 * s, y + 60 * s, 40 * s, 'chilli', 10);
};

const tomYum: Dish = (c, rng, x, y, s) => {
  const cx = x;
  const cy = y - 35 * s;
  const inner = bowl(c, cx, cy, 255 * s, 85 * s, GLAZES.porcelain);
  gravy(c, rng, cx, cy + 2 * s, inner * 0.97, '#e05a28', '#f7a03c');
  chunks(c, rng, cx, cy, inner, 8, [{ color: '#e9d8b8', size: 22 * s, stretch: 1.2 }], 0.8);
  c.emoji('shrimp', cx - 80 * s, cy - 10 * s, 100 * s, { rotate: -10 });
  c.emoji('shrimp', cx + 75 * s, cy - 25 * s, 95 * s, { rotate: 20, flip: true });
  c.emoji('shrimp', cx + 10 * s, cy + 45 * s, 100 * s, { rotate: 0 });
  for (let i = 0; i < 5; i++) {
    const [px, py] = inEllipse(rng, cx, cy, inner * 0.8, inner * 0.8 * TILT);
    leaf(c, px, py, 36 * s, Math.round(rng() * 360), '#2f7a22');
  }
  sprinkle(c, rng, cx, cy, inner * 0.85, 'chilli', 14);
  sprinkle(c, rng, cx, cy, inner * 0.85, 'coriander', 16);
  steam(c, cx - 20 * s, cy - 60 * s, 120 * s, 150 * s);
};

function harGow(c: Canvas, x: number, y: number, size: number): void {
  const w = size;
  const skin = c.radial(
    [
      [0, '#ffffff', 1],
      [1, '#ece4d8', 1],
    ],
    0.4,
    0.35,
    0.8,
  );
  const pleats: string[] = [];
  for (let i = 0; i < 7; i++) {
    const px = x - w * 0.38 + i * w * 0.12;
    pleats.push(`M${n(px)} ${n(y - w * 0.42)}q${n(w * 0.03)} ${n(w * 0.14)} ${n(w * 0.08)} ${n(w * 0.2)}`);
  }
  c.add(
    `<ellipse cx="${n(x + 4)}" cy="${n(y + w * 0.3)}" rx="${n(w * 0.55)}" ry="${n(w * 0.18)}" fill="#000" opacity="0.35" filter="${c.blur(5)}"/>` +
      `<path d="M${n(x - w * 0.55)} ${n(y + w * 0.25)}Q${n(x - w * 0.6)} ${n(y - w * 0.5)} ${n(x)} ${n(y - w * 0.5)}Q${n(x + w * 0.6)} ${n(y - w * 0.5)} ${n(x + w * 0.55)} ${n(y + w * 0.25)}Q${n(x)} ${n(y + w * 0.42)} ${n(x - w * 0.55)} ${n(y + w * 0.25)}Z" fill="#f9a27a"/>` +
      `<path d="M${n(x - w * 0.3)} ${n(y + w * 0.05)}q${n(w * 0.3)} ${n(-w * 0.35)} ${n(w * 0.6)} 0" stroke="#ef6f4a" stroke-width="${n(w * 0.1)}" fill="none" stroke-linecap="round" opacity="0.7"/>` +
      `<path d="M${n(x - w * 0.55)} ${n(y + w * 0.25)}Q${n(x - w * 0.6)} ${n(y - w * 0.5)} ${n(x)} ${n(y - w * 0.5)}Q${n(x + w * 0.6)} ${n(y - w * 0.5)} ${n(x + w * 0.55)} ${n(y + w * 0.25)}Q${n(x)} ${n(y + w * 0.42)} ${n(x - w * 0.55)} ${n(y + w * 0.25)}Z" fill="${skin}" opacity="0.82"/>` +
      `<path d="${pleats.join('')}" stroke="#cfc2ae" stroke-width="${n(w * 0.025)}" fill="none"/>` +
      `<ellipse cx="${n(x - w * 0.2)}" cy="${n(y - w * 0.25)}" rx="${n(w * 0.14)}" ry="${n(w * 0.07)}" fill="#fff" opacity="0.7"/>`,
  );
}

const prawnDumplings: Dish = (c, rng, x, y, s) => {
  const cx = x + 20 * s;
  const cy = y - 30 * s;
  const inner = steamer(c, cx, cy, 250 * s, 70 * s);
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy + 4 * s)}" rx="${n(inner * 0.92)}" ry="${n(inner * 0.92 * TILT)}" fill="#e9e4c8" opacity="0.85"/>`);
  const spots: [number, number][] = [
    [-80, -35],
    [40, -45],
    [-110, 35],
    [5, 25],
    [115, 20],
  ];
  for (const [dx, dy] of spots) harGow(c, cx + dx * s, cy + dy * s, 110 * s);
  chopsticks(c, x - 320 * s, y + 170 * s, 330 * s, -14, '#2d221c');
  sauceDish(c, x - 220 * s, y + 110 * s, 55 * s, '#4a200c', GLAZES.blueRim);
  sprinkle(c, rng, cx, cy, inner * 0.8, 'springOnion', 8);
};

export const EAST_ASIAN_DISHES: Record<string, Dish> = {
  'salmon-sushi': salmonSushi,
  'chicken-ramen': chickenRamen,
  'pad-thai': padThai,
  'tom-yum': tomYum,
  'prawn-dumplings': prawnDumplings,
};
