import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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
    expect(taps.take()).toEqual({ button: null, fields: [] });
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

  it('keeps no tap on a link or a field, and none once a later tap was elsewhere (links work without the app; a field keeps what is typed, below)', () => {
    const taps = keepEarlyTaps(document);
    const link = document.createElement('a');
    link.href = '#x';
    const field = document.createElement('input');
    document.body.append(link, field);
    button('Open menu').click();
    field.click();
    link.click();
    expect(taps.take()).toEqual({ button: null, fields: [] });
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
    expect(kept.fields.map(({ field, value }) => [field.getAttribute('aria-label'), value])).toEqual([
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
    expect(taps.take().fields).toEqual([]);
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

/** A search box and a box to tick, each holding its value in the app's state, shown beside it. */
function Fields() {
  const [text, setText] = useState('');
  const [spicy, setSpicy] = useState(false);
  const [note, setNote] = useState('');
  return (
    <form>
      <input type="search" name="q" value={text} onChange={(event) => setText(event.target.value)} />
      <input type="checkbox" name="spicy" checked={spicy} onChange={(event) => setSpicy(event.target.checked)} />
      <textarea id="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output>{JSON.stringify({ text, spicy, note })}</output>
    </form>
  );
}

async function hydrate(container: HTMLElement): Promise<Root> {
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Fields />);
  });
  if (!root) throw new Error('no root');
  return root;
}

/** `<Fields />` as the server sent it, on the page. */
function serverMarkup(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Fields />);
  document.body.append(container);
  return container;
}

function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function appState(container: HTMLElement): unknown {
  return JSON.parse(container.querySelector('output')?.textContent ?? 'null');
}

describe('text typed and boxes ticked before the app starts', () => {
  it('reach the app once it has hydrated them: the state it holds is what the page shows', async () => {
    const container = serverMarkup();
    const taps = keepEarlyTaps(document);
    const search = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    const box = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    typeInto(search, 'kac');
    typeInto(search, 'kacchi');
    box.click();
    const kept = taps.take();
    const root = await hydrate(container);
    // Without the replay React holds '' and false while the page shows what was typed and ticked.
    expect(appState(container)).toEqual({ text: '', spicy: false, note: '' });
    await act(async () => replayEarlyTap(kept));
    expect(appState(container)).toEqual({ text: 'kacchi', spicy: true, note: '' });
    expect(search.value).toBe('kacchi');
    expect(box.checked).toBe(true);
    act(() => root.unmount());
  });

  it('reach the field of the same name or id when the app rendered it afresh; nothing reaches a read-only field', async () => {
    const shell = serverMarkup();
    const taps = keepEarlyTaps(document);
    typeInto(shell.querySelector('textarea')!, 'No onions, please');
    typeInto(shell.querySelector<HTMLInputElement>('input[type="search"]')!, 'biryani');
    const kept = taps.take();
    shell.remove();
    const container = serverMarkup();
    const root = await hydrate(container);
    await act(async () => replayEarlyTap(kept));
    expect(appState(container)).toEqual({ text: 'biryani', spicy: false, note: 'No onions, please' });
    act(() => root.unmount());

    const readOnly = document.createElement('textarea');
    readOnly.id = 'note';
    readOnly.readOnly = true;
    document.body.replaceChildren(readOnly);
    replayEarlyTap(kept);
    expect(readOnly.value).toBe('');
  });

  it('keeps the last of a radio group and no field that is not typed (a file, a range)', () => {
    const taps = keepEarlyTaps(document);
    const radios = ['1', '2', '3'].map((value) => {
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'stars';
      radio.value = value;
      return radio;
    });
    const [range, file] = ['range', 'file'].map((type) => {
      const input = document.createElement('input');
      input.type = type;
      return input;
    });
    document.body.append(...radios, range!, file!);
    radios[2]?.click();
    radios[0]?.click();
    range?.dispatchEvent(new Event('input', { bubbles: true }));
    file?.dispatchEvent(new Event('change', { bubbles: true }));
    expect(taps.take().fields.map(({ field, value }) => [(field as HTMLInputElement).value, value])).toEqual([['1', true]]);
  });
});
