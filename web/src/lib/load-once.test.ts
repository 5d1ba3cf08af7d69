import { describe, expect, it, vi } from 'vitest';
import { loadOnceByKey } from './load-once';

describe('loadOnceByKey', () => {
  it('runs a key’s load once and gives every caller the same result', async () => {
    const once = loadOnceByKey<string>();
    const load = vi.fn(async () => 'table');
    const [a, b] = await Promise.all([once('bn/cart', load), once('bn/cart', load)]);
    expect(await once('bn/cart', load)).toBe('table');
    expect([a, b]).toEqual(['table', 'table']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart', async () => {
    const once = loadOnceByKey<string>();
    expect(await once('en/cart', async () => 'en')).toBe('en');
    expect(await once('bn/cart', async () => 'bn')).toBe('bn');
  });

  it('forgets a load that failed, so the next call tries again, and keeps the one that then succeeds', async () => {
    const once = loadOnceByKey<string>();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('table');
    // Callers that shared the failing load all see it fail.
    const first = Promise.all([once('bn/cart', load), once('bn/cart', load)]);
    await expect(first).rejects.toThrow('Failed to fetch');
    expect(await once('bn/cart', load)).toBe('table');
    expect(await once('bn/cart', load)).toBe('table');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
