import type { Dish } from './dish.js';
import { chunks, gravy, grainMound, inEllipse, sphere, sprinkle } from './fillings.js';
import { eggHalf, fishSteak, greenChilli, leaf } from './pieces.js';
import { n } from './svg.js';
import { GLAZES, TILT, bowl, plate, sauceDish } from './vessels.js';

const kacchiBiryani: Dish = (c, rng, x, y, s) => {
  plate(c, x, y, 265 * s, GLAZES.goldRim);
  grainMound(
    c,
    rng,
    x,
    y + 18 * s,
    410 * s,
    150 * s,
    [
      ['#fffaf0', 5],
      ['#f4b73a', 2.4],
      ['#e98b2a', 1.1],
      ['#f7e3b5', 2],
    ],
    '#edd3a0',
  );
  sphere(c, x - 100 * s, y - 22 * s, 40 * s, '#e5a83c', { squash: 0.82, gloss: 0.35 });
  c.emoji('meat-on-bone', x + 55 * s, y - 62 * s, 150 * s, { rotate: -18 });
  eggHalf(c, x - 30 * s, y + 35 * s, 78 * s, -8);
  sprinkle(c, rng, x, y - 20 * s, 170 * s, 'friedOnion', 34 * s, 0.9);
  sprinkle(c, rng, x, y - 10 * s, 150 * s, 'coriander', 7, 0.9);
};

const beefTehari: Dish = (c, rng, x, y, s) => {
  plate(c, x, y, 265 * s, GLAZES.stoneware);
  grainMound(
    c,
    rng,
    x,
    y + 18 * s,
    410 * s,
    140 * s,
    [
      ['#f8d45a', 4],
      ['#fbe79c', 3],
      ['#eab43a', 1.5],
      ['#fff4cf', 1.5],
    ],
    '#e8c25a',
  );
  chunks(c, rng, x, y - 30 * s, 150 * s, 11, [
    { color: '#7a3a16', size: 22 * s },
    { color: '#8d4a1d', size: 18 * s, stretch: 1.3 },
  ], 0.85);
  greenChilli(c, x + 60 * s, y - 70 * s, 120 * s, -24);
  greenChilli(c, x - 70 * s, y - 45 * s, 100 * s, 16);
  sprinkle(c, rng, x, y - 20 * s, 170 * s, 'friedOnion', 26 * s, 0.9);
};

const morogPolao: Dish = (c, rng, x, y, s) => {
  plate(c, x, y, 265 * s, GLAZES.blueRim);
  grainMound(
    c,
    rng,
    x,
    y + 18 * s,
    410 * s,
    135 * s,
    [
      ['#fffdf6', 6],
      ['#f8edd2', 3],
      ['#f1dcaa', 1],
    ],
    '#efe2c2',
  );
  c.emoji('poultry-leg', x - 55 * s, y - 55 * s, 150 * s, { rotate: -30, tint: 'fried' });
  c.emoji('poultry-leg', x + 70 * s, y - 45 * s, 140 * s, { rotate: 25, flip: true, tint: 'fried' });
  eggHalf(c, x + 10 * s, y + 40 * s, 74 * s, 6);
  sprinkle(c, rng, x, y - 20 * s, 170 * s, 'raisin', 12, 0.9);
  sprinkle(c, rng, x, y - 20 * s, 170 * s, 'friedOnion', 22 * s, 0.9);
};

const bhunaKhichuri: Dish = (c, rng, x, y, s) => {
  const inner = bowl(c, x, y - 10 * s, 240 * s, 90 * s, GLAZES.clay);
  c.add(`<ellipse cx="${n(x)}" cy="${n(y - 8 * s)}" rx="${n(inner)}" ry="${n(inner * TILT)}" fill="#b87a22"/>`);
  grainMound(
    c,
    rng,
    x,
    y - 4 * s,
    inner * 2 * 0.96,
    90 * s,
    [
      ['#f0bf45', 4],
      ['#e2a232', 3],
      ['#f6d77a', 2],
      ['#b9772a', 1.2],
    ],
    '#d9a238',
  );
  eggHalf(c, x - 55 * s, y - 40 * s, 82 * s, -12);
  eggHalf(c, x + 55 * s, y - 30 * s, 82 * s, 10);
  greenChilli(c, x + 5 * s, y - 75 * s, 110 * s, -8);
  sprinkle(c, rng, x, y - 30 * s, 150 * s, 'friedOnion', 22 * s, 0.9);
  sprinkle(c, rng, x, y - 30 * s, 150 * s, 'coriander', 10, 0.9);
};

