import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyHistoryEntry } from './history-entry-key';
import { createRouter } from './router';

afterEach(() => {
  window.history.replaceState(null, '');
});

/** What a page opened afresh (a pasted link, a bookmark) finds: no history state at all. */
function openAfresh(path: string): void {
  window.history.replaceState(null, '', path);
}

describe('the history entry a page is opened in', () => {
  it('gets a key of its own, so no two freshly opened pages share saved scroll positions', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    openAfresh('/foods');
    const first = createRouter();
    openAfresh('/aboutus');
    const second = createRouter();
    // The router keys saved scroll positions by this; 'default' for every fresh page was the bug.
    expect(first.state.location.key).not.toBe('default');
    expect(second.state.location.key).not.toBe('default');
    expect(second.state.location.key).not.toBe(first.state.location.key);
    first.dispose();
    second.dispose();
  });

  it('writes the entry once as the router starts: its key and the index the router reads', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    openAfresh('/foods');
    const writes = vi.spyOn(window.history, 'replaceState');
    const router = createRouter();
    expect(writes).toHaveBeenCalledTimes(1);
    expect(window.history.state).toEqual({ key: router.state.location.key, idx: 0 });
    router.dispose();
  });

  it('keeps the key it already has (a reload, back or forward finds its own position)', () => {
    window.history.replaceState({ usr: { from: '/x' }, key: 'abc12345', idx: 3 }, '');
    keyHistoryEntry();
    expect(window.history.state).toEqual({ usr: { from: '/x' }, key: 'abc12345', idx: 3 });
  });

  it('adds the key beside what the entry holds', () => {
    window.history.replaceState({ idx: 0 }, '');
    keyHistoryEntry();
    expect(window.history.state).toMatchObject({ idx: 0, key: expect.stringMatching(/^p[a-z0-9]+$/) });
  });
});
