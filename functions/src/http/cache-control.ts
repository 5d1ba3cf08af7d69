import type { RequestHandler } from 'express';

// Hosting drops Set-Cookie unless Cache-Control contains private; per-user data must never be publicly cached.
export const PRIVATE_NO_STORE = 'private, no-store';
// Public data that changes with every purchase or edit: browsers and the CDN revalidate (cheap with the ETag).
export const PUBLIC_REVALIDATE = 'public, no-cache';
// The best-seller ranking moves slowly; a few minutes of CDN caching saves reads on the home page.
export const PUBLIC_TOP_FOODS = 'public, max-age=60, s-maxage=300';

/** Every response defaults to private, no-store; public routes opt in. */
export const defaultCacheControl: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', PRIVATE_NO_STORE);
  next();
};

// Server-rendered pages (docs/ARCHITECTURE.md §5e) carry no per-user data: the CDN keeps them a minute and serves a
// stale copy while it fetches the next; browsers always revalidate.
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
// The sitemap's files change with every add, edit and delete of a food; the CDN keeps them an hour.
export const PUBLIC_SITEMAP = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
