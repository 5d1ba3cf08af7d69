import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { argumentsOf } from '../testing/message-arguments';
import { MSG } from '@domain/messages';
import { START_UP_MSG } from '@domain/start-up-messages';
import { MESSAGE_VALUES, messageTable, startUpMessageTable } from './message-table';
import { loadMessages, loadStartUpMessages, messagesOf, startUpMessagesOf } from './messages';

// Issue 31 (docs/ARCHITECTURE.md §5i): MSG in Bangla, catalogs/bn/start-errors.json and errors.json, by the same keys
// (the API's codes).

const read = (name: string) => JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogs', 'bn', name), 'utf8')) as Record<string, string>;
const startUp = read('start-errors.json');
const rest = read('errors.json');
const bn = { ...startUp, ...rest };

const BANGLA = /[\u0980-\u09FF]/;
const LATIN_DIGIT = /[0-9]/;

describe('MSG in Bangla (catalogs/bn/start-errors.json and errors.json)', () => {
  it('has every MSG key and nothing else, none empty: the start-up ones in start-errors.json, each key once', () => {
    expect(Object.keys(startUp).sort()).toEqual(Object.keys(START_UP_MSG).sort());
    expect(Object.keys(rest).filter((code) => Object.hasOwn(startUp, code))).toEqual([]);
    expect(Object.keys(bn).sort()).toEqual(Object.keys(MSG).sort());
    for (const [code, text] of Object.entries(bn)) expect(text.trim(), code).not.toBe('');
  });

  it('names the values of a text made from values {0}..{n-1}, a fixed text none; every other name is a store limit', () => {
    for (const [code, entry] of Object.entries(MSG)) {
      const names = argumentsOf(bn[code] ?? '');
      const positional = [...names].filter((name) => /^\d+$/.test(name)).sort();
      const arity = typeof entry === 'function' ? entry.length : 0;
      expect(positional, code).toEqual(Array.from({ length: arity }, (_, index) => String(index)));
      for (const name of names) if (!/^\d+$/.test(name)) expect(Object.hasOwn(MESSAGE_VALUES, name), `${code}: ${name}`).toBe(true);
    }
  });

  it('reads as Bangla with Bangla digits: limits and values alike', async () => {
    await loadMessages('bn');
    const msg = messagesOf('bn');
    expect(msg.passwordMin).toContain('৬');
    expect(msg.purchaseQuantityMax).toContain('২০');
    expect(msg.photoTooLarge).toContain('৫ MB');
    expect(msg.tooLong(200)).toContain('২০০');
    expect(msg.onlyLeft(3)).toBe('আর মাত্র ৩টি আছে।');
    expect(msg.areaNotServed(['Gulshan', 'Banani'])).toBe('এই রান্নাঘর শুধু এই এলাকাগুলোতে ডেলিভারি দেয়: Gulshan, Banani।');
    expect(msg.deleteSuccess('Kacchi')).toBe('Kacchi মুছে ফেলা হয়েছে!');
    expect(msg.kitchenClosedUntil(msg.opensTomorrowAt('১১:০০'))).toBe('এই রান্নাঘর এখন বন্ধ। আগামীকাল ১১:০০-এ খুলবে।');
    expect(msg.belowMinimumOrder(300, 250.5)).toContain('৩০০');
    expect(msg.kitchenSwitchTooSoon(45)).toContain('৪৫ সেকেন্ড');
    for (const [code, entry] of Object.entries(msg)) {
      const text = typeof entry === 'function' ? (entry as (...args: unknown[]) => string)('x', 'y') : entry;
      expect(text, code).toMatch(BANGLA);
      if (typeof entry === 'string') expect(text, code).not.toMatch(LATIN_DIGIT);
    }
  });

  it('gives a Bangla page its start-up texts from the small catalog, and the same texts from the whole table', async () => {
    await loadStartUpMessages('bn');
    const startUpTexts = startUpMessagesOf('bn');
    expect(Object.keys(startUpTexts).sort()).toEqual(Object.keys(START_UP_MSG).sort());
    expect(startUpTexts.soldOut).toBe('বিক্রি শেষ');
    expect(startUpTexts.opensOnAt('শুক্রবার', '১১:০০')).toBe('শুক্রবার ১১:০০-এ খুলবে');
    await loadMessages('bn');
    expect(messagesOf('bn').opensOnAt('শুক্রবার', '১১:০০')).toBe(startUpTexts.opensOnAt('শুক্রবার', '১১:০০'));
    expect(startUpMessagesOf('en')).toBe(START_UP_MSG);
  });

  it("builds a language's tables from that language's catalogs, and says so for a language whose MSG has none", async () => {
    expect((await messageTable('bn')).soldOut).toBe('বিক্রি শেষ');
    expect((await startUpMessageTable('bn')).soldOut).toBe('বিক্রি শেষ');
    // English is MSG itself (messages.ts), with no catalog of MSG to build from.
    await expect(messageTable('en')).rejects.toThrow('No catalog en/start-errors: MSG in en is not translated');
    await expect(startUpMessageTable('en')).rejects.toThrow('No catalog en/start-errors');
  });
});