const chickenRoast: Dish = (c, rng, x, y, s) => {
  const wr = plate(c, x, y, 265 * s, GLAZES.porcelain);
  gravy(c, rng, x, y + 6 * s, wr * 0.92, '#c2541c', '#e88a3a');
  c.emoji('poultry-leg', x - 70 * s, y - 30 * s, 170 * s, { rotate: -40, tint: 'roast' });
  c.emoji('poultry-leg', x + 75 * s, y - 10 * s, 165 * s, { rotate: 35, flip: true, tint: 'roast' });
  sprinkle(c, rng, x, y + 10 * s, wr * 0.85, 'friedOnion', 30 * s);
  sprinkle(c, rng, x, y + 10 * s, wr * 0.85, 'raisin', 8);
  greenChilli(c, x - 10 * s, y + 55 * s, 100 * s, 8);
};

const shorsheIlish: Dish = (c, rng, x, y, s) => {
  const inner = bowl(c, x, y - 10 * s, 245 * s, 95 * s, GLAZES.black);
  gravy(c, rng, x, y - 8 * s, inner * 0.97, '#d9a11c', '#f7d54c');
  fishSteak(c, rng, x - 80 * s, y - 25 * s, 150 * s, -12, '#d9a11c');
  fishSteak(c, rng, x + 85 * s, y - 32 * s, 140 * s, 14, '#d9a11c');
  fishSteak(c, rng, x + 5 * s, y + 35 * s, 150 * s, 4, '#d9a11c');
  greenChilli(c, x - 40 * s, y - 70 * s, 110 * s, -20);
  greenChilli(c, x + 70 * s, y + 45 * s, 100 * s, 30);
  sprinkle(c, rng, x, y - 8 * s, inner * 0.9, 'cream', 3);
};

const beefKalaBhuna: Dish = (c, rng, x, y, s) => {
  const inner = bowl(c, x, y - 10 * s, 245 * s, 90 * s, GLAZES.copper);
  gravy(c, rng, x, y - 8 * s, inner * 0.97, '#3d1a0b', '#7a3a12');
  chunks(c, rng, x, y - 8 * s, inner, 17, [
    { color: '#4d230e', size: 34 * s, wobble: 0.3 },
    { color: '#5e2c12', size: 28 * s, stretch: 1.3, wobble: 0.3 },
  ], 0.8);
  sprinkle(c, rng, x, y - 12 * s, inner * 0.9, 'friedOnion', 24 * s);
  sprinkle(c, rng, x, y - 12 * s, inner * 0.9, 'coriander', 12);
  greenChilli(c, x + 60 * s, y - 40 * s, 110 * s, -30);
};

const fuchka: Dish = (c, rng, x, y, s) => {
  const wr = plate(c, x, y, 265 * s, GLAZES.steel);
  const spots: [number, number][] = [[x, y + 5 * s]];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + 0.3;
    spots.push([x + Math.cos(a) * wr * 0.66, y + 5 * s + Math.sin(a) * wr * 0.66 * TILT]);
  }
  spots.sort((a, b) => a[1] - b[1]);
  for (const [px, py] of spots) {
    const r = 50 * s;
    sphere(c, px, py - r * 0.6, r, '#d9a040', { squash: 0.86, gloss: 0.3 });
    c.add(`<ellipse cx="${n(px)}" cy="${n(py - r * 1.05)}" rx="${n(r * 0.5)}" ry="${n(r * 0.24)}" fill="#5c3312"/>`);
    chunks(c, rng, px, py - r * 1.12, r * 0.42, 4, [{ color: '#e2b558', size: 7 * s }], 0.6);
    sprinkle(c, rng, px, py - r * 1.12, r * 0.45, 'coriander', 2, 0.6);
    sprinkle(c, rng, px, py - r * 1.12, r * 0.45, 'redOnion', 3, 0.6);
  }
  sauceDish(c, x + 230 * s, y + 130 * s, 62 * s, '#6b3016');
};

