import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidElement } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appModuleFiles, PRERENDERED_PAGES, prerenderedPage, withAppModules } from './prerendered-pages';
import { prerender } from './prerender';
import { routes, whenRouterReady } from './router';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const firebase = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
  hosting: { rewrites: { source: string; destination?: string }[] };
};

/** The file Hosting answers a page URL with: index.html for /, else the first rewrite whose glob matches. */
function servedFile(url: string): string | undefined {
  if (url === '/') return 'index.html';
  const glob = (source: string) => new RegExp(`^${source.replace(/\*\*/g, '.*').replace(/(?<!\.)\*/g, '[^/]+')}$`);
  return firebase.hosting.rewrites.find((rule) => rule.destination && glob(rule.source).test(url))?.destination?.slice(1);
}

const text = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

describe('prerendered pages', () => {
  it('home: the layout, the hero and its image, the menu holding its place while auth is unknown', async () => {
    const html = await prerender('/');
    expect(text(html)).toContain('Taste the Tradition, Feel the Innovation.');
    expect(html).toMatch(/<img[^>]+hero-640\.webp/);
    expect(html).toContain('data-testid="nav-auth-placeholder"');
    const nav = new DOMParser().parseFromString(html, 'text/html').querySelector('nav[aria-label="Main"]');
    expect(nav?.textContent).toBe('HomeAll FoodsGallery');
    expect(text(html)).toContain('All rights reserved.');
  });

  it('All Foods: the hero, the search box and the skeletons', async () => {
    const html = await prerender('/foods');
    expect(text(html)).toContain('Explore Our Culinary World');
    expect(html).toContain('placeholder="Search by food name..."');
    expect(html).toContain('aria-busy="true"');
  });

  it('a food: the page frame and its skeleton', async () => {
    const html = await prerender('/food/prerendered');
    expect(text(html)).toContain('Back to All Foods');
  });

  it('the shell: the layout around an empty main', async () => {
    const html = await prerender('/', { shell: true });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('header nav[aria-label="Main"]')).not.toBeNull();
    expect(doc.querySelector('main')?.textContent).toBe('');
    expect(doc.querySelector('footer')).not.toBeNull();
  });

  it('writes no inline script (the CSP allows only index.html\'s own, by hash)', async () => {
    for (const page of PRERENDERED_PAGES) expect(await prerender(page.url, { shell: page.shell })).not.toMatch(/<script/);
  });

  it('is what Hosting serves for each route (firebase.json rewrites)', () => {
    expect(servedFile('/')).toBe('index.html');
    expect(servedFile('/foods')).toBe('foods.html');
    expect(servedFile('/food/abc123')).toBe('food.html');
    for (const url of ['/gallery', '/my-orders', '/food/a/b', '/foods/x', '/no/such/page']) expect(servedFile(url), url).toBe('app.html');
    expect(new Set(PRERENDERED_PAGES.map((page) => page.file))).toEqual(new Set(['index.html', 'foods.html', 'food.html', 'app.html']));
  });

  it('puts the markup into #root and inlines the stylesheet of the built index.html', () => {
    const template =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body>';
    const page = prerenderedPage(template, '<main>Hi $&</main>', (href) => (href === '/assets/index-abc.css' ? 'a{color:red}</style>' : ''));
    expect(page).toBe(
      '<head><style>a{color:red}<\\/style></style><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"><main>Hi $&</main></div></body>',
    );
    expect(() => prerenderedPage('<div id="root"></div>', '', () => '')).toThrow(/no stylesheet/);
  });

  it("names each page's module as the one the router loads for its URL", async () => {
    for (const page of PRERENDERED_PAGES.filter((candidate) => !candidate.shell)) {
      const router = createMemoryRouter(routes, { initialEntries: [page.url] });
      await whenRouterReady(router);
      const element = router.state.matches.at(-1)?.route.element;
      const { default: Page } = (await import(/* @vite-ignore */ `../../${page.module}`)) as { default: unknown };
      expect(isValidElement(element) && element.type, page.url).toBe(Page);
      router.dispose();
    }
  });

  it('names the URL a page was rendered for on #root (the app hydrates it), but not for the shell', () => {
    const template = '<head><link rel="stylesheet" href="/assets/i.css"></head><body><div id="root"></div></body>';
    const css = () => '';
    expect(prerenderedPage(template, '<p></p>', css, { url: '/foods', file: 'foods.html' })).toContain('<div id="root" data-prerendered="/foods"><p></p></div>');
    expect(prerenderedPage(template, '<p></p>', css, { url: '/', file: 'app.html', shell: true })).toContain('<div id="root"><p></p></div>');
  });

  it('lists the modules the app starts with: the entry\'s dynamic imports and all they import, once', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_runtime.js'], dynamicImports: ['react-dom/client.js', 'src/app/boot.tsx'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      'react-dom/client.js': { file: 'assets/client.js', imports: ['_react-dom.js', '_runtime.js'] },
      '_react-dom.js': { file: 'assets/react-dom.js' },
      'src/app/boot.tsx': { file: 'assets/boot.js', imports: ['_react-dom.js', '_router.js'], dynamicImports: ['src/features/home/home-page.tsx'] },
      '_router.js': { file: 'assets/router.js' },
      'src/features/home/home-page.tsx': { file: 'assets/home-page.js' },
    };
    expect(appModuleFiles(manifest)).toEqual(['/assets/client.js', '/assets/react-dom.js', '/assets/boot.js', '/assets/router.js']);
    expect(appModuleFiles(manifest, 'src/features/home/home-page.tsx')).toEqual([
      '/assets/client.js',
      '/assets/react-dom.js',
      '/assets/boot.js',
      '/assets/router.js',
      '/assets/home-page.js',
    ]);
    expect(() => appModuleFiles(manifest, 'src/features/nope.tsx')).toThrow(/no src\/features\/nope.tsx/);
    expect(() => appModuleFiles({})).toThrow(/no index.html/);
    expect(withAppModules('<head><title>x</title></head>', ['/assets/a.js', '/assets/b.js'])).toBe(
      '<head><title>x</title>  <meta name="app-modules" content="/assets/a.js /assets/b.js" />\n  </head>',
    );
  });
});
