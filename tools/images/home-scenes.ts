import { TABLES } from './food-art.js';
import type { Scene } from './gallery-scenes.js';
import { spread } from './spreads.js';

/** Home hero: a wide spread of Bangladeshi dishes (the page's LCP image, so kept light). */
export const HERO_SCENE: Scene = {
  alt: 'A spread of Bangladeshi dishes: kacchi biryani, shorshe ilish, beef kala bhuna, fuchka and roshogolla',
  width: 1280,
  height: 640,
  draw: (c, rng) =>
    spread(c, rng, {
      table: TABLES.walnut,
      napkins: [[-60, 420, 300, 240, 10, '#f3e6cf', '#b5332a']],
      props: [
        ['onion', 70, 90, 110],
        ['hot-pepper', 1210, 90, 110],
        ['lemon', 1200, 560, 110],
        ['herb', 640, 600, 100],
      ],
      dishes: [
        ['shorshe-ilish', 240, 230, 0.68],
        ['kacchi-biryani', 640, 220, 0.74],
        ['beef-kala-bhuna', 1040, 240, 0.66],
        ['fuchka', 420, 480, 0.62],
        ['roshogolla', 880, 490, 0.6],
      ],
    }),
};

/** Catering banner: a buffet of large sharing dishes. */
export const CATERING_SCENE: Scene = {
  alt: 'A catering buffet of morog polao, chicken roast, kacchi biryani, beef tehari and roshogolla',
  width: 1280,
  height: 640,
  draw: (c, rng) =>
    spread(c, rng, {
      table: TABLES.cream,
      napkins: [[1040, -50, 300, 200, 12, '#fdf6ea', '#c9a14a']],
      props: [
        ['onion', 70, 580, 110],
        ['lemon', 640, 600, 100],
        ['hot-pepper', 1220, 580, 100],
      ],
      dishes: [
        ['morog-polao', 220, 220, 0.66],
        ['kacchi-biryani', 640, 200, 0.72],
        ['chicken-roast', 1060, 230, 0.64],
        ['beef-tehari', 420, 470, 0.64],
        ['roshogolla', 860, 480, 0.58],
      ],
    }),
};

/** The press brand photo: signature dishes from across the menu. */
export const SIGNATURE_SCENE: Scene = {
  alt: 'Food Store signature dishes: kacchi biryani, butter chicken, salmon sushi, margherita pizza and mango lassi',
  width: 1600,
  height: 1067,
  draw: (c, rng) =>
    spread(c, rng, {
      table: TABLES.walnut,
      napkins: [[1300, -60, 360, 260, 12, '#ffffff', '#c8302a', true]],
      props: [
        ['onion', 90, 110, 130],
        ['hot-pepper', 90, 980, 130],
        ['lemon', 1520, 990, 130],
        ['herb', 800, 1010, 120],
      ],
      dishes: [
        ['butter-chicken', 330, 330, 0.9],
        ['kacchi-biryani', 810, 300, 0.95],
        ['mango-lassi', 1300, 360, 0.8],
        ['margherita-pizza', 480, 770, 0.95],
        ['salmon-sushi', 1150, 790, 0.95],
      ],
    }),
};
