import { describe, expect, it } from 'vitest';
import { langOfPath, pathInLang, stripLang } from './langs';
import { translatorOf } from './i18n-context';

describe('languages in the URL', () => {
  it('reads the language of a path', () => {
    expect(langOfPath('/')).toBe('en');
    expect(langOfPath('/foods')).toBe('en');
    expect(langOfPath('/bn')).toBe('bn');
    expect(langOfPath('/bn/')).toBe('bn');
    expect(langOfPath('/bn/food/abc')).toBe('bn');
    expect(langOfPath('/bnx')).toBe('en');
  });

  it('moves a path between languages, keeping its query and hash', () => {
    expect(pathInLang('bn', '/')).toBe('/bn/');
    expect(pathInLang('bn', '/foods?q=biryani&sort=price_asc#list')).toBe('/bn/foods?q=biryani&sort=price_asc#list');
    expect(pathInLang('en', '/bn/foods?q=x')).toBe('/foods?q=x');
    expect(pathInLang('en', '/bn/')).toBe('/');
    expect(pathInLang('en', '/bn')).toBe('/');
    expect(pathInLang('bn', '/bn/login')).toBe('/bn/login');
    expect(pathInLang('bn', 'relative')).toBe('relative');
    expect(stripLang('/bn/my-orders')).toBe('/my-orders');
  });
});

describe('formats', () => {
  it('writes Bangla numbers, prices and Dhaka dates through Intl bn-BD', () => {
    const bn = translatorOf('bn');
    expect(bn.number(1250)).toBe('১,২৫০');
    expect(bn.price(12.5)).toBe('১২.৫০$');
    expect(bn.date('2024-01-05T12:05:00Z')).toBe(new Intl.DateTimeFormat('bn-BD', { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date('2024-01-05T12:05:00Z')));
    expect(bn.date('2024-01-05T12:05:00Z')).toMatch(/২০২৪/);
    // No AM/PM in Latin letters: the part of the day in Bangla.
    expect(bn.dateTime('2024-01-05T12:05:00Z')).toBe('৫ জানু, ২০২৪, ৬:০৫ সন্ধ্যা');
    expect(bn.clock(new Date('2024-01-05T12:05:09Z'))).toBe('৬:০৫:০৯ সন্ধ্যা');
  });

  it('keeps the spec\'s English formats', () => {
    const en = translatorOf('en');
    expect(en.price(1250)).toBe('$1,250.00');
    expect(en.number(3)).toBe('3');
    expect(en.date('2024-01-05T12:05:00Z')).toBe('Jan 5, 2024');
  });

  it('fills ICU messages in either language', () => {
    expect(translatorOf('en').t('lang.switchTo')).toBe('বাংলা');
    expect(translatorOf('bn').t('lang.switchTo')).toBe('English');
  });
});
