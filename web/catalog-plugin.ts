import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The message catalogs (src/i18n/catalogs/<lang>/<area>.json): ICU MessageFormat texts keyed by message id. */
export const CATALOG_FILE = /[\\/]src[\\/]i18n[\\/]catalogs[\\/](?:en|bn)[\\/][a-z-]+\.json$/;

/** A catalog's messages compiled by Lingui's own compiler into the form its runtime reads without a parser. */
export function compileCatalog(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not a string`);
      return [id, compileMessage(message)];
    }),
  );
}

/**
 * Compiles the message catalogs at build time (docs/ARCHITECTURE.md §5i): the browser gets Lingui's compiled messages
 * and its small runtime (@lingui/core), not the ICU parser. A catalog stays JSON, so Vite's JSON handling (and the
 * type of `import … from '…json'`, which gives the message ids) still applies.
 */
export function messageCatalogs(): Plugin {
  return {
    name: 'food-store:message-catalogs',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG_FILE.test(file)) return null;
      return JSON.stringify(compileCatalog(readFileSync(file, 'utf8'), file));
    },
  };
}
