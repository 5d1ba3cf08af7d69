import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { argumentsOf } from '../testing/message-arguments';
import { CATALOG_AREAS } from './areas';
import { LANGS } from './langs';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogs');
const read = (lang: string, area: string) => JSON.parse(readFileSync(path.join(dir, lang, `${area}.json`), 'utf8')) as Record<string, string>;

describe('message catalogs', () => {
  it('has a catalog per language and area, and nothing else (Bangla also has MSG, start-errors.json and errors.json)', () => {
    const msg = new Set(['start-errors.json', 'errors.json']);
    for (const lang of LANGS) expect(readdirSync(path.join(dir, lang)).filter((file) => !(lang === 'bn' && msg.has(file))).sort()).toEqual(CATALOG_AREAS.map((area) => `${area}.json`).sort());
  });

  for (const area of CATALOG_AREAS) {
    it(`${area}: both languages carry the same message ids, each with the same arguments`, () => {
      const en = read('en', area);
      const bn = read('bn', area);
      expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
      for (const [id, message] of Object.entries(en)) {
        expect(argumentsOf(bn[id] ?? ''), `${area}: ${id}`).toEqual(argumentsOf(message));
        expect(bn[id]?.trim(), `${area}: ${id} is empty in Bangla`).not.toBe('');
      }
    });
  }

  it('uses each message id in one catalog only', () => {
    const seen = new Map<string, string>();
    for (const area of CATALOG_AREAS)
      for (const id of Object.keys(read('en', area))) {
        expect(seen.get(id), `${id} is in ${seen.get(id)} and ${area}`).toBeUndefined();
        seen.set(id, area);
      }
  });
});
