/**
 * The paths the web build's renderer serves (its `pagePaths`: SERVER_PAGES in every language), for the tests'
 * stand-in renderers; web/src/app/server-render.test.tsx pins the real list (`serverPagePaths()`) to the same.
 */
export const PAGE_PATHS: readonly string[] = ['/', '/foods', '/food/:id', '/bn', '/bn/', '/bn/foods', '/bn/food/:id'];

/** The English page of a page path: a Bangla page (`/bn`, `/bn/…`) reads what its English page reads. */
export function englishPagePath(pathname: string): string {
  return pathname.replace(/^\/bn(?=\/|$)/, '') || '/';
}
