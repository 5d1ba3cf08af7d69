import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyClick } from './early-click';

// index.html's inline script keeps a tap on a prerendered button; the app replays it once it has booted.
const html = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function runInlineScript() {
  // The script is the page's own, as the browser runs it before the app (it only preloads on '/', nothing fetched).
  new Function(inlineScript)();
}

function button(name: string, onClick?: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.dataset.earlyClick = name;
  if (onClick) element.addEventListener('click', onClick);
  document.body.appendChild(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  delete window.__takeEarlyClick;
});

describe('a tap before the app boots', () => {
  it('is replayed once on the app button of the same name', () => {
    runInlineScript();
    const prerendered = button('menu');
    button('theme').click();
    prerendered.click();
    document.body.replaceChildren();

    const clicks: string[] = [];
    button('theme', () => clicks.push('theme'));
    button('menu', () => clicks.push('menu'));
    replayEarlyClick();
    expect(clicks).toEqual(['menu']);

    replayEarlyClick();
    expect(clicks).toEqual(['menu']);
  });

  it('is not kept after the app has booted, and nothing is clicked without a tap', () => {
    runInlineScript();
    const clicks: string[] = [];
    const menu = button('menu', () => clicks.push('menu'));
    replayEarlyClick();
    expect(clicks).toEqual([]);

    menu.click();
    expect(clicks).toEqual(['menu']);
    expect(window.__takeEarlyClick).toBeUndefined();
  });

  it('does nothing when the button is gone from the app', () => {
    runInlineScript();
    button('theme').click();
    document.body.replaceChildren();
    expect(() => replayEarlyClick()).not.toThrow();
  });
});
