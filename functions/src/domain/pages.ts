/**
 * What the `api` function and the web app's server renderer (`functions/ssr`, made by the web build) agree on for the
 * server-rendered pages of docs/ARCHITECTURE.md §5e: the function hands the renderer the public reads its pages'
 * loaders call, and serves the document it returns.
 */
import type { FoodSort } from './foods.js';
import type { CategoryCount, Food, TopFood } from './types.js';

/** One All Foods list, as the page asks for it (the first page of `GET /api/foods?search=&category=&sort=`). */
export interface PageFoodsQuery {
  search: string;
  category: string;
  sort: FoodSort;
}

/**
 * The public reads a page route's loader makes: on the server the repos answer them (the same calls and parameter
 * rules as their /api routes), in the browser the app's /api client. Each reads what its API call reads, no more.
 */
export interface PageReads {
  /** `GET /api/top-foods`. */
  topFoods(): Promise<TopFood[]>;
  /** `GET /api/categories`. */
  categories(): Promise<CategoryCount[]>;
  /** The first page of `GET /api/foods`: the foods and the X-Next-Cursor, if any. */
  foods(query: PageFoodsQuery): Promise<{ foods: Food[]; nextCursor: string | null }>;
  /** `GET /api/food/:id`; null when there is no such dish (the API's 404). */
  food(id: string): Promise<Food | null>;
}

export interface PageRequest {
  /** The page's path and query string, e.g. `/foods?q=rice`. */
  url: string;
  /** The site's public origin (`https://food.example`): canonical, og:url and og:image start with it. */
  origin: string;
  reads: PageReads;
}

export interface RenderedPage {
  /** 200; 404 when the page's subject does not exist; 503 when some of its data could not be read. */
  status: number;
  /** The whole HTML document. */
  html: string;
}

/** The renderer's module (`functions/ssr/server-entry.js`). */
export interface PageRenderer {
  /**
   * The route patterns of the pages it renders, in every language (`/`, `/foods`, `/food/:id`, `/bn`, `/bn/`, …: the
   * web app's SERVER_PAGES): the function serves these paths with `renderPage`, and no others.
   */
  readonly pagePaths: readonly string[];
  renderPage(request: PageRequest): Promise<RenderedPage>;
}
