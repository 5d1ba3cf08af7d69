import { describe, expect, it } from 'vitest';
import type { PageReads } from '@domain/pages';
import { makeFood } from '../testing/fixtures';
import { paths } from '../lib/paths';
import { renderApp } from './server-render';

// What a server-rendered page offers before its JavaScript runs (or when it never does): links and forms only, which
// the browser follows and the server answers. The app takes over the same elements when it hydrates.

const dish = makeFood({ _id: 'f1', foodName: 'Kacchi Biryani', foodImage: '/images/foods/kacchi-800.webp' });
const api: PageReads = {
  topFoods: () => Promise.resolve([{ ...dish, rank: 1 }]),
  categories: () => Promise.resolve([{ category: 'Rice', count: 1 }]),
  foods: () => Promise.resolve({ foods: [dish], nextCursor: null }),
  food: (id) => Promise.resolve(id === 'f1' ? dish : null),
};

const markupOf = async (url: string) => new DOMParser().parseFromString((await renderApp(url, api, 'https://food.example')).markup, 'text/html');

describe('a server-rendered page before the app runs', () => {
  it.each(['/', '/foods', '/food/f1'])('%s: the phone menu is a link to the site’s links in the footer', async (url) => {
    const page = await markupOf(url);
    const menu = page.querySelector('header [aria-label="Open menu"]');
    expect(menu?.localName).toBe('a');
    const target = page.getElementById(menu?.getAttribute('href')?.replace(/^#/, '') ?? '');
    expect(target?.localName).toBe('nav');
    expect(target?.closest('footer')).not.toBeNull();
    expect([...(target?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual([paths.home, paths.foods, paths.gallery]);
  });

  it('All Foods: the search form sends its text, category and sort by GET to /foods, with a submit button', async () => {
    const page = await markupOf('/foods?q=tehari&category=Rice&sort=popular');
    const form = page.querySelector<HTMLFormElement>('form[role="search"]');
    expect(form?.getAttribute('action')).toBe(paths.foods);
    expect(form?.getAttribute('method') ?? 'get').toBe('get');
    expect(form?.querySelector('button[type="submit"]')?.getAttribute('aria-label')).toBe('Search');
    const sent = new URLSearchParams([...new FormData(form ?? undefined)].map(([name, value]) => [name, String(value)]));
    expect(Object.fromEntries(sent)).toEqual({ q: 'tehari', category: 'Rice', sort: 'popular' });
  });
});
