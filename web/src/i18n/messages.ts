import type { MessageTable } from '@domain/messages';
import { START_UP_MSG } from '@domain/start-up-messages';
import { formatsOf } from './format';
import type { Lang } from './langs';
import { loadOnceByKey } from '../lib/load-once';

/**
 * MSG (functions/src/domain/messages.ts) in the page's language (docs/ARCHITECTURE.md §5i): the texts the API and the
 * forms share, looked up by the same names, which are also the `code`s of the API's errors. English is MSG itself;
 * Bangla is catalogs/bn/start-errors.json (START_UP_MSG's texts, which every page may show from its start) with
 * catalogs/bn/errors.json (the rest), where a text made from values names them {0}, {1}… in MSG's order, and the
 * store's limits by their names ({ADDRESS_MIN, number}).
 */
export type { MessageTable };

/** The texts of MSG every page may show from its start (start-up-messages.ts). */
export type StartUpMessageTable = Pick<MessageTable, keyof typeof START_UP_MSG>;

/** The tables loaded: MSG by language (`bn`), and the start-up texts alone by `<lang>/start`. */
const tables = new Map<string, MessageTable>();
const loadTable = loadOnceByKey<void>();

/** Builds the table `key` once (one whose code failed to load is tried again on the next call). */
const keep = (key: string, table: () => Promise<MessageTable>): Promise<void> => loadTable(key, () => table().then((built) => void tables.set(key, built)));

// Another language's tables are made from its catalogs by message-table.ts, loaded with them: English pages load neither.

/**
 * MSG's texts about money get their amounts (numbers, from the API's codes) as prices, as every other amount on the
 * page: the store's currency, the page's digits.
 */
function withPrices(lang: Lang, table: MessageTable): MessageTable {
  const price = (amount: number | string) => (typeof amount === 'number' ? formatsOf(lang).price(amount) : amount);
  return {
    ...table,
    belowMinimumOrder: (minimum, subtotal) => table.belowMinimumOrder(price(minimum), price(subtotal)),
    totalChanged: (total) => table.totalChanged(price(total)),
  };
}

/** Loads MSG in `lang` (the route of a page that shows the API's or a form's messages awaits this). */
export const loadMessages = (lang: Lang): Promise<void> =>
  keep(lang, () =>
    (lang === 'en' ? import('@domain/messages').then((module) => module.MSG) : import('./message-table').then((module) => module.messageTable(lang))).then((table) =>
      withPrices(lang, table),
    ),
  );

/** MSG in `lang`; its route must have loaded it (loadMessages). */
export function messagesOf(lang: Lang): MessageTable {
  const table = tables.get(lang);
  if (!table) throw new Error(`The ${lang} messages are not loaded: add 'errors' to the route's areas`);
  return table;
}

/**
 * Loads the texts of MSG every page may show from its start in `lang` (the `start-errors` area, which every page
 * loads with `start`): nothing in English, whose are in start-up-messages.ts; another language's few, not its whole table.
 */
export const loadStartUpMessages = (lang: Lang): Promise<void> =>
  lang === 'en' ? Promise.resolve() : keep(`${lang}/start`, () => import('./message-table').then((module) => module.startUpMessageTable(lang)));

/**
 * The few MSG texts every page may show from its start (start-up-messages.ts): English without loading MSG, which
 * `/` does not ship; another language's as its start loaded them (loadStartUpMessages).
 */
export function startUpMessagesOf(lang: Lang): StartUpMessageTable {
  return lang === 'en' ? START_UP_MSG : (tables.get(`${lang}/start`) ?? messagesOf(lang));
}
