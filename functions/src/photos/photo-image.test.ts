import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MSG } from '../domain/messages.js';
import { statusOf } from '../http/error-handler.js';
import { makeVariants, readPhotoHeader } from './photo-image.js';
import { bombJpeg, bombPng, hasGpsIfd, interlacedPng16, plainPhoto, phoneJpeg, SECRET_MARKERS, webpChunks } from '../test/images.js';

async function refusal(operation: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await operation;
  } catch (error) {
    const status = statusOf(error);
    if (status !== undefined) return { status, message: (error as Error).message };
    throw error;
  }
  throw new Error('expected a refusal');
}

async function variantsOf(bytes: Buffer) {
  return makeVariants(bytes, await readPhotoHeader(bytes));
}

describe('photo variants', () => {
  it('are 400, 800 and 1200 wide WebP images of a 12-megapixel photo, in its proportions', async () => {
    const variants = await variantsOf(await plainPhoto(4000, 3000));
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [400, 300],
      [800, 600],
      [1200, 900],
    ]);
    for (const variant of variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
    }
  });

  it('are never wider than the original: 1000 px keeps its width on top, 350 px is one variant', async () => {
    expect((await variantsOf(await plainPhoto(1000, 750))).map((v) => v.width)).toEqual([400, 800, 1000]);
    expect((await variantsOf(await plainPhoto(800, 600))).map((v) => v.width)).toEqual([400, 800]);
    expect((await variantsOf(await plainPhoto(350, 262))).map((v) => [v.width, v.height])).toEqual([[350, 262]]);
  });

  it('take PNG and WebP originals too, decided by their bytes', async () => {
    const png = await sharp(await plainPhoto(900, 600)).png().toBuffer();
    const webp = await sharp(await plainPhoto(900, 600)).webp().toBuffer();
    expect((await readPhotoHeader(png)).type).toBe('png');
    expect((await variantsOf(webp)).map((v) => v.width)).toEqual([400, 800, 900]);
  });
});

