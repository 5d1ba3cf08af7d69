import type { Messages } from '@lingui/core';
import { loadFormats } from './format';
import { i18nOf } from './instances';
import { AREAS, type Area, type MessageKey } from './areas';
import { loadMessages, loadStartUpMessages } from './messages';
import { LANGS, type Lang } from './langs';
import { loadOnceByKey } from '../lib/load-once';

/**
 * Each catalog, a chunk of its own, compiled at build time (web/catalog-plugin.ts). MSG's (`*errors.json`) are loaded
 * by messages.ts.
 */
const catalogFiles = import.meta.glob<Messages>(['./catalogs/*/*.json', '!./catalogs/*/*errors.json'], { import: 'default' });

const loadCatalog = loadOnceByKey<void>();

export { startAreasOf } from './areas';

/** Loads a language's catalogs for `areas` (each once; one that failed to load is tried again on the next call). */
export function loadAreas(lang: Lang, areas: readonly Area[]): Promise<void> {
  return Promise.all([
    lang === 'en' ? undefined : loadFormats(lang),
    ...areas.map((area) => {
      if (area === 'errors') return loadMessages(lang);
      if (area === 'start-errors') return loadStartUpMessages(lang);
      const key = `${lang}/${area}`;
      const file = catalogFiles[`./catalogs/${key}.json`];
      if (!file) throw new Error(`No catalog ${key}`);
      return loadCatalog(key, () => file().then((messages) => i18nOf(lang).load(lang, messages)));
    }),
  ]).then(() => undefined);
}

/** Every catalog of every language (the tests' setup; the server, like the browser, loads what a page needs). */
export function loadAllCatalogs(): Promise<void> {
  return Promise.all(LANGS.map((lang) => loadAreas(lang, AREAS))).then(() => undefined);
}

/** The values a message interpolates: text and numbers (numbers are written in the language's digits). */
export type MessageValues = Record<string, string | number>;

/** A message of `lang` with its values filled in. */
export function translate(lang: Lang, key: MessageKey, values?: MessageValues): string {
  return i18nOf(lang)._(key, values);
}

/** Whether a language's loaded catalogs have a message (e.g. the text for an API error's code). */
export { i18nOf };

export function hasMessage(lang: Lang, key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(i18nOf(lang).messages, key);
}
