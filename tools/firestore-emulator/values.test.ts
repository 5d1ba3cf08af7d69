import { describe, expect, it } from 'vitest';
import { compareNames, compareStrings, compareValues, parseFieldPath, projectFields, type Fields, type FsValue } from './values.js';

describe('values', () => {
  it('parses backtick-quoted and escaped field path segments', () => {
    expect(parseFieldPath('tokens.t_6162')).toEqual(['tokens', 't_6162']);
    expect(parseFieldPath('`odd.key`.x')).toEqual(['odd.key', 'x']);
    expect(parseFieldPath('`a\\`b`')).toEqual(['a`b']);
    expect(() => parseFieldPath('a..b')).toThrow();
  });

  it('compares strings in UTF-8 order, not UTF-16 order', () => {
    // U+FF5E is one UTF-16 unit above the surrogates; U+1F355 (a surrogate pair) is the larger code point.
    expect(compareStrings('\uff5e', '🍕')).toBe(-1);
    expect('\uff5e' < '🍕').toBe(false);
    expect(compareStrings('a', 'ab')).toBe(-1);
  });

  it('compares document names segment by segment', () => {
    expect(compareNames('p/foods/a/x/y', 'p/foods/a-b')).toBe(-1);
    expect(compareNames('p/foods/a', 'p/foods/a')).toBe(0);
  });

  it('orders numbers numerically across integers and doubles, NaN first', () => {
    const int = (value: number): FsValue => ({ type: 'integer', value });
    const double = (value: number): FsValue => ({ type: 'double', value });
    expect(compareValues(int(1), double(1))).toBe(0);
    expect(compareValues(double(Number.NaN), int(-100))).toBe(-1);
    expect(compareValues(int(2), double(1.5))).toBe(1);
  });

  it('projects nested paths', () => {
    const fields: Fields = new Map<string, FsValue>([
      ['a', { type: 'map', fields: new Map<string, FsValue>([['b', { type: 'integer', value: 1 }], ['c', { type: 'integer', value: 2 }]]) }],
      ['d', { type: 'boolean', value: true }],
    ]);
    const projected = projectFields(fields, [['a', 'c'], ['__name__'], ['missing']]);
    expect([...projected.keys()]).toEqual(['a']);
    const a = projected.get('a');
    expect(a?.type === 'map' ? [...a.fields.keys()] : []).toEqual(['c']);
  });
});