describe('a phone photo', () => {
  it('is turned upright by its EXIF orientation', async () => {
    // Stored landscape, red on the left, with Orientation 6 (turn 90° clockwise to view): upright it is portrait,
    // red on top.
    const bytes = await phoneJpeg({ width: 1600, height: 1200, orientation: 6 });
    const header = await readPhotoHeader(bytes);
    expect([header.width, header.height]).toEqual([1200, 1600]);
    const [small] = await makeVariants(bytes, header);
    expect([small?.width, small?.height]).toEqual([400, 533]);
    const { data } = await sharp(small?.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 400 + x) * 3, (y * 400 + x) * 3 + 3)];
    const [topRed, , topBlue] = pixel(200, 20);
    const [bottomRed, , bottomBlue] = pixel(200, 510);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('loses every metadata block: EXIF with its GPS position, XMP, ICC and the comment', async () => {
    const bytes = await phoneJpeg({ width: 1600, height: 1200, orientation: 6 });
    // The original really carries them, so their absence below means something.
    const original = await sharp(bytes).metadata();
    expect(hasGpsIfd(original.exif)).toBe(true);
    expect(original.icc).toBeDefined();
    expect(original.xmp).toBeDefined();
    for (const marker of SECRET_MARKERS) expect(bytes.includes(Buffer.from(marker)), marker).toBe(true);

    for (const variant of await variantsOf(bytes)) {
      // Only image data: no EXIF, XMP or ICCP chunk, and VP8X (if any) announces none.
      for (const chunk of webpChunks(variant.bytes)) expect(['VP8 ', 'VP8L', 'VP8X', 'ALPH']).toContain(chunk.id);
      const extended = webpChunks(variant.bytes).find((chunk) => chunk.id === 'VP8X');
      if (extended) expect((extended.data[0] ?? 0) & 0b00101100).toBe(0);
      for (const marker of SECRET_MARKERS) expect(variant.bytes.includes(Buffer.from(marker)), marker).toBe(false);
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });
});

describe('refused photos', () => {
  it('anything but JPEG, PNG and WebP is 415, whatever its name', async () => {
    const gif = await sharp(await plainPhoto(400, 300)).gif().toBuffer();
    const refused = [
      gif,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>'),
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheicmif1heic'), Buffer.alloc(64)]),
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
      Buffer.from('This is a text file renamed dish.jpg\n'),
    ];
    for (const bytes of refused) expect(await refusal(readPhotoHeader(bytes))).toEqual({ status: 415, message: MSG.photoType });
  });

  it('a decompression bomb is 400 from its header, without decoding its pixels', async () => {
    // Both declare 20,000 × 20,000 pixels over a few bytes of data that could not even be decoded.
    for (const bomb of [bombPng(20_000, 20_000), await bombJpeg(20_000, 20_000)]) {
      expect(bomb.length).toBeLessThan(20_000);
      expect(await refusal(readPhotoHeader(bomb))).toEqual({ status: 400, message: MSG.photoTooManyPixels });
    }
  });

  it('a photo whose decoding would take more than 160 MB is 400 from its header: channels, bit depth, decoded whole', async () => {
    const tooLarge = { status: 400, message: MSG.photoTooLargeToDecode };
    // Issue 28's bombs: 482 KB and 470 KB files of 7999 × 5000 that peaked at 514 and 368 MiB RSS when decoded.
    const png = await interlacedPng16(7999, 5000);
    expect(png.length).toBeLessThan(500_000);
    expect(await refusal(readPhotoHeader(png))).toEqual(tooLarge);
    expect(await refusal(readPhotoHeader(await bombJpeg(7999, 5000, { progressive444: true })))).toEqual(tooLarge);
    // 40 megapixels of 16-bit RGBA: 320 MB decoded.
    expect(await refusal(readPhotoHeader(bombPng(8000, 5000, { bits16: true, alpha: true })))).toEqual(tooLarge);
    // 12 megapixels of 8-bit RGBA decoded whole: 49 MB, counted 4 times.
    expect(await refusal(readPhotoHeader(bombPng(4032, 3024, { alpha: true, interlaced: true })))).toEqual(tooLarge);
  });

  it('a 12-megapixel phone JPEG is fine, baseline or progressive, as are 40 megapixels read a few rows at a time', async () => {
    expect(await readPhotoHeader(await plainPhoto(4032, 3024))).toMatchObject({ width: 4032, height: 3024 });
    expect(await readPhotoHeader(await bombJpeg(4032, 3024, { progressive444: true }))).toMatchObject({ width: 4032 });
    expect(await readPhotoHeader(bombPng(4032, 3024, { interlaced: true }))).toMatchObject({ width: 4032 });
    expect(await readPhotoHeader(await bombJpeg(8000, 5000))).toMatchObject({ width: 8000 });
    expect(await readPhotoHeader(bombPng(8000, 5000, { alpha: true }))).toMatchObject({ width: 8000 });
  });

  it('a photo under 320 × 240 is 400; 240 × 320 is fine', async () => {
    expect(await refusal(readPhotoHeader(await plainPhoto(300, 200)))).toEqual({ status: 400, message: MSG.photoTooSmall });
    expect(await readPhotoHeader(await plainPhoto(240, 320))).toMatchObject({ width: 240, height: 320 });
  });

  it('a damaged file is 400', async () => {
    const whole = await plainPhoto(1200, 900);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    expect(await refusal(variantsOf(truncated))).toEqual({ status: 400, message: MSG.photoUnreadable });
    expect(await refusal(readPhotoHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])))).toEqual({ status: 400, message: MSG.photoUnreadable });
  });
});

describe('the decoder settings', () => {
  it('use one libvips thread and no operation cache (512 MiB function)', () => {
    expect(sharp.concurrency()).toBe(1);
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 } });
  });
});
