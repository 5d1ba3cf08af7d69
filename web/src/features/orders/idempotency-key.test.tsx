import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_ORDER_MAX_AGE_MS, PENDING_ORDER_STORAGE_PREFIX } from '../../config/orders';
import { useIdempotencyKeys } from './idempotency-key';

// docs/ARCHITECTURE.md §5g: one attempt, one Idempotency-Key, until the attempt's final answer, whatever storage does.

const ORDER = { foodId: 'food-1', quantity: 2 };
const SLOT = 'u-bob:purchase:food-1';
const stored = () => localStorage.getItem(`${PENDING_ORDER_STORAGE_PREFIX}${SLOT}`);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('an order attempt', () => {
  it('keeps its key for every re-send until settled, in the page and in storage', () => {
    const { result } = renderHook(() => useIdempotencyKeys(SLOT));
    const key = result.current.keyFor(ORDER);
    expect(result.current.keyFor({ ...ORDER })).toBe(key);
    expect(JSON.parse(stored() ?? '{}')).toMatchObject({ order: JSON.stringify(ORDER), key });
    // A fresh page (a reload) starts from it.
    const { result: reloaded } = renderHook(() => useIdempotencyKeys(SLOT));
    expect(reloaded.current.pending()).toEqual(ORDER);
    expect(reloaded.current.keyFor(ORDER)).toBe(key);
    reloaded.current.settle();
    expect(stored()).toBeNull();
    expect(reloaded.current.keyFor(ORDER)).not.toBe(key);
  });

  it('keeps its key in the page when storage refuses to keep it (a full or private-mode storage)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useIdempotencyKeys(SLOT));
    const key = result.current.keyFor(ORDER);
    expect(stored()).toBeNull();
    expect(result.current.keyFor(ORDER)).toBe(key);
    expect(result.current.pending()).toEqual(ORDER);
  });

  it('keeps its key when another tab settled the same attempt meanwhile (the store then answers it again)', () => {
    const { result: first } = renderHook(() => useIdempotencyKeys(SLOT));
    const key = first.current.keyFor(ORDER);
    const { result: second } = renderHook(() => useIdempotencyKeys(SLOT));
    expect(second.current.pending()).toEqual(ORDER);
    first.current.settle();
    expect(stored()).toBeNull();
    expect(second.current.keyFor(ORDER)).toBe(key);
  });

  it('forgets what it did not write, and an attempt older than a day', () => {
    const slotKey = `${PENDING_ORDER_STORAGE_PREFIX}${SLOT}`;
    const key = '0f6b1c1e-2d2a-4c55-9a77-5b8e3f3b0c11';
    for (const garbage of ['not json', '{"order":"0","key":"0f6b1c1e-2d2a-4c55","at":1}', JSON.stringify({ order: '0', key, at: Date.now() }), JSON.stringify({ order: JSON.stringify(ORDER), key: '', at: Date.now() })]) {
      localStorage.setItem(slotKey, garbage);
      const { result } = renderHook(() => useIdempotencyKeys(SLOT));
      expect(result.current.pending(), garbage).toBeNull();
      expect(localStorage.getItem(slotKey), garbage).toBeNull();
    }
    localStorage.setItem(slotKey, JSON.stringify({ order: JSON.stringify(ORDER), key, at: Date.now() - PENDING_ORDER_MAX_AGE_MS - 1 }));
    expect(renderHook(() => useIdempotencyKeys(SLOT)).result.current.pending()).toBeNull();
    localStorage.setItem(slotKey, JSON.stringify({ order: JSON.stringify(ORDER), key, at: Date.now() - 60_000 }));
    expect(renderHook(() => useIdempotencyKeys(SLOT)).result.current.pending()).toEqual(ORDER);
  });
});
