import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { foodKeys } from '../lib/foods-query';
import { prefetchFirstPage } from './prefetch';

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => vi.unstubAllGlobals());

describe('prefetchFirstPage', () => {
  it('loads the first All Foods page into the cache the page reads', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json([{ _id: 'a', foodName: 'Fuchka' }], { 'X-Next-Cursor': 'c1' }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    await prefetchFirstPage('/foods', client);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/foods?search=&limit=24');
    const data = client.getQueryData<{ pages: { nextCursor: string | null }[] }>(foodKeys.list(''));
    expect(data?.pages[0]?.nextCursor).toBe('c1');
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
