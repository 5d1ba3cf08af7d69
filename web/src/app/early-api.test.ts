// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { FOOD_CARD_IMAGE_SIZES, FOOD_DETAIL_IMAGE_SIZES } from '../components/food-image';
import { getFoodsPage, toListFilters } from '../features/foods/foods-api';
import { getFood } from '../lib/foods-query';
import type { ApiClient } from '../lib/http';
import { readFoodsView } from '../lib/paths';

// index.html starts a data page's first API call before the app loads (lib/early-response.ts takes it by path).
// If the app asked for another path, that call would be wasted: both must spell the path the same way.
const html = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');

function pathsAsked(call: (api: ApiClient) => Promise<unknown>): Promise<string[]> {
  const asked: string[] = [];
  const record = (p: string) => {
    asked.push(p);
    return Promise.resolve({ data: [], headers: new Headers() });
  };
  const api = { request: record, get: vi.fn((p: string) => record(p).then(() => ({}))) } as unknown as ApiClient;
  return call(api).then(() => asked);
}

describe('index.html early API call', () => {
  it('asks for exactly the first page All Foods asks for without a query', async () => {
    const [asked] = await pathsAsked((api) => getFoodsPage(api, toListFilters(readFoodsView(new URLSearchParams())), null));
    expect(html).toContain(`location.pathname === '/foods' && !location.search ? '${asked}'`);
  });

  it("asks for a food's detail on /food/:id as the detail page does", async () => {
    const [asked] = await pathsAsked((api) => getFood(api, 'abc-123_X'));
    expect(asked).toBe('/food/abc-123_X');
    expect(html).toContain("food ? '/food/' + food[1]");
  });

  it('preloads the photo with the sizes the pages give it, so the browser picks the same file', () => {
    expect(html).toContain(`var sizes = food ? '${FOOD_DETAIL_IMAGE_SIZES}' : '${FOOD_CARD_IMAGE_SIZES}';`);
  });
});
