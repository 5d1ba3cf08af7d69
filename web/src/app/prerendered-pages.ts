export interface PrerenderedPage {
  /** The URL rendered. */
  url: string;
  /** The file written into the build output; firebase.json serves it for its routes. */
  file: string;
  /** Render the layout alone (the SPA fallback for every route without a file of its own). */
  shell?: boolean;
}

/** The pages Hosting serves as prerendered HTML: the public routes whose first paint matters, and the fallback. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { url: '/', file: 'index.html' },
  { url: '/foods', file: 'foods.html' },
  { url: '/food/prerendered', file: 'food.html' },
  { url: '/', file: 'app.html', shell: true },
];

const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * A prerendered page: the built index.html with the app's markup in #root and its stylesheet inlined, so the first
 * paint waits for neither the CSS file (a render-blocking round trip on a phone) nor any JavaScript.
 */
export function prerenderedPage(template: string, markup: string, readAsset: (href: string) => string): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`the built index.html has no ${ROOT_ELEMENT}`);
  const stylesheet = STYLESHEET_LINK.exec(template);
  if (!stylesheet?.[1]) throw new Error('the built index.html links no stylesheet from /assets');
  const css = readAsset(stylesheet[1]).replace(/<\/style/gi, '<\\/style');
  return template
    .replace(stylesheet[0], () => `<style>${css}</style>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
}
