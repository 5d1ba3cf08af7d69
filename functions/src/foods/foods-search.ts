// Substring search without scanning: every food stores the set of its name's 1-, 2- and 3-grams as map keys
// (`tokens.t_<hex>`), and a query asks for a few of the search text's n-grams with ANDed equality filters, which
// Firestore serves by merging single-field indexes. Candidates are then filtered exactly.

export const TOKENS_FIELD = 'tokens';
/** Most n-gram filters one query uses; more would narrow little and cost index merging. */
export const MAX_QUERY_GRAMS = 10;

/** Lower-cased, whitespace collapsed to single spaces, trimmed. */
export function normalizeName(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Map key of one n-gram: hex of its UTF-8 bytes, so any character makes a plain field name. */
export function gramKey(gram: string): string {
  return `t_${Buffer.from(gram, 'utf8').toString('hex')}`;
}

function grams(text: string, size: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i + size <= chars.length; i += 1) out.push(chars.slice(i, i + size).join(''));
  return out;
}

/** The `tokens` map stored on a food: every distinct 1-, 2- and 3-gram of its normalised name. */
export function nameTokens(foodName: string): Record<string, true> {
  const name = normalizeName(foodName);
  const tokens: Record<string, true> = {};
  for (const size of [1, 2, 3]) for (const gram of grams(name, size)) tokens[gramKey(gram)] = true;
  return tokens;
}

/**
 * The token keys a search filters on: the query itself when shorter than 3 characters, else its distinct trigrams,
 * at most MAX_QUERY_GRAMS of them spread evenly over the query.
 */
export function queryTokenKeys(normalizedQuery: string): string[] {
  const length = Array.from(normalizedQuery).length;
  if (length === 0) return [];
  if (length < 3) return [gramKey(normalizedQuery)];
  const distinct = [...new Set(grams(normalizedQuery, 3))];
  if (distinct.length <= MAX_QUERY_GRAMS) return distinct.map(gramKey);
  const picked = new Set<string>();
  for (let i = 0; i < MAX_QUERY_GRAMS; i += 1) {
    const gram = distinct[Math.round((i * (distinct.length - 1)) / (MAX_QUERY_GRAMS - 1))];
    if (gram !== undefined) picked.add(gram);
  }
  return [...picked].map(gramKey);
}

/** The exact test applied to candidates. */
export function nameMatches(foodName: string, normalizedQuery: string): boolean {
  return normalizeName(foodName).includes(normalizedQuery);
}
