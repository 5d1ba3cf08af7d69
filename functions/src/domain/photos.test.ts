import { describe, expect, it } from 'vitest';
import {
  isPhotoUrl,
  parsePhotoPath,
  photoPath,
  photoSrcSet,
  photoUrl,
  photoVariantWidths,
} from './photos.js';
import { photoSizeProblem, sniffImageType } from './photo-checks.js';
import { photoPathOfUrl } from './photo-links.js';
import { isImageUrl } from './schemas.js';

const ID = 'AbCdEfGhIjKlMnOpQrSt';

describe('photo variant widths', () => {
  it('are 400, 800 and 1200 where the original is wider, plus its own width below 1200', () => {
    expect(photoVariantWidths(4032)).toEqual([400, 800, 1200]);
    expect(photoVariantWidths(1200)).toEqual([400, 800, 1200]);
    expect(photoVariantWidths(1000)).toEqual([400, 800, 1000]);
    expect(photoVariantWidths(800)).toEqual([400, 800]);
    expect(photoVariantWidths(420)).toEqual([400, 420]);
    expect(photoVariantWidths(350)).toEqual([350]);
    expect(photoVariantWidths(240)).toEqual([240]);
  });
});

describe('photo URLs', () => {
  it('name the 800 variant, or the widest when there is none', () => {
    expect(photoUrl(ID, [400, 800, 1200])).toBe(`/photos/${ID}/400-800-1200/800.webp`);
    expect(photoUrl(ID, [400, 800, 1000])).toBe(`/photos/${ID}/400-800-1000/800.webp`);
    expect(photoUrl(ID, [400, 420])).toBe(`/photos/${ID}/400-420/420.webp`);
    expect(photoUrl(ID, [350])).toBe(`/photos/${ID}/350/350.webp`);
  });

  it('give the srcset of every variant from the URL alone', () => {
    expect(photoSrcSet(photoUrl(ID, [400, 800, 1200]))).toBe(
      `/photos/${ID}/400-800-1200/400.webp 400w, /photos/${ID}/400-800-1200/800.webp 800w, /photos/${ID}/400-800-1200/1200.webp 1200w`,
    );
    expect(photoSrcSet(photoUrl(ID, [350]))).toBe(`/photos/${ID}/350/350.webp 350w`);
    expect(photoSrcSet('/images/foods/fuchka-800.webp')).toBeUndefined();
  });

  it('parse back what they were made from, and nothing else', () => {
    for (const widths of [[400, 800, 1200], [400, 800, 1000], [350], [400, 420]]) {
      for (const width of widths) expect(parsePhotoPath(photoPath(ID, widths, width))).toEqual({ id: ID, widths, width });
    }
    for (const path of [
      `/photos/${ID}/400-800-1200/600.webp`, // not one of its widths
      `/photos/${ID}/400-1200/400.webp`, // not widths any original gets
      `/photos/${ID}/1200/1200.webp`,
      `/photos/${ID}/800-400/400.webp`,
      `/photos/${ID}/400-800-1200/800.jpg`,
      `/photos/short/400/400.webp`,
      `/photos/${ID}/400-800-1200/800.webp?x=1`,
      `/photos/${ID}/../x/800.webp`,
      `https://example.com/photos/${ID}/400-800-1200/800.webp`,
    ]) {
      expect(parsePhotoPath(path), path).toBeNull();
    }
  });

  it('are image URLs a food may store, but only as the url variant', () => {
    expect(isPhotoUrl(photoUrl(ID, [400, 800, 1200]))).toBe(true);
    expect(isPhotoUrl(photoPath(ID, [400, 800, 1200], 400))).toBe(false);
    expect(isImageUrl(photoUrl(ID, [400, 800]))).toBe(true);
    expect(isImageUrl(`/photos/${ID}/400-800/600.webp`)).toBe(false);
  });
});

describe('an absolute link to a photo', () => {
  it('is taken as the photo path on any host, query and fragment dropped; anything else stays as it was', () => {
    const url = photoUrl(ID, [400, 800, 1200]);
    expect(photoPathOfUrl(`https://food.example${url}`)).toBe(url);
    expect(photoPathOfUrl(`HTTP://LOCALHOST:5000${url}?x=1#y`)).toBe(url);
    expect(photoPathOfUrl(`https://food.example/photos/%${ID.charCodeAt(0).toString(16)}${ID.slice(1)}/400-800-1200/800.webp`)).toBe(url);
    expect(photoPathOfUrl(`https://food.example/photos/${ID}/400-800-1200/400.webp`)).toBe(`/photos/${ID}/400-800-1200/400.webp`);
    // The function's own URLs serve the photos under a prefix; the share image is the same photo.
    expect(photoPathOfUrl(`https://us-central1-demo.cloudfunctions.net/api${url}`)).toBe(url);
    expect(photoPathOfUrl(`http://127.0.0.1:5001/demo/us-central1/api${url}`)).toBe(url);
    expect(photoPathOfUrl(`https://food.example/photos/${ID}/400-800-1200/share.jpg`)).toBe(url);
    expect(photoPathOfUrl(`https://food.example/api/photos/${ID}/400-800/share.jpg?v=2`)).toBe(photoUrl(ID, [400, 800]));
    for (const other of [
      'https://images.pexels.com/photos/1640777/pexels-photo-1640777.jpeg',
      `ftp://food.example${url}`,
      `https://food.example/photos/${ID}/400-800/1200.webp`,
      `https://food.example/photos/${ID}/400-800/1200/share.jpg`,
      `https://food.example/photos/${ID}/400-900/share.jpg`,
      `https://food.example/xphotos/${ID}/400-800-1200/800.webp`,
      `https://food.example${url}/more`,
      'https://food.example/photos/%E0%A4%A',
      url,
      'not a url',
    ]) {
      expect(photoPathOfUrl(other)).toBe(other);
    }
  });
});

describe('image type from the bytes', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v, 'latin1')] : [v])));

  it('knows JPEG, PNG and WebP by their signatures', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0, 0, 13))).toBe('png');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses everything else, whatever the file is called', () => {
    for (const other of [
      bytes('GIF89a', 1, 0, 1, 0),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('<?xml version="1.0"?><svg/>'),
      bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0),
      bytes('%PDF-1.7\n'),
      bytes('just some text, renamed photo.jpg'),
      bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '),
      bytes(0xff, 0xd8),
      bytes(),
    ]) {
      expect(sniffImageType(other)).toBeNull();
    }
  });
});

describe('photo dimensions', () => {
  it('take 320 × 240 either way up, and at most 40 megapixels', () => {
    expect(photoSizeProblem(320, 240)).toBeUndefined();
    expect(photoSizeProblem(240, 320)).toBeUndefined();
    expect(photoSizeProblem(4000, 3000)).toBeUndefined();
    expect(photoSizeProblem(319, 240)).toBe('tooSmall');
    expect(photoSizeProblem(320, 239)).toBe('tooSmall');
    expect(photoSizeProblem(300, 300)).toBe('tooSmall');
    expect(photoSizeProblem(8000, 5000)).toBeUndefined();
    expect(photoSizeProblem(8000, 5001)).toBe('tooManyPixels');
    expect(photoSizeProblem(65535, 65535)).toBe('tooManyPixels');
  });
});
