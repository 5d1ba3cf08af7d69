/**
 * The English words a Bangla page still shows: its text, and the texts of its user-visible attributes (aria-label,
 * alt, title, placeholder), less `allowed` (user content such as dish names, the store's name, e-mail addresses).
 */
export function englishLeft(page: HTMLElement, allowed: string[] = []): string[] {
  // The test's own parts: the location probe and the toasts' region (its label belongs to the app's shell).
  const root = page.cloneNode(true) as HTMLElement;
  for (const probe of root.querySelectorAll('[data-testid="location"], .Toastify, section[aria-live]')) probe.remove();
  const attributes = [...root.querySelectorAll('[aria-label],[alt],[title],[placeholder]')].flatMap((element) =>
    ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  let text = [root.textContent ?? '', ...attributes].join(' ');
  for (const allow of ['Food Store', ...allowed]) text = text.split(allow).join(' ');
  // Addresses and links are not words of the page's language.
  text = text.replace(/\S+@\S+|https?:\/\/\S*/g, ' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}
