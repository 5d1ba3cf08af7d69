import { screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../testing/api';
import { EARLY_PHOTO_ATTRIBUTE } from '../components/skeletons';
import { makeFood } from '../testing/fixtures';
import { boot, isPrerenderedFor } from './boot';
import { prerender } from './prerender';
import { PRERENDERED_PAGES, PRERENDERED_URL_ATTRIBUTE, type PrerenderedPage } from './prerendered-pages';

// The built pages are the prerendered markup in #root, naming the URL it was rendered for; main.tsx then boots the
// app over it. Here: the same markup, the same boot, the client's own render of the visited URL.
const biryani = makeFood({ _id: 'f1', foodName: 'Kacchi Biryani' });

let root: Root | undefined;
let container: HTMLElement;
let consoleErrors: unknown[][];

function pageFor(url: string): PrerenderedPage {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.url === url && !candidate.shell);
  if (!page) throw new Error(`no prerendered page ${url}`);
  return page;
}

// The page was built a while ago: the time and the year on it are the build's, not the visit's.
const BUILT_AT = new Date('2025-12-31T17:59:58Z');
const VISITED_AT = new Date('2026-01-01T08:30:00Z');

async function visit(url: string, prerendered: PrerenderedPage) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BUILT_AT);
  container.innerHTML = await prerender(prerendered.url);
  vi.setSystemTime(VISITED_AT);
  // index.html's inline script shows the data pages' first photo before the app boots.
  const photoBox = container.querySelector(`[${EARLY_PHOTO_ATTRIBUTE}]`);
  if (photoBox) photoBox.innerHTML = '<img src="/images/foods/kacchi-800.webp" alt="Kacchi Biryani" class="h-full w-full object-cover">';
  container.setAttribute(PRERENDERED_URL_ATTRIBUTE, prerendered.url);
  window.history.replaceState(null, '', url);
  root = await boot(container);
}

/** The footer's clock shows the time from the first render after hydration on. */
async function hydrated() {
  await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/\d:\d\d:\d\d [AP]M/));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  consoleErrors = [];
  // React reports a mismatch it recovered from, and in development every differing attribute, on console.error.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  stubApi([
    ['GET', /^\/top-foods$/, () => json([biryani])],
    ['GET', /^\/foods$/, () => json([biryani])],
    ['GET', /^\/categories$/, () => json([{ category: 'Rice', count: 1 }])],
    ['GET', /^\/food\/f1$/, () => json(biryani)],
    ['GET', /^\/logout$/, () => json({ success: true })],
  ]);
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
  delete window.__hydrationErrors;
  delete window.__takeEarlyClick;
  vi.useRealTimers();
  document.documentElement.classList.remove('dark');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('booting over a prerendered page', () => {
  it.each([
    ['/', '/', 'Kacchi Biryani'],
    ['/foods', '/foods', 'Kacchi Biryani'],
    ['/food/f1', '/food/prerendered', 'Kacchi Biryani'],
  ])('hydrates %s (an early photo in place) without a mismatch, then shows the data', async (url, prerenderedUrl, text) => {
    await visit(url, pageFor(prerenderedUrl));
    await hydrated();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Food Store.');
    expect(window.__hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });

  it('keeps the prerendered elements: React adopts the DOM instead of building it again', async () => {
    let heading: Element | null = null;
    const observer = new MutationObserver(() => (heading ??= container.querySelector('h1')));
    observer.observe(container, { childList: true });
    await visit('/', pageFor('/'));
    observer.disconnect();
    await hydrated();
    expect(heading).not.toBeNull();
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('hydrates a dark-theme page without a mismatch', async () => {
    localStorage.setItem('theme', 'dark');
    document.documentElement.classList.add('dark');
    await visit('/', pageFor('/'));
    await hydrated();
    expect(window.__hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('replays a tap made before the app booted, once', async () => {
    window.__takeEarlyClick = vi.fn(() => 'theme');
    await visit('/', pageFor('/'));
    await hydrated();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(window.__takeEarlyClick).toBeUndefined();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('renders afresh over markup of another URL (All Foods with a query, the shell)', async () => {
    await visit('/foods?category=Rice', pageFor('/foods'));
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/\d/));
    expect(window.__hydrationErrors).toBeUndefined();
    expect(screen.getByRole('button', { name: /Rice/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('isPrerenderedFor', () => {
  const named = (url: string | null) => {
    const element = document.createElement('div');
    if (url !== null) element.setAttribute(PRERENDERED_URL_ATTRIBUTE, url);
    return element;
  };
  it('is the same route without a query string', () => {
    expect(isPrerenderedFor(named('/'), { pathname: '/', search: '' })).toBe(true);
    expect(isPrerenderedFor(named('/foods'), { pathname: '/foods', search: '' })).toBe(true);
    expect(isPrerenderedFor(named('/food/prerendered'), { pathname: '/food/abc', search: '' })).toBe(true);
    expect(isPrerenderedFor(named('/foods'), { pathname: '/foods', search: '?q=rice' })).toBe(false);
    expect(isPrerenderedFor(named('/food/prerendered'), { pathname: '/food/a/b', search: '' })).toBe(false);
    expect(isPrerenderedFor(named('/'), { pathname: '/gallery', search: '' })).toBe(false);
    expect(isPrerenderedFor(named(null), { pathname: '/', search: '' })).toBe(false);
  });
});
