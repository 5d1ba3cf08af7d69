import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The Bangla catalogs (web/src/i18n/catalogs/bn), so a journey names what it clicks as the page writes it. */
const dir = path.resolve('web/src/i18n/catalogs/bn');
const messages: Record<string, string> = Object.assign({}, ...readdirSync(dir).map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>));

/** A Bangla message with plain `{name}` values filled in (no plurals: use the words a test needs as they are). */
export function bn(id: string, values: Record<string, string> = {}): string {
  const message = messages[id];
  if (message === undefined) throw new Error(`no Bangla message ${id}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Bangla digits (০–৯) in a text. */
export const BANGLA_DIGITS = /[০-৯]/;
