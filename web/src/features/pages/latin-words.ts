/** Latin words a Bangla page may keep: the store's name, addresses and the like (tests only). */
const ALLOWED = new Set(['Food', 'Store']);

/** The Latin words in `text` outside e-mail addresses, URLs and the allowed names. */
export function latinWords(text: string, allowed: readonly string[] = []): string[] {
  const stripped = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+|\bwww\.\S+/g, ' ');
  const extra = new Set(allowed);
  return (stripped.match(/[A-Za-z]+/g) ?? []).filter((w) => !ALLOWED.has(w) && !extra.has(w));
}
