import { parse } from 'node:querystring';
import type { PageApiResponse, PageRequest } from '../domain/pages.js';
import { PUBLIC_READS_MAX } from '../domain/limits.js';
import { NEXT_CURSOR_HEADER } from '../domain/paging.js';
import type { FoodsRepo } from '../foods/foods-repo.js';
import { foodsPage } from '../foods/foods-routes.js';
import { NotFound } from '../domain/errors.js';
import { statusOf } from '../http/error-handler.js';

const FOOD_PATH = /^\/food\/([^/]+)$/;

function decodeId(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new NotFound();
  }
}

/**
 * The public reads the page renderer asks for, answered in-process by the same repo calls and parameter rules as
 * their /api routes (foods-routes.ts): a page reads what those calls would, and no more. A 4xx is an answer, as over
 * HTTP; anything else (a 503 past the request's deadline) fails the read.
 */
export function pageApi(foods: FoodsRepo): PageRequest['get'] {
  async function read(url: URL): Promise<Omit<PageApiResponse, 'status'>> {
    if (url.pathname === '/top-foods') return { body: await foods.topFoods(), headers: {} };
    if (url.pathname === '/categories') return { body: await foods.categories(), headers: {} };
    if (url.pathname === '/foods') {
      // Parsed as Express parses a query string (a repeated parameter is a list, which the route refuses).
      // All Foods' page also reads the category summary (1 document): together at most PUBLIC_READS_MAX.
      const page = await foodsPage(foods, { query: parse(url.search.slice(1)) }, PUBLIC_READS_MAX - 1);
      return { body: page.foods, headers: page.nextCursor ? { [NEXT_CURSOR_HEADER.toLowerCase()]: page.nextCursor } : {} };
    }
    const food = FOOD_PATH.exec(url.pathname)?.[1];
    if (food) return { body: await foods.get(decodeId(food)), headers: {} };
    throw new Error(`the page renderer asked for ${url.pathname}, which is no public read`);
  }

  return async (path) => {
    try {
      return { status: 200, ...(await read(new URL(path, 'http://api.invalid'))) };
    } catch (error) {
      const status = statusOf(error);
      if (status !== undefined && status < 500) return { status, body: { message: (error as Error).message }, headers: {} };
      throw error;
    }
  };
}
