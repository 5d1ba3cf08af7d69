import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateImages, kb } from './generate.js';
import { readSeedFoods } from './seed-foods.js';

// `npm run images`: renders every image of the app, and the modules that list them, from the seed catalogue.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Budgets from the brief; a miss is reported, not fatal, so artwork can still be reviewed.
const BUDGETS: [pattern: RegExp, maxBytes: number][] = [
  [/foods\/.*-800\.webp$/, 35 * 1024],
  [/foods\/.*-400\.webp$/, 15 * 1024],
  [/hero-640\.webp$/, 30 * 1024],
];

const started = Date.now();
let written: Map<string, number>;
try {
  written = await generateImages({ root: ROOT, foods: readSeedFoods(ROOT) });
} catch (error) {
  console.error(`No image was written: ${(error as Error).message}`);
  process.exit(1);
}

let failures = 0;
for (const [file, size] of written) {
  const budget = BUDGETS.find(([pattern]) => pattern.test(file));
  if (budget && size > budget[1]) {
    failures++;
    console.warn(`over budget: ${file} is ${kb(size)} (max ${kb(budget[1])})`);
  }
}
const images = [...written].filter(([file]) => file.startsWith('web/public/'));
const total = images.reduce((sum, [, size]) => sum + size, 0);
console.log(`Wrote ${written.size} files (${images.length} public assets, ${kb(total)}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
if (failures > 0) process.exitCode = 1;
