import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SeedFood } from '../../scripts/seed.js';
import { DISHES, FOOD_ART } from './food-art.js';

export type { SeedFood };

/** Where a seed food's photo lives; the app derives the 400 px width from this 800 px one. */
export const foodImagePath = (key: string, width: 800 | 400) => `/images/foods/${key}-${width}.webp`;

/**
 * The seed catalogue, emulator-data/foods.json (the seed data is the source; this tool only reads it), checked for
 * what the images need: a unique key with artwork, and the foodImage the tool writes for that key.
 */
export function readSeedFoods(root: string): SeedFood[] {
  const file = path.join(root, 'emulator-data', 'foods.json');
  const foods: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(foods)) throw new Error(`${file}: expected an array of foods`);
  checkSeedFoods(foods as SeedFood[], file);
  return foods as SeedFood[];
}

export function checkSeedFoods(foods: SeedFood[], source = 'foods'): void {
  const seen = new Set<string>();
  for (const [i, food] of foods.entries()) {
    const where = `${source}[${i}]`;
    if (typeof food?.key !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(food.key)) throw new Error(`${where}: key must be kebab-case`);
    if (seen.has(food.key)) throw new Error(`${where}: key "${food.key}" is used twice`);
    seen.add(food.key);
    if (!DISHES[food.key] || !FOOD_ART[food.key]) throw new Error(`${where}: no artwork for "${food.key}" (add it to tools/images/food-art.ts)`);
    if (food.foodImage !== foodImagePath(food.key, 800)) {
      throw new Error(`${where}: foodImage must be ${foodImagePath(food.key, 800)}, the file this tool writes`);
    }
  }
}
