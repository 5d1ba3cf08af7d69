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
