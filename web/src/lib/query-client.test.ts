import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

/** Whether `promise` settles within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true, () => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

describe('the app query client offline', () => {
  it('sends a write at once and reports its failure, instead of holding it until the network is back', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const send = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const mutation = client.getMutationCache().build(client, { mutationFn: send });
    expect(await settlesWithin(mutation.execute(undefined), 500)).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('asks for a page and reports its failure (after its one retry), instead of waiting silent', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const read = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await settlesWithin(client.fetchQuery({ queryKey: ['food', 'f1'], queryFn: read, retryDelay: 0 }), 1_000)).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
