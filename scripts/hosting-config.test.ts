import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firebaseJsonPath, generatedFirebaseJson, hostingConfig, pathsOutside, readPageLists } from './hosting-config.js';

describe('firebase.json Hosting config', () => {
  it('is what scripts/hosting-config.ts generates from the list of server-rendered pages (run it after changing that list)', async () => {
    const current = readFileSync(firebaseJsonPath(), 'utf8');
    expect(current).toBe(generatedFirebaseJson(current, await readPageLists()));
  });

  it('sends a page added to the list to the function, and leaves its Cache-Control to it', async () => {
    const lists = await readPageLists();
    expect(lists.pages).toEqual(['/', '/foods', '/food/:id']);
    expect(lists.langPrefixes).toEqual(['/bn']);
    const withKitchen = hostingConfig({ ...lists, pages: [...lists.pages, '/kitchen/:uid'] });
    expect(withKitchen.rewrites.filter((rule) => 'function' in rule).map((rule) => rule.source)).toEqual([
      '/api/**',
      '/photos/**',
      '/',
      '/foods',
      '/food/*',
      '/kitchen/*',
      // The same pages in Bangla (docs/ARCHITECTURE.md §5i), derived from the one list.
      '/bn',
      '/bn/',
      '/bn/foods',
      '/bn/food/*',
      '/bn/kitchen/*',
      '/sitemap.xml',
      '/sitemap-*',
    ]);
    const rule = withKitchen.headers.find((candidate) => 'regex' in candidate);
    const noCache = new RegExp((rule && 'regex' in rule && rule.regex) || '$^', 'u');
    for (const path of ['/kitchen/u1', '/food/f1', '/', '/foods', '/sitemap-3.xml', '/api/x', '/photos/p/1.webp', '/assets/a.js']) expect(noCache.test(path), path).toBe(false);
    for (const path of ['/kitchen', '/kitchen/', '/kitchen/u1/x', '/kitchens', '/kitche', '/gallery', '/food', '/food/a/b', '//x']) expect(noCache.test(path), path).toBe(true);
    // Bangla: its server pages keep the function's Cache-Control, its shells revalidate like English's.
    for (const path of ['/bn', '/bn/', '/bn/foods', '/bn/food/f1', '/bn/kitchen/u1']) expect(noCache.test(path), path).toBe(false);
    for (const path of ['/bn/login', '/bn/my-orders', '/bn/food', '/bn/food/a/b', '/bn//', '/bnx', '/bn/foodsx', '/bn/app.html']) expect(noCache.test(path), path).toBe(true);
  });

  it('serves the Bangla signed-in pages the Bangla noindex shell, every other /bn page the Bangla shell', async () => {
    const { rewrites } = hostingConfig(await readPageLists());
    const shells = rewrites.filter((rule) => 'destination' in rule).map((rule) => [rule.source, 'destination' in rule ? rule.destination : '']);
    expect(shells).toEqual([
      ...['/my-*', '/orders/**', '/add-food', '/cart', '/foodPurchase/**', '/update-food/**', '/update-Food/**'].map((source) => [source, '/private.html']),
      ...['/bn/my-*', '/bn/orders/**', '/bn/add-food', '/bn/cart', '/bn/foodPurchase/**', '/bn/update-food/**', '/bn/update-Food/**'].map((source) => [source, '/bn/private.html']),
      ['/bn/**', '/bn/app.html'],
      ['**', '/app.html'],
    ]);
  });

  it('spells the no-cache paths without lookahead (RE2), letter by letter', () => {
    const regex = pathsOutside(['/a-*', '/ab'], ['x']);
    expect(regex).not.toMatch(/\(\?[=!<]/);
    const re = new RegExp(regex, 'u');
    for (const path of ['/', '/a', '/a/b', '/abc', '/ab/c', '/b', '/xy', '/x-', '//']) expect(re.test(path), path).toBe(true);
    for (const path of ['/ab', '/a-', '/a-1', '/x', '/x/', '/x/y']) expect(re.test(path), path).toBe(false);
  });
});
