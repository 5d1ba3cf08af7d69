import type { RequestHandler, Response } from 'express';
import { newReadMetrics, withReadMetrics, type ReadMetrics } from '../db/read-metrics.js';

const metricsOf = new WeakMap<Response, ReadMetrics>();

/**
 * Adds `Server-Timing: firestore;dur=<ms>;desc="reads=<n>"` to every response (errors and 413s included).
 * Goes first; `trackReads` later makes the same metrics current for the Firestore helpers.
 */
export const serverTiming: RequestHandler = (_req, res, next) => {
  const metrics = newReadMetrics();
  metricsOf.set(res, metrics);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  // Headers are final only at writeHead, after the handler or the error handler ran.
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) {
      res.setHeader('Server-Timing', `firestore;dur=${metrics.durationMs.toFixed(1)};desc="reads=${metrics.reads}"`);
    }
    return writeHead(...args);
  }) as Response['writeHead'];
  next();
};

/** The Firestore metrics of a response, for its log line. */
export function readMetricsOf(res: Response): ReadMetrics | undefined {
  return metricsOf.get(res);
}

/** Runs the rest of the chain with this response's metrics in AsyncLocalStorage; mount after the body parsers. */
export const trackReads: RequestHandler = (_req, res, next) => {
  // Body parsing resumes in the socket's async context, so the store is entered only once the body is read.
  withReadMetrics(metricsOf.get(res) ?? newReadMetrics(), next);
};
