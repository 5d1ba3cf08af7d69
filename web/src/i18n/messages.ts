import type { Messages } from '@lingui/core';
import * as LIMITS from '@domain/limits';
import type { MessageTable } from '@domain/messages';
import { RATING_MAX, RATING_MIN } from '@domain/reviews';
import { EXPORT_MAX_DAYS } from '@domain/sales-messages';
import { START_UP_MSG } from '@domain/start-up-messages';
import { i18nOf } from './instances';
import type { Lang } from './langs';

/**
 * MSG (functions/src/domain/messages.ts) in the page's language (docs/ARCHITECTURE.md §5i): the texts the API and the
 * forms share, looked up by the same names, which are also the `code`s of the API's errors. English is MSG itself;
 * Bangla is catalogs/bn/errors.json, where a text made from values names them {0}, {1}… in MSG's order, and the
 * store's limits by their names ({ADDRESS_MIN, number}).
 */
export type { MessageTable };

/** The store's limits a message may name, e.g. {PASSWORD_MIN_LENGTH, number}. */
export const MESSAGE_VALUES: Record<string, number> = {
  ...Object.fromEntries(Object.entries(LIMITS).filter((entry): entry is [string, number] => typeof entry[1] === 'number')),
  RATING_MIN,
  RATING_MAX,
  EXPORT_MAX_DAYS,
  PHOTO_MAX_MB: LIMITS.PHOTO_MAX_BYTES / 1024 / 1024,
  PHOTO_MAX_MEGAPIXELS: LIMITS.PHOTO_MAX_PIXELS / 1_000_000,
};

const bnErrors = () => import('./catalogs/bn/errors.json').then((module) => module.default as unknown as Messages);

/** The Lingui id a Bangla MSG text is loaded under (apart from the other catalogs' ids). */
const idOf = (code: string) => `error.${code}`;

/** Whether a compiled message names the value {0}: then it is a text made from values, as MSG's functions are. */
function takesValues(message: unknown): boolean {
  if (!Array.isArray(message)) return false;
  return message.some((part) => Array.isArray(part) && (part[0] === '0' || part.some((p) => typeof p === 'object' && p !== null && Object.values(p).some(takesValues))));
}

function tableOf(lang: Lang, messages: Messages): MessageTable {
  const i18n = i18nOf(lang);
  i18n.load(lang, Object.fromEntries(Object.entries(messages).map(([code, message]) => [idOf(code), message])));
  const entries = Object.entries(messages).map(([code, message]) => {
    const id = idOf(code);
    if (!takesValues(message)) return [code, i18n._(id, MESSAGE_VALUES)];
    return [code, (...args: unknown[]) => i18n._(id, { ...MESSAGE_VALUES, ...Object.fromEntries(args.map((arg, index) => [index, Array.isArray(arg) ? arg.join(', ') : arg])) })];
  });
  return Object.fromEntries(entries) as MessageTable;
}

const tables = new Map<Lang, MessageTable>();
const loading = new Map<Lang, Promise<void>>();

/** Loads MSG in `lang` (the route of a page that shows the API's or a form's messages awaits this). */
export function loadMessages(lang: Lang): Promise<void> {
  let done = loading.get(lang);
  if (!done) {
    done = (lang === 'en' ? import('@domain/messages').then((module) => module.MSG) : bnErrors().then((messages) => tableOf(lang, messages))).then(
      (table) => void tables.set(lang, table),
    );
    loading.set(lang, done);
  }
  return done;
}

/** MSG in `lang`; its route must have loaded it (loadMessages). */
export function messagesOf(lang: Lang): MessageTable {
  const table = tables.get(lang);
  if (!table) throw new Error(`The ${lang} messages are not loaded: add 'errors' to the route's areas`);
  return table;
}

/**
 * The few MSG texts every page may show from its start (start-up-messages.ts): English without loading MSG, which
 * `/` does not ship; Bangla from the full table, which a Bangla page loads with its start.
 */
export function startUpMessagesOf(lang: Lang): Pick<MessageTable, keyof typeof START_UP_MSG> {
  return lang === 'en' ? START_UP_MSG : messagesOf(lang);
}
