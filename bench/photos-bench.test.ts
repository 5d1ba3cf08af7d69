import { describe, expect, it } from 'vitest';
import { photoLines, type PhotosBenchResult } from './photos-bench.js';

const result = (peakMiB: number, bytes800: number): PhotosBenchResult => ({
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
  upload: { runs: 10, uploadMs: { p50: 500, p95: 600 }, addFoodMs: { p50: 20, p95: 30 }, bytes: 3_000_000 },
});

describe('the photo figures', () => {
  it('judge peak RSS against the 512 MiB function and the 800-px variant against 120 KB', () => {
    expect(photoLines(result(200, 70_000)).map((line) => line.verdict)).toEqual(['PASS', 'PASS', 'INFO', 'INFO']);
    expect(photoLines(result(600, 120_001)).map((line) => line.verdict)).toEqual(['OVER', 'OVER', 'INFO', 'INFO']);
  });

  it('print the upload time as a ratio to adding a food', () => {
    expect(photoLines(result(200, 70_000))[3]?.figure).toBe('25.0× (500 ms ÷ 20 ms)');
  });
});
