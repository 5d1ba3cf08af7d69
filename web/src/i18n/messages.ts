import type { Messages } from '@lingui/core';
import type { MessageTable } from '@domain/messages';
import { START_UP_MSG } from '@domain/start-up-messages';
import type { Lang } from './langs';

/**
 * MSG (functions/src/domain/messages.ts) in the page's language (docs/ARCHITECTURE.md §5i): the texts the API and the
 * forms share, looked up by the same names, which are also the `code`s of the API's errors. English is MSG itself;
 * Bangla is catalogs/bn/errors.json, where a text made from values names them {0}, {1}… in MSG's order, and the
 * store's limits by their names ({ADDRESS_MIN, number}).
 */
export type { MessageTable };

const tables = new Map<Lang, MessageTable>();
const loading = new Map<Lang, Promise<void>>();

/** Loads MSG in `lang` (the route of a page that shows the API's or a form's messages awaits this). */
export function loadMessages(lang: Lang): Promise<void> {
  let done = loading.get(lang);
  if (!done) {
    // Bangla's table is built from its catalog by message-table.ts, loaded with it: English pages never load either.
    done = (
      lang === 'en'
        ? import('@domain/messages').then((module) => module.MSG)
        : Promise.all([import('./catalogs/bn/errors.json'), import('./message-table')]).then(([catalog, { tableOf }]) => tableOf(lang, catalog.default as unknown as Messages))
    ).then(
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
