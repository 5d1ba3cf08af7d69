import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeKeys } from '../features/home/home-api';
import { foodKeys } from '../lib/foods-query';
import { prefetchFirstPage } from './prefetch';

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => vi.unstubAllGlobals());

describe('prefetchFirstPage', () => {
  it('loads the first All Foods page and the categories into the caches the page reads', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(url.startsWith('/api/categories') ? json([{ category: 'Rice', count: 2 }]) : json([{ _id: 'a', foodName: 'Fuchka' }], { 'X-Next-Cursor': 'c1' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    await prefetchFirstPage('/foods', client);
    expect(fetchMock.mock.calls.map((call) => call[0]).sort()).toEqual(['/api/categories', '/api/foods?search=&limit=24']);
    const data = client.getQueryData<{ pages: { nextCursor: string | null }[] }>(foodKeys.list({ search: '', category: '', sort: 'newest' }));
    expect(data?.pages[0]?.nextCursor).toBe('c1');
    expect(client.getQueryData(foodKeys.categories())).toEqual([{ category: 'Rice', count: 2 }]);
  });

  it('loads the list a shared All Foods URL shows', async () => {
    const fetchMock = vi.fn((_url: string) => Promise.resolve(json([])));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    await prefetchFirstPage('/foods', client, '?q=%20biryani%20&category=Rice&sort=price_asc');
    expect(fetchMock.mock.calls.map((call) => call[0])).toContain('/api/foods?search=biryani&category=rice&sort=price_asc&limit=24');
    expect(client.getQueryData(foodKeys.list({ search: 'biryani', category: 'rice', sort: 'price_asc' }))).toBeDefined();
  });

  it('loads the top foods for the home page', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json([{ _id: 'a', foodName: 'Fuchka' }]));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    await prefetchFirstPage('/', client);
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/top-foods']);
    expect(client.getQueryData(homeKeys.topFoods())).toEqual([{ _id: 'a', foodName: 'Fuchka' }]);
  });

  it('loads one food for a detail page', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ _id: 'x 1', foodName: 'Fuchka' }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    await prefetchFirstPage('/food/x%201', client);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/food/x%201');
    expect(client.getQueryData(foodKeys.detail('x 1'))).toMatchObject({ foodName: 'Fuchka' });
  });

  it('survives a malformed %-escape in the id (the first render must not throw)', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ _id: '%E0', foodName: 'Fuchka' }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(prefetchFirstPage('/food/%E0', new QueryClient())).resolves.toBeUndefined();
  });

  it('does nothing elsewhere', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await prefetchFirstPage('/gallery', new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
