import { TABLES } from './food-art.js';
import { leaf } from './pieces.js';
import { spiceBowl, spicePile, spread } from './spreads.js';
import { type Canvas, type Rng, between, n } from './svg.js';
import { slab } from './vessels.js';

export interface Scene {
  alt: string;
  width: number;
  height: number;
  draw: (c: Canvas, rng: Rng) => void;
}

const LANDSCAPE = { width: 1200, height: 900 };
const PORTRAIT = { width: 1200, height: 1500 };
const SQUARE = { width: 1200, height: 1200 };

function awning(c: Canvas, colors: [string, string], depth: number): void {
  const stripe = 100;
  const parts: string[] = [];
  for (let x = 0, i = 0; x < c.width; x += stripe, i++) {
    const color = i % 2 === 0 ? colors[0] : colors[1];
    parts.push(
      `<path d="M${x} 0H${x + stripe}V${depth}Q${x + stripe * 0.5} ${depth + 44} ${x} ${depth}Z" fill="${color}"/>`,
    );
  }
  c.add(`<g filter="${c.dropShadow()}">${parts.join('')}</g>`);
  c.add(`<rect width="${c.width}" height="${depth * 0.35}" fill="#000" opacity="0.12"/>`);
}

function stringLights(c: Canvas, y: number, sag: number): void {
  const bulbs: string[] = [];
  c.add(`<path d="M0 ${y}Q${c.width / 2} ${y + sag * 2} ${c.width} ${y}" fill="none" stroke="#2a2016" stroke-width="3"/>`);
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    const x = t * c.width;
    const by = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    bulbs.push(`<circle cx="${n(x)}" cy="${n(by + 16)}" r="28" fill="#ffd27a" opacity="0.35"/>`);
    bulbs.push(`<circle cx="${n(x)}" cy="${n(by + 16)}" r="10" fill="#fff3c4"/>`);
  }
  c.add(`<g filter="${c.blur(3)}">${bulbs.join('')}</g>`);
}

