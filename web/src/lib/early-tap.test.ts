import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyTaps, replayEarlyTap } from './early-tap';

function button(label: string, onClick?: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.setAttribute('aria-label', label);
  if (onClick) element.addEventListener('click', onClick);
  document.body.appendChild(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('a tap before the app starts', () => {
  it('is kept (the last one) and clicked again on the same element once the app runs, once', () => {
    const taps = keepEarlyTaps(document);
    const clicks: string[] = [];
    const menu = button('Open menu');
    button('Dark mode').click();
    menu.querySelector('svg')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    menu.click();
    menu.addEventListener('click', () => clicks.push('menu'));
    replayEarlyTap(taps.take());
    expect(clicks).toEqual(['menu']);
    // Taps from now on are the app's own: nothing more is kept.
    menu.click();
    expect(taps.take()).toEqual({ button: null, choices: [] });
  });

  it('reaches the button of the same name when the app replaced the markup, and none when it is gone or disabled', () => {
    const taps = keepEarlyTaps(document);
    button('Open menu').click();
    const kept = taps.take();
    document.body.replaceChildren();
    const clicks: string[] = [];
    button('Open menu', () => clicks.push('menu'));
    replayEarlyTap(kept);
    expect(clicks).toEqual(['menu']);

    document.body.replaceChildren();
    const disabled = button('Open menu', () => clicks.push('again'));
    disabled.disabled = true;
    replayEarlyTap(kept);
    document.body.replaceChildren();
    replayEarlyTap(kept);
    replayEarlyTap(null);
    expect(clicks).toEqual(['menu']);
  });

  it('keeps no tap on a link or a field (they work without the app)', () => {
    const taps = keepEarlyTaps(document);
    const link = document.createElement('a');
    link.href = '#x';
    const field = document.createElement('input');
    document.body.append(link, field);
    link.click();
    field.click();
    expect(taps.take()).toEqual({ button: null, choices: [] });
  });
});

function select(label: string, values: string[]): HTMLSelectElement {
  const element = document.createElement('select');
  element.setAttribute('aria-label', label);
  for (const value of values) element.append(new Option(value, value));
  document.body.appendChild(element);
  return element;
}

function choose(element: HTMLSelectElement, value: string): void {
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('a choice in a select before the app starts', () => {
  it('is kept (the last one of each select) and made again, with a change event, once the app runs', () => {
    const taps = keepEarlyTaps(document);
    const sort = select('Sort by', ['newest', 'price_asc', 'rating']);
    const size = select('Size', ['small', 'large']);
    choose(sort, 'price_asc');
    choose(size, 'large');
    choose(sort, 'rating');
    const kept = taps.take();
    expect(kept.choices.map(({ select: element, value }) => [element.getAttribute('aria-label'), value])).toEqual([
      ['Size', 'large'],
      ['Sort by', 'rating'],
    ]);
    // Hydration may set the select back to the page's value; the replay makes the choice again for the app.
    sort.value = 'newest';
    const changes: string[] = [];
    sort.addEventListener('change', () => changes.push(sort.value));
    replayEarlyTap(kept);
    expect(changes).toEqual(['rating']);
    expect(sort.value).toBe('rating');
    // From now on the app's own.
    choose(sort, 'newest');
    expect(taps.take().choices).toEqual([]);
  });

  it('reaches the select of the same name when the app replaced the markup; a choice it no longer offers is dropped', () => {
    const taps = keepEarlyTaps(document);
    choose(select('Sort by', ['newest', 'rating']), 'rating');
    const kept = taps.take();
    document.body.replaceChildren();
    const fresh = select('Sort by', ['newest', 'rating']);
    replayEarlyTap(kept);
    expect(fresh.value).toBe('rating');

    document.body.replaceChildren();
    const other = select('Sort by', ['newest', 'price_asc']);
    replayEarlyTap(kept);
    expect(other.value).toBe('newest');
  });
});
