import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, LimitReached, NotFound, type DomainErrorKind } from '../domain/errors.js';
import { MSG, type MessageCode } from '../domain/messages.js';
import type { ApiErrorBody } from '../domain/types.js';
import { HttpError, ServiceUnavailable } from './errors.js';
import { noteFailure } from './request-log.js';

/** The status of each refusal of the domain: the one place where they become HTTP. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'limit-reached': 429,
};

/** The status of an error the app raised (a refusal of the domain or an `HttpError`); undefined for any other. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof DomainError) return DOMAIN_STATUS[error.kind];
  if (error instanceof HttpError) return error.status;
  return undefined;
}

/**
 * The client status of an error raised by Express's own parts: body-parser's errors carry a `type` and a status, or
 * (a body it could not inflate: `Content-Encoding: gzip` on bytes that are not gzip) only the status and `expose` that
 * http-errors gives every 4xx it wraps; the router marks a path parameter it cannot decode (`/api/food/%E0%A4%A`) as a
 * URIError with status 400.
 */
function clientStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (undecodable(error)) return 400;
  const fromBodyParser = typeof (error as { type?: unknown }).type === 'string';
  const fromHttpErrors = (error as { expose?: unknown }).expose === true;
  return fromBodyParser || fromHttpErrors || error instanceof URIError ? status : undefined;
}

/**
 * body-parser's 415 for a body in a charset or a `Content-Encoding` it cannot decode (`charset=latin1`, `compress`): a
 * body the API cannot read, 400 like any other (§5), not "Some fields are invalid.".
 */
function undecodable(error: object): boolean {
  const { type } = error as { type?: unknown };
  return type === 'charset.unsupported' || type === 'encoding.unsupported';
}

function clientCode(error: { type?: unknown }, status: number): MessageCode {
  if (status === 413) return 'bodyTooLarge';
  if (error.type === 'entity.parse.failed') return 'invalidJson';
  if (error instanceof URIError) return 'malformedPath';
  if (error.type === undefined || undecodable(error)) return 'unreadableBody';
  return 'invalidInput';
}

/** The body of an error: its English message and field errors, each with its code (§5i "Error codes"). */
function bodyOf(error: DomainError | HttpError): ApiErrorBody {
  // Every text the API raises is one of MSG's; one that is not would still answer with a code a client can show.
  const { code, params } = error.coded ?? { code: 'serverError' as const };
  const body: ApiErrorBody = params ? { message: error.message, code, params } : { message: error.message, code };
  if (error instanceof DomainError && error.errors && Object.keys(error.errors).length) {
    body.errors = error.errors;
    body.fieldCodes = error.fieldCodes ?? {};
  }
  return body;
}

/** Unknown paths: 404 JSON. */
export const notFound: RequestHandler = (_req, _res, next) => next(new NotFound());

/** The only place that writes an error response; why a request failed goes to its log line (request-log.ts) only. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (res.headersSent) {
    // Too late for an error response; Express's own handler would print the stack as unstructured text.
    noteFailure(res, error);
    res.destroy();
    return;
  }
  let status = 500;
  let body: ApiErrorBody = { message: MSG.serverError, code: 'serverError' };
  const knownClientStatus = clientStatus(error);
  if (error instanceof DomainError || error instanceof HttpError) {
    status = statusOf(error) ?? status;
    if (error instanceof LimitReached || error instanceof ServiceUnavailable) {
      res.set('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    // An outage or an operator error: logged with its reason, never sent to the client.
    if (error instanceof ServiceUnavailable) noteFailure(res, error, error.reason ?? error.message);
    body = bodyOf(error);
  } else if (knownClientStatus !== undefined) {
    status = knownClientStatus;
    const code = clientCode(error as { type?: unknown }, knownClientStatus);
    body = { message: MSG[code] as string, code };
  } else {
    // The stack goes into the request's log line, never into the response.
    noteFailure(res, error);
  }
  res.status(status).set('Cache-Control', 'private, no-store').json(body);
};
