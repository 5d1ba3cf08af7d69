import type { Dish } from './dish.js';
import { EAST_ASIAN_DISHES } from './dishes-east-asia.js';
import { INDIAN_DISHES } from './dishes-india.js';
import { BANGLADESHI_DISHES } from './dishes-bangladesh.js';
import { WESTERN_DISHES } from './dishes-west.js';
import { Canvas, between, createRng } from './svg.js';
import { type Table, drawTable, lighting, napkin } from './tables.js';

export const DISHES: Record<string, Dish> = { ...BANGLADESHI_DISHES, ...INDIAN_DISHES, ...EAST_ASIAN_DISHES, ...WESTERN_DISHES };

export const TABLES = {
  walnut: { kind: 'wood', light: '#9a6236', dark: '#4a2811' },
  oak: { kind: 'wood', light: '#d2a267', dark: '#93612f' },
  teak: { kind: 'wood', light: '#b0603a', dark: '#56240f', vertical: true },
  ash: { kind: 'wood', light: '#e2cfb2', dark: '#b39a78', vertical: true },
  cream: { kind: 'linen', light: '#f6eddc', dark: '#d8c6a4', thread: '#7a6442' },
  sage: { kind: 'linen', light: '#d3dfc6', dark: '#8ea47f', thread: '#3e5532' },
  sand: { kind: 'linen', light: '#efdcbc', dark: '#c9a676', thread: '#6e5230' },
  clayLinen: { kind: 'linen', light: '#eeab82', dark: '#b45d34', thread: '#5a2a12' },
  blush: { kind: 'paper', light: '#fbe0dc', dark: '#e3a7a4' },
  lavender: { kind: 'paper', light: '#ebe0f8', dark: '#b6a0dc' },
  sunshine: { kind: 'paper', light: '#ffe08a', dark: '#f3a93a' },
  peach: { kind: 'paper', light: '#ffe1c2', dark: '#f59f62' },
  teal: { kind: 'paper', light: '#5fb7b0', dark: '#1c5e5c' },
  lacquer: { kind: 'paper', light: '#c9382c', dark: '#6e1410' },
  marble: { kind: 'marble', light: '#f7f5f1', dark: '#d3cec6', vein: '#8d8a90' },
  slate: { kind: 'slate', light: '#4d565c', dark: '#1d2226' },
  aegean: { kind: 'tiles', light: '#4a8fd0', dark: '#1f4f8c', grout: '#e9f1f8' },
  cantina: { kind: 'tiles', light: '#35b5ae', dark: '#137370', grout: '#f1e7d0' },
} satisfies Record<string, Table>;

type Slot = 'tl' | 'tr' | 'bl' | 'br' | 'tc' | 'bc' | 'ml' | 'mr';

const SLOTS: Record<Slot, [x: number, y: number, rotate: number]> = {
  tl: [78, 92, -18],
  tr: [722, 88, 16],
  bl: [80, 520, 12],
  br: [722, 522, -14],
  tc: [400, 58, 0],
  bc: [400, 560, 0],
  ml: [62, 300, -8],
  mr: [738, 300, 8],
};

interface Napkin {
  slot: 'tl' | 'tr' | 'bl' | 'br';
  base: string;
  stripe: string;
  check?: boolean;
}

export interface FoodArt {
  table: Table;
  napkin?: Napkin;
  /** Emoji artwork lying on the table around the dish: [name, slot, size]. */
  garnish: [name: string, slot: Slot, size?: number][];
  scale?: number;
}

const NAPKIN_AT: Record<Napkin['slot'], [x: number, y: number, rotate: number]> = {
  tl: [-60, -40, -12],
  tr: [600, -70, 14],
  bl: [-70, 430, 10],
  br: [590, 420, -10],
};

