import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '../functions/src/domain/messages.js';
import { bombJpeg, interlacedPng16 } from '../functions/src/test/images.js';
import { measurePhotoMemory, photoLines, UPLOAD_PEAK_BUDGET_MIB, type PhotoMemory, type PhotosBenchResult } from './photos-bench.js';

const memory = (peakMiB: number, refused?: string): PhotoMemory => ({
  baselineMiB: 150,
  peakMiB,
  ms: 500,
  original: { width: 7999, height: 5000, bytes: 480_000 },
  variants: [],
  ...(refused ? { refused } : {}),
});

const result = (peakMiB: number, bytes800: number, bombPeakMiB = 160): PhotosBenchResult => ({
  memory: {
    baselineMiB: 150,
    peakMiB,
    ms: 500,
    original: { width: 4000, height: 3000, bytes: 3_000_000 },
    variants: [
      { width: 400, height: 300, bytes: 20_000 },
      { width: 800, height: 600, bytes: bytes800 },
      { width: 1200, height: 900, bytes: 140_000 },
    ],
  },
  bombs: [{ label: 'bomb', memory: memory(bombPeakMiB, '400 too large') }],
  upload: { runs: 10, uploadMs: { p50: 500, p95: 600 }, addFoodMs: { p50: 20, p95: 30 }, bytes: 3_000_000 },
});

describe('the photo figures', () => {
  it('judge the peak RSS of every upload, accepted or refused, against 300 MiB and the 800-px variant against 120 KB', () => {
    expect(photoLines(result(200, 70_000)).map((line) => line.verdict)).toEqual(['PASS', 'PASS', 'PASS', 'PASS', 'INFO', 'INFO']);
    expect(photoLines(result(301, 120_001)).map((line) => line.verdict)).toEqual(['OVER', 'PASS', 'OVER', 'OVER', 'INFO', 'INFO']);
    const bomb = photoLines(result(200, 70_000, 514));
    expect(bomb.map((line) => line.verdict)).toEqual(['PASS', 'OVER', 'OVER', 'PASS', 'INFO', 'INFO']);
    expect(bomb[1]?.figure).toBe('514 MiB (150 MiB before; refused 400)');
    expect(bomb[2]).toMatchObject({ label: 'peak RSS of any upload, accepted or refused', figure: '514 MiB' });
  });

  it('print the upload time as a ratio to adding a food', () => {
    expect(photoLines(result(200, 70_000))[5]?.figure).toBe('25.0× (500 ms ÷ 20 ms)');
  });
});

// The memory check of issue 28 in CI: each decompression bomb processed as an upload is, in a fresh process with the
// function's modules loaded. The bench (bench/photos-bench.ts) measures the same with a real 7999 × 5000 progressive
// JPEG, which takes hundreds of MB to make; here the JPEG is a small one whose header claims that size.
describe('decompression bombs in a fresh process', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'food-store-bombs-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const bombs: [string, () => Promise<Buffer>][] = [
    ['a 7999 × 5000 interlaced 16-bit RGBA PNG (480 KB, 320 MB decoded)', () => interlacedPng16(7999, 5000)],
    ['a progressive 4:4:4 JPEG claiming 7999 × 5000', () => bombJpeg(7999, 5000, { progressive444: true })],
  ];
  it.each(bombs)(`refuses %s before decoding it, within ${UPLOAD_PEAK_BUDGET_MIB} MiB peak RSS`, async (name, make) => {
    const file = path.join(folder, name.replaceAll(/\W+/g, '-'));
    writeFileSync(file, await make());
    const measured = await measurePhotoMemory(file);
    expect(measured.refused).toBe(`400 ${MSG.photoTooLargeToDecode}`);
    expect(measured.peakMiB).toBeLessThanOrEqual(UPLOAD_PEAK_BUDGET_MIB);
  }, 60_000);
});
