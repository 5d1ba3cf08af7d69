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
    expect(taps.take()).toBeNull();
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

  it('keeps nothing but buttons (links and fields work without the app)', () => {
    const taps = keepEarlyTaps(document);
    const link = document.createElement('a');
    link.href = '#x';
    document.body.appendChild(link);
    link.click();
    expect(taps.take()).toBeNull();
  });
});
