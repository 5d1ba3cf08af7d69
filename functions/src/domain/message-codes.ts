import { MSG, type MessageCode, type MessageTable } from './messages.js';

/**
 * The `code` of an API error (docs/ARCHITECTURE.md §5i "Error codes"): the MSG key of its message, and for a text made
 * from values (an MSG function) the values too, so a client can write the same text in its own language.
 */
export interface CodedMessage {
  code: MessageCode;
  /** The MSG function's arguments, in order; an argument that is itself an MSG text comes as its own CodedMessage. */
  params?: MessageParam[];
}
export type MessageParam = string | number | string[] | CodedMessage;

/** A text and, when it is one of MSG's, its code. */
export interface SaidText extends Partial<CodedMessage> {
  text: string;
}

// A coded text travels through the places that take a string (yup's messages, field errors, an error's message) as
// MARK + code, then MARK + the JSON of its values; `said` turns it back into MSG's English and its code.
const MARK = '\u0000';

function mark(code: MessageCode, params?: unknown[]): string {
  return params ? `${MARK}${code}${MARK}${JSON.stringify(params)}` : `${MARK}${code}`;
}

/**
 * MSG with each text marked by its code: what the API raises its errors and builds its schemas with (http/api-schemas.ts),
 * so every error carries the code of the place that raised it. Never sent as is: `said` reads it back.
 */
export const CODED: MessageTable = Object.fromEntries(
  Object.entries(MSG).map(([code, entry]) => [code, typeof entry === 'function' ? (...params: unknown[]) => mark(code as MessageCode, params) : mark(code as MessageCode)]),
) as unknown as MessageTable;

/** The code of each constant text of MSG (texts written once in English and kept by the first of equal ones). */
const CODE_OF_TEXT = new Map<string, MessageCode>();
for (const [code, entry] of Object.entries(MSG)) {
  if (typeof entry === 'string' && !CODE_OF_TEXT.has(entry)) CODE_OF_TEXT.set(entry, code as MessageCode);
}

function isCode(code: string): code is MessageCode {
  return Object.hasOwn(MSG, code);
}

/** A value of a coded text: a nested coded text becomes its own CodedMessage (and its English for MSG). */
function paramOf(value: unknown): { param: MessageParam; english: unknown } {
  if (typeof value === 'string' && value.startsWith(MARK)) {
    const inner = said(value);
    if (inner.code) return { param: inner.params ? { code: inner.code, params: inner.params } : { code: inner.code }, english: inner.text };
  }
  return { param: value as MessageParam, english: value };
}

/**
 * A text as the client gets it: a marked text (CODED) as MSG's English with its code and values; an English text of
 * MSG with its code; any other text as it is (no code).
 */
export function said(text: string): SaidText {
  if (!text.startsWith(MARK)) {
    const code = CODE_OF_TEXT.get(text);
    return code ? { text, code } : { text };
  }
  const end = text.indexOf(MARK, 1);
  const code = end < 0 ? text.slice(1) : text.slice(1, end);
  if (!isCode(code)) return { text: MSG.serverError, code: 'serverError' };
  const entry: unknown = MSG[code];
  if (typeof entry === 'string') return { text: entry, code };
  const values = (end < 0 ? [] : (JSON.parse(text.slice(end + 1)) as unknown[])).map(paramOf);
  const english = (entry as (...args: unknown[]) => string)(...values.map((value) => value.english));
  return { text: english, code, params: values.map((value) => value.param) };
}

/** The code of a said text, without the text: what an error body's `fieldCodes` holds. */
export function codedOf(text: SaidText): CodedMessage | undefined {
  if (!text.code) return undefined;
  return text.params ? { code: text.code, params: text.params } : { code: text.code };
}

/** The English text of a code and its values: MSG[code](...params), as a client writes it (nested codes included). */
export function textOfCode({ code, params }: CodedMessage): string | undefined {
  if (!isCode(code)) return undefined;
  const entry: unknown = MSG[code];
  if (typeof entry === 'string') return params === undefined ? entry : undefined;
  if (!Array.isArray(params)) return undefined;
  const values = params.map((param) => (typeof param === 'object' && !Array.isArray(param) ? textOfCode(param) : param));
  return (entry as (...args: unknown[]) => string)(...values);
}
