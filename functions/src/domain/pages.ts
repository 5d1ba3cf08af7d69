/**
 * What the `api` function and the web app's server renderer (`functions/ssr`, made by the web build) agree on for the
 * server-rendered pages of docs/ARCHITECTURE.md §5e: the function answers the renderer's public API reads in-process
 * and serves the document it returns.
 */

/** One public API answer, as the web client would have received it over HTTP. */
export interface PageApiResponse {
  status: number;
  body: unknown;
  /** The response headers the client reads (`x-next-cursor`), by lower-case name. */
  headers: Record<string, string>;
}

export interface PageRequest {
  /** The page's path and query string, e.g. `/foods?q=rice`. */
  url: string;
  /** The site's public origin (`https://food.example`): canonical, og:url and og:image start with it. */
  origin: string;
  /** Answers a public GET of the API: the path as the web client writes it, without `/api` (`/food/abc`). */
  get(path: string): Promise<PageApiResponse>;
}

export interface RenderedPage {
  /** 200, or 404 when the page's subject does not exist. */
  status: number;
  /** The whole HTML document. */
  html: string;
}

/** The renderer's module (`functions/ssr/server-entry.js`). */
export interface PageRenderer {
  renderPage(request: PageRequest): Promise<RenderedPage>;
}
