import type { Canvas, Rng } from './svg.js';

/** Draws one dish centred at (x, y); `s` = 1 is the size used for an 800×600 food photo. */
export type Dish = (c: Canvas, rng: Rng, x: number, y: number, s: number) => void;