const chotpoti: Dish = (c, rng, x, y, s) => {
  const inner = bowl(c, x, y - 10 * s, 245 * s, 90 * s, GLAZES.terracotta);
  gravy(c, rng, x, y - 8 * s, inner * 0.97, '#d4a14a', '#efc971');
  chunks(c, rng, x, y - 8 * s, inner, 44, [
    { color: '#e8c266', size: 11 * s, wobble: 0.08 },
    { color: '#f2d68c', size: 17 * s, stretch: 1.1 },
  ], 0.85);
  sprinkle(c, rng, x, y - 10 * s, inner * 0.85, 'egg', 60);
  sprinkle(c, rng, x, y - 10 * s, inner * 0.85, 'redOnion', 40);
  sprinkle(c, rng, x, y - 10 * s, inner * 0.85, 'coriander', 16);
  sprinkle(c, rng, x, y - 10 * s, inner * 0.85, 'chilli', 12);
  sprinkle(c, rng, x, y - 10 * s, inner * 0.7, 'tamarind', 5);
};

const mishtiDoi: Dish = (c, rng, x, y, s) => {
  const inner = bowl(c, x, y - 20 * s, 215 * s, 120 * s, GLAZES.clay);
  const top = c.radial(
    [
      [0, '#f4d3a0'],
      [0.6, '#e2aa62'],
      [1, '#b8722f'],
    ],
    0.4,
    0.35,
    0.75,
  );
  c.add(`<ellipse cx="${n(x)}" cy="${n(y - 16 * s)}" rx="${n(inner)}" ry="${n(inner * TILT)}" fill="${top}"/>`);
  c.add(
    `<ellipse cx="${n(x + 30 * s)}" cy="${n(y - 8 * s)}" rx="${n(60 * s)}" ry="${n(26 * s)}" fill="#c78a45" opacity="0.8"/>` +
      `<ellipse cx="${n(x + 22 * s)}" cy="${n(y - 14 * s)}" rx="${n(48 * s)}" ry="${n(16 * s)}" fill="#f6dcb2" opacity="0.8"/>` +
      `<ellipse cx="${n(x - 60 * s)}" cy="${n(y - 40 * s)}" rx="${n(50 * s)}" ry="${n(12 * s)}" fill="#fff" opacity="0.35"/>`,
  );
  sprinkle(c, rng, x - 30 * s, y - 30 * s, inner * 0.35, 'pistachio', 9, 0.8);
  c.emoji('spoon', x + 200 * s, y + 40 * s, 170 * s, { rotate: 20 });
};

const roshogolla: Dish = (c, rng, x, y, s) => {
  const inner = bowl(c, x, y - 15 * s, 245 * s, 95 * s, GLAZES.blueRim);
  const syrup = c.radial(
    [
      [0, '#fff6da'],
      [1, '#e8cf8a'],
    ],
    0.45,
    0.4,
    0.65,
  );
  const cy = y - 13 * s;
  c.add(`<ellipse cx="${n(x)}" cy="${n(cy)}" rx="${n(inner)}" ry="${n(inner * TILT)}" fill="${syrup}"/>`);
  const balls: [number, number][] = [
    [x - 90 * s, cy - 20 * s],
    [x + 10 * s, cy - 40 * s],
    [x + 100 * s, cy - 15 * s],
    [x - 45 * s, cy + 40 * s],
    [x + 60 * s, cy + 42 * s],
  ];
  for (const [bx, by] of balls) sphere(c, bx, by, 60 * s, '#f6efdc', { gloss: 0.75, squash: 0.9 });
  for (let i = 0; i < 6; i++) {
    const [px, py] = inEllipse(rng, x, cy, inner * 0.8, inner * 0.8 * TILT);
    leaf(c, px, py, 14 * s, Math.round(rng() * 360), '#d94a5a');
  }
};

export const BANGLADESHI_DISHES: Record<string, Dish> = {
  'kacchi-biryani': kacchiBiryani,
  'beef-tehari': beefTehari,
  'morog-polao': morogPolao,
  'bhuna-khichuri': bhunaKhichuri,
  'chicken-roast': chickenRoast,
  'shorshe-ilish': shorsheIlish,
  'beef-kala-bhuna': beefKalaBhuna,
  fuchka,
  chotpoti,
  'mishti-doi': mishtiDoi,
  roshogolla,
};
