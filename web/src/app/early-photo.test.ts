import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { foodImageSrcSet } from '../components/food-image';
import { EARLY_PHOTO_ATTRIBUTE } from '../components/skeletons';

// index.html's inline script shows a data page's first food photo before the app has loaded, and tells main.tsx
// (window.__earlyPhoto) which image that is, or that there is none: the app loads once it is on screen.
const html = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function openPage(pathname: string, answer: () => Promise<Response>) {
  window.history.replaceState(null, '', pathname);
  vi.stubGlobal('fetch', vi.fn(answer));
  const box = document.createElement('div');
  box.setAttribute(EARLY_PHOTO_ATTRIBUTE, '');
  document.body.appendChild(box);
  new Function(inlineScript)();
  return box;
}

const food = { _id: 'f1', foodName: 'Fuchka', foodImage: '/images/foods/fuchka-800.webp' };

afterEach(() => {
  document.body.replaceChildren();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  delete window.__earlyApi;
  delete window.__earlyPhoto;
  delete window.__takeEarlyClick;
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe("index.html's early photo", () => {
  it('is the image put into the photo box of a food page', async () => {
    const box = openPage('/food/f1', async () => new Response(JSON.stringify(food), { status: 200 }));
    const photo = await window.__earlyPhoto;
    expect(photo).toBeInstanceOf(HTMLImageElement);
    expect(photo?.parentElement).toBe(box);
    expect(photo?.alt).toBe('Fuchka');
    expect(photo?.getAttribute('srcset')).toBe('/images/foods/fuchka-400.webp 400w, /images/foods/fuchka-800.webp 800w');
  });

  it("is All Foods' first card photo", async () => {
    openPage('/foods', async () => new Response(JSON.stringify([food, { ...food, _id: 'f2' }]), { status: 200 }));
    expect((await window.__earlyPhoto)?.getAttribute('src')).toBe('/images/foods/fuchka-800.webp');
  });

  it('is null when there is no photo to show: an error answer, no network, no food, a local path of another shape', async () => {
    const answers = [
      async () => new Response(JSON.stringify({ message: 'Food not found.' }), { status: 404 }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('[]', { status: 200 }),
      async () => new Response(JSON.stringify({ ...food, foodImage: '/elsewhere/x.png' }), { status: 200 }),
    ];
    for (const answer of answers) {
      const box = openPage('/foods', answer);
      expect(await window.__earlyPhoto).toBeNull();
      expect(box.childElementCount).toBe(0);
      document.body.replaceChildren();
    }
  });

  it("is an uploaded photo with the srcset its url names, as FoodImage draws it", async () => {
    const url = '/photos/AbCdEfGhIjKlMnOpQrSt/400-800-1000/800.webp';
    openPage('/food/f1', async () => new Response(JSON.stringify({ ...food, foodImage: url }), { status: 200 }));
    const photo = await window.__earlyPhoto;
    expect(photo?.getAttribute('src')).toBe(url);
    expect(photo?.getAttribute('srcset')).toBe(foodImageSrcSet(url));
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('imagesrcset')).toBe(foodImageSrcSet(url));
  });

  it('is not promised on pages without an early call', () => {
    openPage('/', async () => new Response('{}'));
    expect(window.__earlyPhoto).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
