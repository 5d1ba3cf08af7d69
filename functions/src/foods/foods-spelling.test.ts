import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../domain/types.js';
import { call, createUser, foodInput, readsOf, resetStore, signIn, startApi, type ApiServer } from '../test/api.js';
import { SEARCH_READS_MAX } from './foods-search.js';

// Issue 33 item 9: a search finds the usual spellings of a dish name (docs/ARCHITECTURE.md §5b), added and edited
// through the API, within the search budgets (§6).

let api: ApiServer;
let cookie: string;

const NAMES = [
  'Fuchka',
  'Kacchi Biryani',
  'Chicken Biryani',
  'Beef Tehari',
  'Chicken Chop',
  'Shorshe Ilish',
  'Pizza Margherita',
  'Mishti Doi',
];
// Enough other foods that a search reading the catalogue would show in its reads.
const FILLER = 60;

async function add(foodName: string, category = 'Street Food'): Promise<string> {
  const response = await call<{ _id: string }>(api, '/api/add-food', { method: 'POST', body: foodInput({ foodName, category }), cookie });
  expect(response.status).toBe(201);
  return response.body._id;
}

function search(text: string, extra: Record<string, string> = {}) {
  return call<Food[]>(api, `/api/foods?${new URLSearchParams({ search: text, ...extra })}`);
}

async function names(text: string, extra: Record<string, string> = {}): Promise<string[]> {
  const response = await search(text, extra);
  expect(response.status, text).toBe(200);
  expect(readsOf(response), text).toBeLessThanOrEqual(Math.min(response.body.length + 25, SEARCH_READS_MAX));
  return response.body.map((food) => food.foodName).sort();
}

beforeAll(async () => {
  api = await startApi();
  await resetStore();
  cookie = await signIn(api, await createUser('spelling-cook'));
  for (let i = 0; i < FILLER; i += 1) await add(`Garden Salad ${i}`, 'Vegetarian');
  for (const name of NAMES) await add(name, name.includes('Biryani') || name === 'Beef Tehari' ? 'Rice' : 'Street Food');
});

afterAll(async () => {
  await api.close();
});

describe('GET /api/foods finds spelling variants', () => {
  it('"fuska" and "phuchka" find Fuchka', async () => {
    expect(await names('fuska')).toEqual(['Fuchka']);
    expect(await names('Phuchka')).toEqual(['Fuchka']);
    expect(await names('fusk')).toEqual(['Fuchka']);
  });

  it('"biriyani" and "biryany" find the biryani dishes, with a category and a sort too', async () => {
    expect(await names('biriyani')).toEqual(['Chicken Biryani', 'Kacchi Biryani']);
    expect(await names('biryany')).toEqual(['Chicken Biryani', 'Kacchi Biryani']);
    expect(await names('biriyani', { category: 'rice', sort: 'price_asc' })).toEqual(['Chicken Biryani', 'Kacchi Biryani']);
  });

  it('"kachchi" and "kachi biriani" find Kacchi Biryani', async () => {
    expect(await names('kachchi')).toEqual(['Kacchi Biryani']);
    expect(await names('kachi biriani')).toEqual(['Kacchi Biryani']);
  });

  it('"sorshe ilis" finds Shorshe Ilish; "misti" finds Mishti Doi', async () => {
    expect(await names('sorshe ilis')).toEqual(['Shorshe Ilish']);
    expect(await names('misti')).toEqual(['Mishti Doi']);
  });

  it('still finds every substring, and does not merge names that sound different', async () => {
    expect(await names('chk')).toEqual(['Fuchka']);
    expect(await names('cch')).toEqual(['Kacchi Biryani']);
    expect(await names('shop')).toEqual([]);
    expect(await names('pita')).toEqual([]);
    // Two letters are only text: "ee" is not every name with an i or a y.
    expect(await names('ee')).toEqual(['Beef Tehari']);
  });

  it('pages a variant search through X-Next-Cursor', async () => {
    const first = await search('biriyani', { limit: '1' });
    expect(first.body).toHaveLength(1);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await search('biriyani', { limit: '1', cursor: cursor ?? '' });
    expect(second.status).toBe(200);
    expect([...first.body, ...second.body].map((food) => food.foodName).sort()).toEqual(['Chicken Biryani', 'Kacchi Biryani']);
  });

  it('finds an edited name by its new spelling only', async () => {
    const id = await add('Phuchka Special');
    expect(await names('fuska')).toEqual(['Fuchka', 'Phuchka Special']);
    const edited = await call<Food>(api, `/api/update-food/${id}`, {
      method: 'PUT',
      body: { ...foodInput({ foodName: 'Jhal Muri' }), baseQuantity: foodInput().quantity },
      cookie,
    });
    expect(edited.status).toBe(200);
    expect(await names('fuska')).toEqual(['Fuchka']);
    expect(await names('jal muri')).toEqual(['Jhal Muri']);
  });
});
