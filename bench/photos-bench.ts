import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LatencySummary } from './stats.js';
import { kb, verdict, type ReportLine } from './report.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The api function's memory setting (functions/src/index.ts). */
export const FUNCTION_MEMORY_MIB = 512;
/**
 * docs/ARCHITECTURE.md §6: the peak RSS of any one upload's processing, accepted or refused, in a process with the
 * function's modules loaded: well within the function's memory, which serves many requests at once.
 */
export const UPLOAD_PEAK_BUDGET_MIB = 300;
/** docs/ARCHITECTURE.md §6: the 800-wide variant of a typical dish photo. */
export const VARIANT_800_BUDGET_BYTES = 120_000;

export interface PhotoMemory {
  baselineMiB: number;
  peakMiB: number;
  ms: number;
  original: { width: number; height: number; bytes: number };
  variants: { width: number; height: number; bytes: number }[];
  /** The status and message of a refusal (then `variants` is empty). */
  refused?: string;
}

/** A decompression bomb of issue 28: small on the wire, hundreds of MB decoded. */
export interface BombMemory {
  label: string;
  memory: PhotoMemory;
}

export interface PhotoUploadTiming {
  runs: number;
  uploadMs: LatencySummary;
  addFoodMs: LatencySummary;
  bytes: number;
}

export interface PhotosBenchResult {
  memory: PhotoMemory;
  bombs: BombMemory[];
  upload: PhotoUploadTiming;
}

function child<T>(mode: 'memory' | 'upload', file: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const process_ = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'photos-child.ts'), mode, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, METADATA_SERVER_DETECTION: 'none' },
    });
    let out = '';
    process_.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    process_.on('error', reject);
    process_.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`photos-child ${mode} exited with ${code}: ${out}`));
      else resolve(JSON.parse(line) as T);
    });
  });
}

/** One photo file's processing (header checks, then the variants unless refused) in a fresh process: its peak RSS. */
export function measurePhotoMemory(file: string): Promise<PhotoMemory> {
  return child<PhotoMemory>('memory', file);
}

/**
 * A phone-like 12-megapixel dish photo (functions/src/test/images.ts `dishPhoto`): its processing into the variants in
 * a fresh process (peak RSS), the sizes of the variants, and upload-to-201 timed against POST /api/add-food in the same
 * run; then the decompression bombs of issue 28 (an interlaced 16-bit RGBA PNG and a progressive 4:4:4 JPEG of
 * 7999 × 5000, each under 500 KB), each in a fresh process too: refused, and what the refusal cost.
 */
export async function runPhotosBench(log: (line: string) => void): Promise<PhotosBenchResult> {
  const { dishPhoto, interlacedPng16, progressiveJpeg444 } = await import('../functions/src/test/images.js');
  const folder = mkdtempSync(path.join(tmpdir(), 'food-store-bench-photo-'));
  try {
    log('  making a 12-megapixel dish photo (4000 × 3000 JPEG)...');
    const file = path.join(folder, 'dish-12mp.jpg');
    writeFileSync(file, await dishPhoto(4000, 3000));
    log('  processing it in a fresh process...');
    const memory = await measurePhotoMemory(file);
    log('  making the decompression bombs (7999 × 5000: interlaced 16-bit RGBA PNG, progressive 4:4:4 JPEG)...');
    const bombFiles = [
      { label: '7999 × 5000 interlaced 16-bit RGBA PNG', file: path.join(folder, 'bomb.png'), make: () => interlacedPng16(7999, 5000) },
      { label: '7999 × 5000 progressive 4:4:4 JPEG', file: path.join(folder, 'bomb.jpg'), make: () => progressiveJpeg444(7999, 5000) },
    ];
    const bombs: BombMemory[] = [];
    for (const bomb of bombFiles) {
      writeFileSync(bomb.file, await bomb.make());
      log(`  processing the ${bomb.label} in a fresh process...`);
      bombs.push({ label: bomb.label, memory: await measurePhotoMemory(bomb.file) });
    }
    log('  uploading the dish photo through the API, alternating with POST /api/add-food...');
    const upload = await child<PhotoUploadTiming>('upload', file);
    return { memory, bombs, upload };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const mib = (value: number) => `${value.toFixed(0)} MiB`;

export function photoLines({ memory, bombs, upload }: PhotosBenchResult): Omit<ReportLine, 'section'>[] {
  const variant800 = memory.variants.find((variant) => variant.width === 800);
  const ratio = upload.uploadMs.p50 / upload.addFoodMs.p50;
  const peaks = [memory, ...bombs.map((bomb) => bomb.memory)].map((measured) => measured.peakMiB);
  const worst = Math.max(...peaks);
  const outcome = (measured: PhotoMemory) =>
    measured.refused ? `refused ${measured.refused.split(' ')[0]}` : `accepted, ${measured.ms.toFixed(0)} ms`;
  return [
    {
      label: `12 MP JPEG (${(memory.original.bytes / 1e6).toFixed(1)} MB) → ${memory.variants.map((v) => v.width).join('/')} WebP: peak RSS`,
      figure: `${mib(memory.peakMiB)} (${mib(memory.baselineMiB)} with the function loaded, before; ${outcome(memory)})`,
      budget: `≤ ${UPLOAD_PEAK_BUDGET_MIB} MiB`,
      verdict: verdict(memory.peakMiB <= UPLOAD_PEAK_BUDGET_MIB),
    },
    ...bombs.map(({ label, memory: bomb }) => ({
      label: `${label} (${kb(bomb.original.bytes)}): peak RSS`,
      figure: `${mib(bomb.peakMiB)} (${mib(bomb.baselineMiB)} before; ${outcome(bomb)})`,
      budget: `≤ ${UPLOAD_PEAK_BUDGET_MIB} MiB`,
      verdict: verdict(bomb.peakMiB <= UPLOAD_PEAK_BUDGET_MIB),
    })),
    {
      label: 'peak RSS of any upload, accepted or refused',
      figure: mib(worst),
      budget: `≤ ${UPLOAD_PEAK_BUDGET_MIB} MiB (the function has ${FUNCTION_MEMORY_MIB} MiB)`,
      verdict: verdict(worst <= UPLOAD_PEAK_BUDGET_MIB),
    },
    {
      label: '800-px variant of a typical dish photo',
      figure: variant800 ? kb(variant800.bytes) : 'none',
      budget: `≤ ${kb(VARIANT_800_BUDGET_BYTES)}`,
      verdict: verdict(variant800 !== undefined && variant800.bytes <= VARIANT_800_BUDGET_BYTES),
    },
    {
      label: 'every variant (width: size)',
      figure: memory.variants.map((v) => `${v.width}: ${kb(v.bytes)}`).join(', '),
      budget: '',
      verdict: 'INFO',
    },
    {
      label: `upload-to-201 ÷ POST /api/add-food (p50 of ${upload.runs} each, alternating)`,
      figure: `${ratio.toFixed(1)}× (${upload.uploadMs.p50.toFixed(0)} ms ÷ ${upload.addFoodMs.p50.toFixed(0)} ms)`,
      budget: '',
      verdict: 'INFO',
    },
  ];
}
