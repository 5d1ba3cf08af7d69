import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { generateImages, imageJobs, LICENSES_FILE, OUTPUT_DIRS } from './generate.js';
import { readSeedFoods, type SeedFood } from './seed-foods.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// One food from each dish module, and every output that needs no scene render; a full run takes ~30 s (npm run images).
const SAMPLE = [
  'food:kacchi-biryani',
  'food:butter-chicken',
  'food:salmon-sushi',
  'food:classic-burger',
  'avatar:rahim',
  'favicon',
  'icon',
  'gallery-module',
  'home-module',
];

const temps: string[] = [];
function tempRoot(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'food-store-images-'));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function filesUnder(root: string, dir = ''): string[] {
  const full = path.join(root, dir);
  return readdirSync(full).flatMap((name) => {
    const relative = path.posix.join(dir, name);
    return statSync(path.join(full, name)).isDirectory() ? filesUnder(root, relative) : [relative];
  });
}

describe('tools/images', () => {
  const foods = readSeedFoods(ROOT);

  it('reads the seed foods and writes nothing outside web/', () => {
    expect(foods).toEqual(JSON.parse(readFileSync(path.join(ROOT, 'emulator-data', 'foods.json'), 'utf8')));
    const files = imageJobs(foods).flatMap((job) => job.files);
    expect(files.filter((file) => !file.startsWith('web/'))).toEqual([]);
  });

  it('declares exactly the files that are committed: none missing, none left over', () => {
    const declared = [...imageJobs(foods).flatMap((job) => job.files), LICENSES_FILE];
    expect(new Set(declared).size).toBe(declared.length);
    const owned = OUTPUT_DIRS.flatMap((dir) => filesUnder(ROOT, dir));
    expect(declared.filter((file) => OUTPUT_DIRS.some((dir) => file.startsWith(`${dir}/`))).sort()).toEqual(owned.sort());
    for (const food of foods) expect(owned).toContain(`web/public${food.foodImage}`);
  });

  it('a rerun changes nothing: a sample regenerates byte for byte', async () => {
    const out = tempRoot();
    const written = await generateImages({ root: out, foods, only: SAMPLE });

    expect(filesUnder(out).sort()).toEqual([...written.keys()].sort());
    expect(written.size).toBe(imageJobs(foods).filter((job) => SAMPLE.includes(job.name)).flatMap((job) => job.files).length);
    for (const file of written.keys()) {
      expect(readFileSync(path.join(out, file)).equals(readFileSync(path.join(ROOT, file))), file).toBe(true);
    }
  });

  it('refuses a food it has no artwork for, before writing anything', async () => {
    const out = tempRoot();
    const stranger: SeedFood = { ...foods[0]!, key: 'mystery-stew', foodImage: '/images/foods/mystery-stew-800.webp' };
    await expect(generateImages({ root: out, foods: [...foods, stranger], only: ['favicon'] })).rejects.toThrow('no artwork for "mystery-stew"');
    const misnamed: SeedFood = { ...foods[0]!, foodImage: '/images/foods/elsewhere.webp' };
    await expect(generateImages({ root: out, foods: [misnamed], only: ['favicon'] })).rejects.toThrow('foodImage must be');
    expect(readdirSync(out)).toEqual([]);
  });
});
