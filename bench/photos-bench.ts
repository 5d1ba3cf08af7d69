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
/** docs/ARCHITECTURE.md §6: the 800-wide variant of a typical dish photo. */
export const VARIANT_800_BUDGET_BYTES = 120_000;

export interface PhotoMemory {
  baselineMiB: number;
  peakMiB: number;
  ms: number;
  original: { width: number; height: number; bytes: number };
  variants: { width: number; height: number; bytes: number }[];
}

export interface PhotoUploadTiming {
  runs: number;
  uploadMs: LatencySummary;
  addFoodMs: LatencySummary;
  bytes: number;
}

export interface PhotosBenchResult {
  memory: PhotoMemory;
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

/**
 * A phone-like 12-megapixel dish photo (functions/src/test/images.ts `dishPhoto`): its processing into the variants in
 * a fresh process (peak RSS against the function's memory), the sizes of the variants, and upload-to-201 timed against
 * POST /api/add-food in the same run.
 */
export async function runPhotosBench(log: (line: string) => void): Promise<PhotosBenchResult> {
  const { dishPhoto } = await import('../functions/src/test/images.js');
  const folder = mkdtempSync(path.join(tmpdir(), 'food-store-bench-photo-'));
  try {
    log('  making a 12-megapixel dish photo (4000 × 3000 JPEG)...');
    const file = path.join(folder, 'dish-12mp.jpg');
    writeFileSync(file, await dishPhoto(4000, 3000));
    log('  processing it in a fresh process...');
    const memory = await child<PhotoMemory>('memory', file);
    log('  uploading it through the API, alternating with POST /api/add-food...');
    const upload = await child<PhotoUploadTiming>('upload', file);
    return { memory, upload };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const mib = (value: number) => `${value.toFixed(0)} MiB`;

export function photoLines({ memory, upload }: PhotosBenchResult): Omit<ReportLine, 'section'>[] {
  const variant800 = memory.variants.find((variant) => variant.width === 800);
  const ratio = upload.uploadMs.p50 / upload.addFoodMs.p50;
  return [
    {
      label: `12 MP JPEG (${(memory.original.bytes / 1e6).toFixed(1)} MB) → ${memory.variants.map((v) => v.width).join('/')} WebP: peak RSS`,
      figure: `${mib(memory.peakMiB)} (${mib(memory.baselineMiB)} with the function loaded, before; ${memory.ms.toFixed(0)} ms)`,
      budget: `≤ ${FUNCTION_MEMORY_MIB} MiB`,
      verdict: verdict(memory.peakMiB <= FUNCTION_MEMORY_MIB),
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
