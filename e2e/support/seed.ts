import { readFileSync } from 'node:fs';
import type { SeedAccount, SeedFood, SeedOrder } from '../../scripts/seed.js';

const SEED_DIR = new URL('../../emulator-data/', import.meta.url);

function readSeed<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(file, SEED_DIR), 'utf8')) as T;
}

export interface SeededFood extends SeedFood {
  ownerEmail: string;
  /** purchaseCount once the seed orders went through. */
  sold: number;
}

/** The seeded catalogue as the store holds it after the seed: owners resolved, seed orders counted. */
export function seededFoods(): SeededFood[] {
  const accounts = readSeed<SeedAccount[]>('accounts.json');
  const orders = readSeed<SeedOrder[]>('orders.json');
  return readSeed<SeedFood[]>('foods.json').map((food) => ({
    ...food,
    ownerEmail: accounts.find((account) => account.key === food.owner)?.email ?? '',
    sold:
      food.purchaseCount +
      orders
        .flatMap((order) => order.lines ?? [{ food: order.food, quantity: order.quantity ?? 0 }])
        .filter((line) => line.food === food.key)
        .reduce((sum, line) => sum + line.quantity, 0),
  }));
}

/** The seed's best seller, which the home page must list first. */
export function seedTopSeller(): SeededFood {
  const [first, second] = seededFoods().sort((a, b) => b.sold - a.sold);
  if (!first) throw new Error('emulator-data/foods.json holds no foods');
  if (second && second.sold === first.sold) throw new Error(`the seed has no single top seller: ${first.foodName} and ${second.foodName}`);
  return first;
}