export const GALLERY_SCENES: Scene[] = [
  {
    alt: 'A Bangladeshi feast of kacchi biryani, shorshe ilish, beef kala bhuna, fuchka and roshogolla on a wooden table',
    ...LANDSCAPE,
    draw: (c, rng) =>
      spread(c, rng, {
        table: TABLES.walnut,
        napkins: [[860, -60, 320, 220, 12, '#f3e6cf', '#b5332a']],
        props: [
          ['onion', 80, 470, 120],
          ['hot-pepper', 1130, 480, 110],
          ['lemon', 600, 860, 110],
        ],
        dishes: [
          ['shorshe-ilish', 220, 280, 0.85],
          ['kacchi-biryani', 620, 250, 0.9],
          ['beef-kala-bhuna', 1020, 290, 0.82],
          ['fuchka', 330, 690, 0.88],
          ['roshogolla', 900, 700, 0.84],
        ],
      }),
  },
  {
    alt: 'A dessert table with roshogolla, mishti doi, chocolate lava cake and glasses of mango lassi',
    ...PORTRAIT,
    draw: (c, rng) =>
      spread(c, rng, {
        table: TABLES.blush,
        napkins: [[-60, 1180, 380, 260, 8, '#fff8f0', '#d98a8a']],
        props: [
          ['strawberry', 1080, 720, 110],
          ['cherries', 130, 760, 120],
          ['shortcake', 1030, 1330, 170],
        ],
        dishes: [
          ['mango-lassi', 320, 380, 1.0],
          ['roshogolla', 880, 420, 0.9],
          ['chocolate-lava-cake', 330, 1040, 1.0],
          ['mishti-doi', 870, 1060, 0.95],
        ],
        topProps: [['sparkles', 600, 680, 90, 0]],
      }),
  },
  {
    alt: 'A street-food stall under a striped awning serving fuchka, chotpoti and beef tacos',
    ...SQUARE,
    draw: (c, rng) => {
      spread(c, rng, {
        table: TABLES.sunshine,
        props: [
          ['hot-pepper', 120, 1100, 120],
          ['lemon', 1090, 1100, 120],
          ['onion', 600, 1120, 110],
        ],
        dishes: [
          ['fuchka', 320, 590, 0.9],
          ['chotpoti', 890, 590, 0.85],
          ['beef-tacos', 600, 960, 0.98],
        ],
        light: 0.8,
      });
      awning(c, ['#d92f2a', '#fff4e0'], 170);
      stringLights(c, 230, 30);
    },
  },
  {
    alt: 'A spice-market flat lay with bowls of turmeric, chilli, cumin, coriander, cardamom and black pepper',
    ...LANDSCAPE,
    draw: (c, rng) => {
      spread(c, rng, {
        table: TABLES.walnut,
        props: [
          ['garlic', 90, 120, 110],
          ['ginger-root', 1110, 130, 120],
          ['hot-pepper', 1120, 800, 120],
          ['onion', 80, 790, 120],
          ['herb', 600, 860, 110],
        ],
        dishes: [
          [(cc, r) => spiceBowl(cc, r, 250, 250, 175, 'turmeric'), 300, 250, 1],
          [(cc, r) => spiceBowl(cc, r, 600, 230, 175, 'chilli'), 600, 230, 1],
          [(cc, r) => spiceBowl(cc, r, 950, 250, 175, 'cumin'), 900, 250, 1],
          [(cc, r) => spiceBowl(cc, r, 250, 580, 175, 'coriander'), 300, 560, 1],
          [(cc, r) => spiceBowl(cc, r, 600, 570, 175, 'cardamom'), 600, 560, 1],
          [(cc, r) => spiceBowl(cc, r, 950, 580, 175, 'pepper'), 900, 560, 1],
          [(cc, r) => spicePile(cc, r, 430, 820, 90, 'paprika'), 450, 780, 1],
          [(cc, r) => spicePile(cc, r, 780, 830, 80, 'salt'), 760, 790, 1],
        ],
      });
    },
  },
  {
    alt: 'A kitchen counter with a chopping board of fresh vegetables, herbs and a simmering pot',
    ...PORTRAIT,
    draw: (c, rng) =>
      spread(c, rng, {
        table: TABLES.marble,
        napkins: [[820, 1150, 360, 240, -10, '#f4efe6', '#3e6f52']],
        dishes: [
          [(cc) => slab(cc, 560, 560, 860, 760, { light: '#e3b77c', dark: '#a8743a' }, 26), 560, 560, 1],
          [(cc) => cc.emoji('pot-of-food', 330, 1190, 480), 330, 1190, 1],
          [(cc, r) => vegetableBoard(cc, r), 560, 570, 1],
          [(cc, r) => spiceBowl(cc, r, 880, 1140, 150, 'turmeric'), 880, 1140, 1],
        ],
        props: [
          ['garlic', 1080, 140, 120],
          ['lemon', 130, 140, 120],
          ['salt', 1090, 900, 140, 0],
        ],
      }),
  },
  {
    alt: 'Pizza night: a margherita pizza with spaghetti carbonara and a Greek salad on a marble table',
    ...SQUARE,
    draw: (c, rng) =>
      spread(c, rng, {
        table: TABLES.marble,
        napkins: [[-50, -40, 380, 260, -10, '#ffffff', '#c8302a', true]],
        props: [
          ['tomato', 1090, 120, 120],
          ['cheese-wedge', 120, 1100, 130],
          ['garlic', 1100, 1080, 110],
        ],
        dishes: [
          ['margherita-pizza', 600, 420, 1.25],
          ['spaghetti-carbonara', 300, 940, 0.92],
          ['greek-salad', 910, 930, 0.86],
        ],
      }),
  },
  {
    alt: 'A Japanese and Chinese table of chicken ramen, a salmon sushi platter and steamed prawn dumplings',
    ...LANDSCAPE,
    draw: (c, rng) =>
      spread(c, rng, {
        table: TABLES.slate,
        props: [
          ['teacup-without-handle', 1100, 130, 130],
          ['cucumber', 90, 820, 110],
        ],
        dishes: [
          ['chicken-ramen', 310, 330, 0.95],
          ['prawn-dumplings', 910, 300, 0.85],
          ['salmon-sushi', 620, 700, 1.0],
        ],
      }),
  },
  {
    alt: 'A curry-house spread of butter chicken, chicken tikka, masala dosa and mango lassi',
    ...PORTRAIT,
    draw: (c, rng) =>
      spread(c, rng, {
        table: TABLES.clayLinen,
        props: [
          ['garlic', 110, 730, 110],
          ['hot-pepper', 1100, 720, 120],
          ['lemon', 1090, 1400, 110],
        ],
        dishes: [
          ['butter-chicken', 340, 360, 0.95],
          ['mango-lassi', 930, 380, 0.8],
          ['chicken-tikka', 600, 800, 1.05],
          ['masala-dosa', 600, 1240, 1.0],
        ],
      }),
  },
  {
    alt: 'Burger night with a classic beef burger, fries and a bucket of crispy fried chicken',
    ...LANDSCAPE,
    draw: (c, rng) =>
      spread(c, rng, {
        table: TABLES.oak,
        napkins: [[-40, 620, 360, 260, 8, '#ffffff', '#c8302a', true]],
        props: [
          ['cup-with-straw', 1110, 140, 170],
          ['tomato', 620, 840, 110],
        ],
        dishes: [
          ['classic-burger', 350, 460, 1.15],
          ['fried-chicken', 900, 450, 1.05],
        ],
      }),
  },
  {
    alt: 'A market flat lay of fresh produce: mangoes, tomatoes, aubergines, chillies, limes and leafy greens',
    ...SQUARE,
    draw: (c, rng) =>
      spread(c, rng, {
        table: TABLES.sage,
        dishes: [[(cc, r) => produce(cc, r), 600, 600, 1]],
      }),
  },
  {
    alt: 'A Thai table with pad thai, tom yum soup, limes and fresh chillies',
    ...PORTRAIT,
    draw: (c, rng) =>
      spread(c, rng, {
        table: TABLES.teal,
        props: [
          ['lime', 130, 150, 170],
          ['hot-pepper', 1070, 170, 160],
          ['leafy-green', 110, 790, 170],
          ['hot-pepper', 1090, 790, 150],
          ['ginger-root', 140, 1390, 170],
          ['peanuts', 1070, 1400, 160],
        ],
        dishes: [
          ['tom-yum', 600, 460, 1.15],
          ['pad-thai', 600, 1120, 1.2],
        ],
      }),
  },
  {
    alt: 'A celebration spread of kacchi biryani, chicken roast, morog polao and beef tehari for sharing',
    ...LANDSCAPE,
    draw: (c, rng) =>
      spread(c, rng, {
        table: TABLES.teak,
        props: [
          ['onion', 600, 120, 110],
          ['lemon', 90, 830, 110],
          ['hot-pepper', 1110, 830, 110],
        ],
        dishes: [
          ['morog-polao', 290, 280, 0.85],
          ['beef-tehari', 910, 280, 0.85],
          ['chicken-roast', 310, 690, 0.85],
          ['kacchi-biryani', 900, 700, 0.9],
        ],
      }),
  },
];

