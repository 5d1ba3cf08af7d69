import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { argumentsOf } from '../testing/message-arguments';
import { MSG } from '@domain/messages';
import { MESSAGE_VALUES } from './message-table';
import { loadMessages, messagesOf } from './messages';

// Issue 31 (docs/ARCHITECTURE.md §5i): MSG in Bangla, catalogs/bn/errors.json, by the same keys (the API's codes).

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogs', 'bn', 'errors.json');
const bn = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

const BANGLA = /[\u0980-\u09FF]/;
const LATIN_DIGIT = /[0-9]/;

describe('MSG in Bangla (catalogs/bn/errors.json)', () => {
  it('has every MSG key and nothing else, none empty', () => {
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
    expect(msg.areaNotServed(['Gulshan', 'Banani'])).toBe('এই কিচেন শুধু এই এলাকাগুলোতে ডেলিভারি দেয়: Gulshan, Banani।');
    expect(msg.deleteSuccess('Kacchi')).toBe('Kacchi মুছে ফেলা হয়েছে!');
    expect(msg.kitchenClosedUntil(msg.opensTomorrowAt('১১:০০'))).toBe('এই কিচেন এখন বন্ধ। আগামীকাল ১১:০০-এ খুলবে।');
    expect(msg.belowMinimumOrder(300, 250.5)).toContain('৩০০');
    expect(msg.kitchenSwitchTooSoon(45)).toContain('৪৫ সেকেন্ড');
    for (const [code, entry] of Object.entries(msg)) {
      const text = typeof entry === 'function' ? (entry as (...args: unknown[]) => string)('x', 'y') : entry;
      expect(text, code).toMatch(BANGLA);
      if (typeof entry === 'string') expect(text, code).not.toMatch(LATIN_DIGIT);
    }
  });
});
