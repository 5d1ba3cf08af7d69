/**
 * The Latin-letter words of `text` (a Bangla page's text) that are not part of `allowed`: user content such as dish
 * names, people's names, the store's name "Food Store". A Bangla page's test expects none:
 * `expect(englishWordsIn(document.body.textContent, [food.foodName])).toEqual([])`.
 */
export function englishWordsIn(text: string | null | undefined, allowed: readonly string[] = []): string[] {
  const words = (value: string) => value.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
  const known = new Set(['Food', 'Store', ...allowed.flatMap(words)].map((word) => word.toLowerCase()));
  return words(text ?? '').filter((word) => !known.has(word.toLowerCase()));
}

/** Every text of `element` a user or a screen reader meets: its text and the labels, alt texts and placeholders. */
export function visibleTextOf(element: Element): string {
  const attributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'];
  const labels = [element, ...element.querySelectorAll('*')].flatMap((node) => attributes.map((name) => node.getAttribute(name) ?? ''));
  return [element.textContent ?? '', ...labels].join(' ');
}
