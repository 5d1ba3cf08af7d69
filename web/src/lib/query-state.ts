import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './http';

/** The id of the <script type="application/json"> that carries the server's query cache into the page. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** An ApiError as JSON carries it (an Error's own message is not enumerable; classes do not survive). */
interface TransferredError extends Error {
  status: number;
}

function isTransferredError(value: unknown): value is TransferredError {
  return typeof value === 'object' && value !== null && (value as TransferredError).name === 'ApiError' && typeof (value as TransferredError).status === 'number';
}

const transferred = (error: unknown): unknown =>
  error instanceof ApiError ? ({ name: 'ApiError', status: error.status, message: error.message } satisfies TransferredError) : error;
const revived = (error: unknown): unknown => (isTransferredError(error) ? new ApiError(error.status, error.message) : error);

/**
 * The server's dehydrated cache as JSON can carry it: an ApiError (a 404) becomes its name, status and message, and
 * the times are left out (the browser sets its own), so the same data always renders the same page (one ETag).
 */
export function toTransferState(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: {
        ...query.state,
        dataUpdatedAt: 0,
        errorUpdatedAt: 0,
        error: transferred(query.state.error) as Error | null,
        fetchFailureReason: transferred(query.state.fetchFailureReason) as Error | null,
      },
    })),
  };
}

/**
 * The cache to hydrate from what the server sent: errors are ApiErrors again, and every answer counts as fetched at
 * `now`. A CDN may serve the page a while after it was rendered; the page on screen shows that data, so fetching it
 * again at once would only repeat what is shown (the usual staleTime runs from the visit on).
 */
export function fromTransferState(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: {
        ...query.state,
        dataUpdatedAt: query.state.status === 'success' ? now : 0,
        errorUpdatedAt: query.state.status === 'error' ? now : 0,
        error: revived(query.state.error) as Error | null,
        fetchFailureReason: revived(query.state.fetchFailureReason) as Error | null,
      },
    })),
  };
}

/** JSON for a <script type="application/json"> (or ld+json) element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