export const FOOD_ART: Record<string, FoodArt> = {
  'kacchi-biryani': {
    table: TABLES.walnut,
    napkin: { slot: 'tr', base: '#f3e6cf', stripe: '#b5332a' },
    garnish: [['onion', 'tl'], ['hot-pepper', 'bl'], ['lemon', 'br'], ['herb', 'ml', 80]],
  },
  'beef-tehari': {
    table: TABLES.teak,
    garnish: [['onion', 'tl'], ['hot-pepper', 'tr'], ['cucumber', 'bl'], ['lemon', 'br']],
  },
  'chicken-roast': {
    table: TABLES.cream,
    napkin: { slot: 'bl', base: '#f8efe2', stripe: '#d2782c' },
    garnish: [['onion', 'tr'], ['garlic', 'tl'], ['hot-pepper', 'br']],
  },
  'shorshe-ilish': {
    table: TABLES.teal,
    garnish: [['cooked-rice', 'tr', 150], ['hot-pepper', 'bl'], ['lemon', 'tl'], ['leafy-green', 'br']],
  },
  'beef-kala-bhuna': {
    table: TABLES.slate,
    napkin: { slot: 'tl', base: '#e8dcc4', stripe: '#6b3a1e' },
    garnish: [['onion', 'tr'], ['garlic', 'bl'], ['hot-pepper', 'br']],
  },
  fuchka: {
    table: TABLES.sunshine,
    garnish: [['lemon', 'tl'], ['hot-pepper', 'tr'], ['onion', 'bl']],
  },
  chotpoti: {
    table: TABLES.peach,
    garnish: [['egg', 'tl'], ['hot-pepper', 'tr'], ['onion', 'bl'], ['lemon', 'br']],
  },
  'mishti-doi': {
    table: TABLES.blush,
    napkin: { slot: 'bl', base: '#fff8f0', stripe: '#d98a8a' },
    garnish: [['glass-of-milk', 'tl', 120], ['honey-pot', 'tr', 110]],
  },
  roshogolla: {
    table: TABLES.lavender,
    garnish: [['rose', 'tl'], ['rose', 'br', 80], ['sparkles', 'tr', 70]],
  },
  'morog-polao': {
    table: TABLES.oak,
    napkin: { slot: 'tl', base: '#fdf6ea', stripe: '#2f5f9e' },
    garnish: [['onion', 'tr'], ['hot-pepper', 'bl'], ['lemon', 'br']],
  },
  'bhuna-khichuri': {
    table: TABLES.sage,
    garnish: [['hot-pepper', 'tl'], ['onion', 'tr'], ['garlic', 'bl'], ['leafy-green', 'br']],
  },
  'chicken-tikka': {
    table: TABLES.walnut,
    garnish: [['lemon', 'tl'], ['onion', 'tr'], ['hot-pepper', 'bl'], ['garlic', 'br']],
  },
  'butter-chicken': {
    table: TABLES.clayLinen,
    garnish: [['tomato', 'tr'], ['garlic', 'tl'], ['butter', 'br', 110]],
  },
  'masala-dosa': {
    table: TABLES.oak,
    garnish: [['coconut', 'tl'], ['hot-pepper', 'tr'], ['onion', 'br']],
    scale: 1,
  },
  'margherita-pizza': {
    table: TABLES.marble,
    napkin: { slot: 'tl', base: '#ffffff', stripe: '#c8302a', check: true },
    garnish: [['tomato', 'tr'], ['cheese-wedge', 'bl'], ['garlic', 'br'], ['herb', 'ml', 80]],
  },
  'spaghetti-carbonara': {
    table: TABLES.ash,
    garnish: [['cheese-wedge', 'tl'], ['egg', 'bl'], ['garlic', 'br'], ['herb', 'tr', 80]],
  },
  'classic-burger': {
    table: TABLES.walnut,
    napkin: { slot: 'tl', base: '#ffffff', stripe: '#c8302a', check: true },
    garnish: [['cup-with-straw', 'tr', 150], ['tomato', 'bl'], ['onion', 'br']],
  },
  'fried-chicken': {
    table: TABLES.oak,
    napkin: { slot: 'bl', base: '#ffffff', stripe: '#c8302a', check: true },
    garnish: [['french-fries', 'tl', 150], ['cup-with-straw', 'tr', 150], ['lemon', 'br']],
  },
  'salmon-sushi': {
    table: TABLES.slate,
    garnish: [['teacup-without-handle', 'tr', 120], ['cucumber', 'tl'], ['leafy-green', 'br', 90]],
  },
  'chicken-ramen': {
    table: TABLES.walnut,
    napkin: { slot: 'bl', base: '#2a3a4a', stripe: '#e8e2d4' },
    garnish: [['teacup-without-handle', 'tr', 120], ['egg', 'br'], ['onion', 'tl']],
  },
  'pad-thai': {
    table: TABLES.sage,
    garnish: [['lime', 'tl'], ['hot-pepper', 'tr'], ['peanuts', 'br'], ['leafy-green', 'bl']],
  },
  'tom-yum': {
    table: TABLES.teal,
    garnish: [['lime', 'tl'], ['hot-pepper', 'tr'], ['ginger-root', 'br'], ['garlic', 'bl']],
  },
  'beef-tacos': {
    table: TABLES.cantina,
    garnish: [['avocado', 'tl'], ['hot-pepper', 'tr'], ['lime', 'bl'], ['tomato', 'br']],
  },
  'chicken-shawarma': {
    table: TABLES.sand,
    garnish: [['garlic', 'tl'], ['tomato', 'tr'], ['onion', 'bl'], ['cucumber', 'br']],
  },
  'greek-salad': {
    table: TABLES.aegean,
    garnish: [['olive', 'tl'], ['lemon', 'tr'], ['tomato', 'bl'], ['cucumber', 'br']],
  },
  'chocolate-lava-cake': {
    table: TABLES.blush,
    napkin: { slot: 'tr', base: '#fff6f2', stripe: '#7a3a22' },
    garnish: [['strawberry', 'tl'], ['chocolate-bar', 'bl', 120], ['cherries', 'br']],
  },
  'mango-lassi': {
    table: TABLES.sunshine,
    garnish: [['mango', 'tl', 110], ['lemon', 'tr']],
  },
  'prawn-dumplings': {
    table: TABLES.lacquer,
    garnish: [['teapot', 'tr', 140], ['ginger-root', 'tl'], ['hot-pepper', 'br']],
  },
};

/** Table, napkin and garnish around the dish, drawn into an 800×600 canvas. */
export function foodCanvas(key: string): Canvas {
  const art = FOOD_ART[key];
  const dish = DISHES[key];
  if (!art || !dish) throw new Error(`No artwork for ${key}`);
  const c = new Canvas(800, 600);
  const rng = createRng(key);
  drawTable(c, art.table, rng);
  if (art.napkin) {
    const [x, y, rotate] = NAPKIN_AT[art.napkin.slot];
    napkin(c, x, y, 270, 190, rotate, art.napkin);
  }
  for (const [name, slot, size = 125] of art.garnish) {
    const [x, y, rotate] = SLOTS[slot];
    c.emoji(name, x + between(rng, -10, 10), y + between(rng, -8, 8), size, { rotate: rotate + between(rng, -10, 10) });
  }
  dish(c, rng, 400, 318, art.scale ?? 1.08);
  lighting(c);
  return c;
}
