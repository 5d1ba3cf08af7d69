import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';
import { MSG } from '../domain/messages.js';
import type { ApiErrorBody } from '../domain/types.js';
import { HttpError, NotFound } from './errors.js';

/** body-parser's errors carry a `type` and a client status. */
function bodyParserStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error) || !('status' in error)) return undefined;
  const { type, status } = error as { type: unknown; status: unknown };
  if (typeof type !== 'string' || typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  return status;
}

function bodyParserMessage(error: { type?: unknown }, status: number): string {
  if (status === 413) return MSG.bodyTooLarge;
  if (error.type === 'entity.parse.failed') return MSG.invalidJson;
  return MSG.invalidInput;
}

/** Unknown paths: 404 JSON. */
export const notFound: RequestHandler = (_req, _res, next) => next(new NotFound());

/** The only place that writes an error response. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  let status = 500;
  let body: ApiErrorBody = { message: MSG.serverError };
  const clientStatus = bodyParserStatus(error);
  if (error instanceof HttpError) {
    status = error.status;
    body = error.errors && Object.keys(error.errors).length ? { message: error.message, errors: error.errors } : { message: error.message };
  } else if (clientStatus !== undefined) {
    status = clientStatus;
    body = { message: bodyParserMessage(error as { type?: unknown }, clientStatus) };
  } else {
    // An Error argument puts its stack into the log entry, never into the response.
    logger.error(`Unhandled error in ${req.method} ${req.path}:`, error);
  }
  res.status(status).set('Cache-Control', 'private, no-store').json(body);
};
