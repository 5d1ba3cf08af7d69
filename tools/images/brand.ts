import { TABLES } from './food-art.js';
import { sprinkle } from './fillings.js';
import { cutlery } from './pieces.js';
import { Canvas, createRng } from './svg.js';
import { drawTable, lighting, napkin } from './tables.js';
import { GLAZES, plate } from './vessels.js';

export const BRAND = { orange: '#f97316', deep: '#ea580c', dark: '#9a3412', cream: '#fff7ed', ink: '#292524' };

/** The brand mark (an orange disc with a white serving cloche) in a 64×64 box. */
export function brandMarkBody(idPrefix = 'fs'): string {
  return (
    `<defs><linearGradient id="${idPrefix}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BRAND.orange}"/><stop offset="1" stop-color="${BRAND.deep}"/></linearGradient></defs>` +
    `<circle cx="32" cy="32" r="31" fill="url(#${idPrefix}g)"/>` +
    `<path d="M14 40a18 18 0 0 1 36 0z" fill="#fff"/>` +
    `<path d="M20 35a12.5 12.5 0 0 1 8-9" fill="none" stroke="${BRAND.orange}" stroke-opacity="0.35" stroke-width="2.5" stroke-linecap="round"/>` +
    `<circle cx="32" cy="19.5" r="3" fill="#fff"/>` +
    `<rect x="10" y="41.5" width="44" height="4.5" rx="2.25" fill="#fff"/>`
  );
}

export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${brandMarkBody()}</svg>\n`;
}

/** Square logo: the mark above the word mark, on a transparent background. */
export function logoSvg(size: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1024 1024">` +
    `<g transform="translate(262 150) scale(7.8)">${brandMarkBody('lg')}</g>` +
    `<text x="512" y="880" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="132" fill="${BRAND.ink}" letter-spacing="-3">Food<tspan dx="34" fill="${BRAND.deep}">Store</tspan></text>` +
    `</svg>`
  );
}

export function iconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${brandMarkBody()}</svg>`;
}

export interface Avatar {
  file: string;
  emoji: string;
  colors: [string, string];
}

export const AVATARS: Avatar[] = [
  { file: 'testimonial-1', emoji: 'woman-with-headscarf-medium', colors: ['#ffd9b8', '#f59e62'] },
  { file: 'testimonial-2', emoji: 'man-beard-medium-dark', colors: ['#c9f0dc', '#55b98a'] },
  { file: 'testimonial-3', emoji: 'woman-curly-hair-light', colors: ['#e3d9fb', '#9c84e0'] },
  { file: 'rahim', emoji: 'man-cook-medium', colors: ['#ffe2b3', BRAND.orange] },
  { file: 'nadia', emoji: 'woman-medium-dark', colors: ['#ffd6e4', '#e26a98'] },
  { file: 'tanvir', emoji: 'man-medium', colors: ['#cfe6ff', '#4b8fd9'] },
];

/** A friendly illustrated person on a coloured disc, 160×160. */
export function avatarCanvas(avatar: Avatar): Canvas {
  const c = new Canvas(160, 160);
  const bg = c.radial(
    [
      [0, avatar.colors[0]],
      [1, avatar.colors[1]],
    ],
    0.35,
    0.3,
    0.85,
  );
  c.add(`<rect width="160" height="160" fill="${bg}"/>`);
  c.add(`<circle cx="80" cy="80" r="70" fill="#fff" opacity="0.22"/>`);
  c.emoji(avatar.emoji, 80, 86, 118);
  return c;
}

/** The 404 illustration: an empty plate, a puzzled chef and floating question marks. */
export function notFoundCanvas(): Canvas {
  const c = new Canvas(600, 450);
  const rng = createRng('not-found');
  drawTable(c, TABLES.cream, rng);
  napkin(c, 440, 300, 220, 170, -12, { base: '#fff8ee', stripe: BRAND.orange });
  plate(c, 300, 290, 175, GLAZES.porcelain);
  sprinkle(c, rng, 300, 295, 110, 'sugar', 6, 0.8);
  sprinkle(c, rng, 300, 295, 110, 'pepper', 8, 0.8);
  c.add(
    `<path d="M258 296q20 14 42 2" fill="none" stroke="#d8d2c8" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="272" cy="280" r="5" fill="#d8d2c8"/><circle cx="328" cy="280" r="5" fill="#d8d2c8"/>`,
  );
  cutlery(c, 520, 170, 200, 6);
  c.emoji('man-cook-medium', 110, 180, 170, { rotate: -6 });
  c.emoji('red-question-mark', 200, 70, 70, { rotate: 14 });
  c.emoji('red-question-mark', 250, 40, 46, { rotate: -10 });
  c.emoji('thinking-face', 420, 90, 80, { rotate: 8 });
  lighting(c, 0.7);
  return c;
}

