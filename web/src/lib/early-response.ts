/** What index.html's inline script leaves for the app: the first API call of a data page, started before any JS. */
interface EarlyApi {
  path: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __earlyApi?: EarlyApi;
  }
}

/**
 * The response index.html started for this API path (as the client writes it, without /api), once; afterwards, or
 * for any other path, undefined and the client fetches as usual.
 */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlyApi;
  if (!early || early.path !== path) return undefined;
  delete window.__earlyApi;
  return early.response;
}