function vegetableBoard(c: Canvas, rng: Rng): void {
  const items: [string, number, number, number][] = [
    ['tomato', 300, 420, 190],
    ['onion', 540, 400, 170],
    ['carrot', 790, 420, 210],
    ['bell-pepper', 310, 600, 180],
    ['leafy-green', 560, 590, 210],
    ['hot-pepper', 820, 600, 160],
    ['eggplant', 320, 730, 170],
    ['garlic', 560, 740, 140],
    ['broccoli', 790, 730, 160],
  ];
  for (const [name, x, y, size] of items) c.emoji(name, x, y, size, { rotate: between(rng, -25, 25) });
  leaf(c, 880, 330, 70, -30, '#3a8a2a');
  leaf(c, 900, 360, 60, 10, '#3a8a2a');
}

function produce(c: Canvas, rng: Rng): void {
  const names = ['mango', 'tomato', 'eggplant', 'hot-pepper', 'leafy-green', 'lemon', 'carrot', 'onion', 'garlic', 'cucumber', 'bell-pepper', 'broccoli', 'lime', 'ginger-root', 'avocado', 'ear-of-corn'];
  const cell = 240;
  let i = 0;
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 6; col++) {
      const x = col * cell + (row % 2 === 0 ? 60 : 170) + between(rng, -25, 25);
      const y = row * (cell * 0.86) + 70 + between(rng, -20, 20);
      const name = names[(i * 7 + row) % names.length] ?? 'tomato';
      i++;
      c.emoji(name, x, y, between(rng, 190, 230), { rotate: between(rng, -35, 35) });
    }
  }
}
