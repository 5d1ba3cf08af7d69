// How a dish name sounds, for search (docs/ARCHITECTURE.md §5b): Bangla and Hindi dish names reach English in several
// spellings (fuchka, phuchka, fuska; biryani, biriyani; kacchi, kachchi), and a shopper types whichever one they know.
// Two spellings of one name share a key; names that sound different keep different keys (chop ≠ shop, pita ≠ pizza).

// Placeholder for the sound "ch" while the other rules run (no key contains it: diacritics are stripped first).
const CH = 'ç';
// A consonant once the rules below have run (no q, w, y or h-digraphs left).
const CONSONANT = '[bcdfgjklmnprstvxz]';

const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // ph/f
  [/ph/g, 'f'],
  // ch/chh/cch/chch: one sound
  [/(?:c*ch+)+/g, CH],
  // sh/s
  [/sh/g, 's'],
  // k/q/ck/kh
  [/ck/g, 'k'],
  [/q/g, 'k'],
  // aspirates written with or without h: kh/k, gh/g, dh/d, th/t, bh/b, jh/j, rh/r
  [/([kgdtbjr])h/g, '$1'],
  // i/ee/y, u/oo, w/v
  [/ee/g, 'i'],
  [/y/g, 'i'],
  [/oo/g, 'u'],
  [/w/g, 'v'],
  // ch before a consonant is said s: fuchka/fuska
  [new RegExp(`${CH}(?=${CONSONANT})`, 'g'), 's'],
  // double letters: kabab/kabbab, biriiani/biriani
  [/(\p{L})\1+/gu, '$1'],
  [new RegExp(CH, 'g'), 'ch'],
];

/**
 * The spelling-independent key of a name: lower-cased, accents removed, whitespace collapsed, then ph→f, ch/chh/cch→ch
 * (s before a consonant), sh→s, ck/q/kh→k, other aspirates without their h, ee/y→i, oo→u, w→v, and double letters
 * single. Pure; used on stored names and on queries alike.
 */
export function soundKey(text: string): string {
  const plain = text
    .toLowerCase()
    .normalize('NFD')
    // Latin combining accents only: the vowel signs of Bangla script are marks too, and they are letters of the name.
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
  return RULES.reduce((key, [pattern, replacement]) => key.replace(pattern, replacement), plain);
}
