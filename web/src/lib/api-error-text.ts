import type { CodedMessage } from '@domain/message-codes';
import type { MessageTable } from '@domain/messages';
import { ApiError } from './http';

// An API error in the page's language (docs/ARCHITECTURE.md §5i "Error codes"): the API sends the MSG key of each
// message (`code`, `params`, `fieldCodes`) beside the spec's English; these write it with the page's MSG (useMessages()).
// Apart from http.ts, which every page's start carries: only the pages that show an API error load these.

function isCoded(value: unknown): value is CodedMessage {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { code?: unknown }).code === 'string';
}

/**
 * The text of an API code in a language's MSG (`msg`, from useMessages() or messagesOf(lang)): the text, or the
 * function applied to the code's values (a value that is itself a code is written first); undefined when `msg` has no
 * such text (an unknown code, values missing, a language whose table is not written).
 */
export function textOfCode(msg: MessageTable, coded: { code?: unknown; params?: unknown }): string | undefined {
  const { code, params } = coded;
  if (typeof code !== 'string' || !Object.hasOwn(msg, code)) return undefined;
  const entry: unknown = msg[code as keyof MessageTable];
  let text: string | undefined;
  if (typeof entry === 'string') text = entry;
  else if (typeof entry === 'function' && Array.isArray(params)) {
    const values = params.map((param: unknown) => (isCoded(param) ? textOfCode(msg, param) : param));
    if (values.some((value) => value === undefined)) return undefined;
    text = (entry as (...args: unknown[]) => string)(...values);
  }
  return text ? text : undefined;
}

/** What a failed call says in the page's language: the text of its code in `msg`, else the API's English message. */
export function apiErrorText(error: ApiError, msg: MessageTable): string {
  return (error.code && textOfCode(msg, error)) || error.message;
}

/** The field errors of a failed call in the page's language (each by its code, else the API's English). */
export function apiFieldErrors(error: ApiError, msg: MessageTable): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.errors ?? {}).map(([field, message]) => {
      const coded = error.fieldCodes?.[field];
      return [field, (coded && textOfCode(msg, coded)) || message];
    }),
  );
}

/**
 * The message to show for a failed call, in the page's language: the text of the server's code in `msg` (its English
 * message when the code is unknown), else the page's fallback (a network failure, a body without a message). Every
 * toast or notice of a refused call is written with it (or apiErrorText / apiFieldErrors), never with the English
 * `message` alone (§5i "Error codes").
 */
export function apiErrorMessage(error: unknown, fallback: string, msg: MessageTable): string {
  if (error instanceof ApiError && error.status !== 0 && error.message) return apiErrorText(error, msg);
  return fallback;
}
