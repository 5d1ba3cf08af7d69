import type { Request, RequestHandler, Response } from 'express';
import { logger, type LogEntry } from 'firebase-functions/logger';
import { readMetricsOf } from './server-timing.js';

// One structured line per request, in Cloud Logging's JSON shape (functions/README.md, "Logs"). firebase-functions'
// logger prints each entry as one JSON line, which Cloud Logging reads as the entry's jsonPayload, severity,
// httpRequest and trace. No line may hold an e-mail address, cookie, token, phone number or street address: paths
// are logged with their parameters masked, query strings and bodies never, and error text is scrubbed.

/** Writes one entry: the only way the API logs. */
export function writeLog(entry: LogEntry): void {
  logger.write(entry);
}

interface Failure {
  /** An unexpected error's stack (a 500), for Error Reporting. */
  stack?: string;
  /** Why a dependency or the operator made the request fail (a 503). */
  reason?: string;
}

const failures = new WeakMap<Response, Failure>();

// E-mail addresses (also URL-encoded), JWTs (session cookies and ID tokens: a JSON header starts eyJ) and Bangladeshi
// mobile numbers in free text such as an error's message.
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;
const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const BD_PHONE = /(?<![\dA-Za-z])(?:\+?880[\s-]?|0)?1[3-9]\d{2}[\s-]?\d{6}(?!\d)/g;

/** Free text with e-mail addresses, tokens and phone numbers masked. */
export function scrub(text: string): string {
  return text.replace(JWT, '[token]').replace(EMAIL, '[email]').replace(BD_PHONE, '[phone]');
}

// A path segment that is a word of the route (`purchase-food`, `status`) is kept; anything else is a parameter.
const ROUTE_WORD = /^[a-z]{1,32}(?:-[a-z]{1,32}){0,3}$/;

/** The request's path without its query, each parameter masked: `/api/foods/:email`, `/api/food/:id`. */
export function logPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => {
      if (segment === '' || ROUTE_WORD.test(segment)) return segment;
      return /@|%40/i.test(segment) ? ':email' : ':id';
    })
    .join('/');
}

// A query value this short is no one's data, and masking it would garble the rest of the text (line numbers).
const QUERY_VALUE_MIN = 3;

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/**
 * The request's query string as an error's text may repeat it (a search for a name or an address): the whole of it,
 * and each value raw and decoded, longest first.
 */
function queryTexts(url: string): string[] {
  const at = url.indexOf('?');
  if (at < 0 || at === url.length - 1) return [];
  const query = url.slice(at + 1);
  const texts = new Set([query]);
  for (const part of query.split('&')) {
    const value = part.slice(part.indexOf('=') + 1);
    for (const text of [value, decodeQueryPart(value)]) if (text.length >= QUERY_VALUE_MIN) texts.add(text);
  }
  return [...texts].sort((a, b) => b.length - a.length);
}

/** An error's text for the log of the request `url`: its query string and values masked, then scrub. */
export function scrubFor(url: string, text: string): string {
  return scrub(queryTexts(url).reduce((masked, query) => masked.replaceAll(query, '[query]'), text));
}

/**
 * Records why a request failed, for its log line (every handler that fails a request calls it, never logs itself):
 * the text is scrubbed, and the request's own query string masked in it.
 */
export function noteFailure(res: Response, error: unknown, reason?: string): void {
  const url = (res.req as Request | undefined)?.originalUrl ?? '';
  if (reason !== undefined) failures.set(res, { reason: scrubFor(url, reason) });
  else failures.set(res, { stack: scrubFor(url, error instanceof Error ? (error.stack ?? String(error)) : String(error)) });
}

// X-Cloud-Trace-Context: TRACE_ID/SPAN_ID;o=OPTIONS, TRACE_ID 32 hex digits. Anything else (the header is client
// text outside Google's front end) is not logged.
const CLOUD_TRACE = /^([0-9a-f]{32})(?:\/\d{1,20})?(?:;o=[0-3])?$/i;

function traceOf(req: Request, projectId: string): string | undefined {
  const match = CLOUD_TRACE.exec(req.get('x-cloud-trace-context') ?? '');
  return match && projectId ? `projects/${projectId}/traces/${match[1]?.toLowerCase()}` : undefined;
}

function severityOf(status: number): LogEntry['severity'] {
  if (status >= 500) return 'ERROR';
  return status >= 400 ? 'WARNING' : 'INFO';
}

/** Logs every request once it is answered (or abandoned by its client): goes first, so its latency is the whole request. */
export function requestLog(projectId: string): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const ms = performance.now() - started;
      // 499: the client went away before the answer was sent (nginx's convention).
      const status = res.writableFinished || res.headersSent ? res.statusCode : 499;
      const path = logPath(req.originalUrl);
      const metrics = readMetricsOf(res);
      const failure = failures.get(res);
      const trace = traceOf(req, projectId);
      writeLog({
        severity: severityOf(status),
        message: `${req.method} ${path} ${status} ${Math.round(ms)} ms`,
        httpRequest: { requestMethod: req.method, requestUrl: path, status, latency: `${(ms / 1000).toFixed(3)}s` },
        reads: metrics?.reads ?? 0,
        firestoreMs: Math.round((metrics?.durationMs ?? 0) * 10) / 10,
        ...(failure?.reason !== undefined && { reason: failure.reason }),
        // Error Reporting reads a stack trace from this field first.
        ...(failure?.stack !== undefined && { stack_trace: failure.stack }),
        ...(trace && { 'logging.googleapis.com/trace': trace }),
      });
    };
    res.once('finish', log);
    res.once('close', log);
    next();
  };
}
