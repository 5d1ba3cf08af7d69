/**
 * Gives the browser's current history entry a key of its own when it has none, before the router reads it. The router
 * keys saved scroll positions by `location.key`, and a page opened afresh (a typed or pasted URL, a bookmark, a link
 * from elsewhere) has no key in its history state: every such page would share the key 'default', and one page's
 * scroll position would be applied to the next. With a key stored in the entry itself, a new page starts at the top,
 * while back/forward, in-app or across a reload, still finds the entry's own position.
 */
export function keyHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const current = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const key = typeof current.key === 'string' && current.key ? current.key : undefined;
  // The entry's place in the session's history as the router numbers it (0 on a page opened afresh, the number the
  // router writes there itself when it finds none): written here in the same call, the entry is written once, not twice.
  const idx = typeof current.idx === 'number' ? current.idx : undefined;
  if (key && idx !== undefined) return;
  history.replaceState({ ...current, key: key ?? newEntryKey(), idx: idx ?? 0 }, '');
}

/** Random like the router's own keys (8 base-36 characters), and never 'default'. */
function newEntryKey(): string {
  return `p${Math.random().toString(36).slice(2, 10)}`;
}
