import { describe, expect, it } from 'vitest';
import { soundKey } from './sound-key.js';

const same = (...spellings: string[]) => new Set(spellings.map(soundKey));

describe('soundKey', () => {
  it('gives the spellings of issue 33 one key', () => {
    expect(same('Fuchka', 'fuska', 'phuchka', 'FUCHKA')).toEqual(new Set(['fuska']));
    expect(same('biryani', 'biriyani', 'biryany', 'Biriani')).toEqual(new Set(['biriani']));
    expect(same('Kacchi', 'kachchi', 'kachi', 'kachhi')).toEqual(new Set(['kachi']));
  });

  it('follows the general patterns: ph/f, sh/s, ch/chh, k/q/kh, i/ee/y, u/oo, w/v, double letters', () => {
    expect(same('Shorshe Ilish', 'sorshe ilish', 'shorse illish').size).toBe(1);
    expect(same('keema', 'kima', 'qeema', 'khima').size).toBe(1);
    expect(same('kheer', 'khir', 'kir').size).toBe(1);
    expect(same('haleem', 'halim').size).toBe(1);
    expect(same('bhuna', 'bhoona', 'buna').size).toBe(1);
    expect(same('daal', 'dal').size).toBe(1);
    expect(same('kawa', 'kava').size).toBe(1);
    expect(same('chicken', 'chiken', 'chikken').size).toBe(1);
    expect(same('mishti doi', 'misti doi').size).toBe(1);
    expect(same('pitha', 'pita').size).toBe(1);
  });

  it('keeps names that sound different apart', () => {
    for (const [a, b] of [
      ['chop', 'shop'],
      ['pita', 'pizza'],
      ['pasta', 'pista'],
      ['rice', 'rise'],
      ['beef', 'buff'],
      ['curry', 'carry'],
      ['fish', 'fix'],
      ['chicken', 'kitchen'],
      ['kebab', 'kabab'],
      ['fuchka', 'puchka'],
    ] as const) {
      expect(soundKey(a), `${a} / ${b}`).not.toBe(soundKey(b));
    }
  });

  it('lower-cases, drops Latin accents and collapses whitespace, leaving other scripts alone', () => {
    expect(soundKey('  Crème \t Brûlée ')).toBe('creme bruli');
    expect(soundKey('ফুচকা')).toBe('ফুচকা');
    expect(soundKey('')).toBe('');
  });
});
