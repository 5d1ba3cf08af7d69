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

/**
 * Every text of `element` a user or a screen reader meets, each apart (so words of neighbouring elements stay apart):
 * its text nodes and the labels, alt texts and placeholders of its elements.
 */
export function visibleTextOf(element: Element): string {
  const attributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'];
  const texts: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.parentElement?.closest('script, style') == null) texts.push(node.textContent ?? '');
  const labels = [element, ...element.querySelectorAll('*')].flatMap((node) => attributes.map((name) => node.getAttribute(name) ?? ''));
  return [...texts, ...labels].join(' ');
}
