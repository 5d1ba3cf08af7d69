import { readFileSync } from 'node:fs';
import { loadApiHarness } from './emulators.js';
import { summarize } from './stats.js';

// Run by photos-bench.ts in a process of its own: `memory <file>` measures one photo's processing in a fresh process
// (so the peak RSS is that work's, not the bench's), whether it is accepted or refused; `upload <jpeg>` times
// POST /api/photos against POST /api/add-food.
// Prints one JSON line.

const [mode, file] = process.argv.slice(2);
if (!file || (mode !== 'memory' && mode !== 'upload')) {
  console.error('usage: photos-child.ts memory <photo> | upload <jpeg>');
  process.exit(2);
}
const bytes = readFileSync(file);
const MiB = (bytes: number) => bytes / 1024 / 1024;

async function memory() {
  // What the function loads (Express, firebase-admin, sharp), then the photo's processing alone.
  await import('../functions/src/app.js');
  const { makeVariants, readPhotoHeader } = await import('../functions/src/photos/photo-image.js');
  const { makeShareJpeg } = await import('../functions/src/photos/photo-share.js');
  const { statusOf } = await import('../functions/src/http/error-handler.js');
  const baseline = process.memoryUsage().rss;
  // libvips works on libuv's threads, so the main thread keeps sampling the process's RSS meanwhile.
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  const started = performance.now();
  let variants: { width: number; height: number; bytes: Buffer }[] = [];
  let refused: string | undefined;
  try {
    variants = await makeVariants(bytes, await readPhotoHeader(bytes));
    // The upload also makes the share JPEG (og:image) from the widest variant.
    const widest = variants.at(-1);
    if (widest) await makeShareJpeg(widest.bytes);
  } catch (error) {
    // A refusal (400, 415) is an outcome to measure too: accepted or refused, the peak counts.
    const status = statusOf(error);
    if (status === undefined) throw error;
    refused = `${status} ${(error as Error).message}`;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const { default: sharp } = await import('sharp');
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return {
    baselineMiB: MiB(baseline),
    peakMiB: MiB(peak),
    ms,
    original: { width, height, bytes: bytes.length },
    variants: variants.map((variant) => ({ width: variant.width, height: variant.height, bytes: variant.bytes.length })),
    ...(refused ? { refused } : {}),
  };
}

const WARMUP = 2;
const RUNS = 10;

async function upload() {
  const { emulators, harness } = await loadApiHarness();
  const { foodInput } = harness;
  const api = await harness.startApi();
  try {
    const cookie = await harness.signIn(api, await harness.createUser('bench-photographer'));
    const timed = async (call: () => Promise<{ status: number }>, expected: number) => {
      const started = performance.now();
      const response = await call();
      if (response.status !== expected) throw new Error(`answered ${response.status}, expected ${expected}`);
      return performance.now() - started;
    };
    const uploads: number[] = [];
    const adds: number[] = [];
    // Alternating, so background load on the shared machine hits both alike.
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const up = await timed(() => harness.uploadPhoto(api, bytes, { cookie }), 201);
      const add = await timed(() => harness.call(api, '/api/add-food', { method: 'POST', body: foodInput(), cookie }), 201);
      if (run >= WARMUP) {
        uploads.push(up);
        adds.push(add);
      }
    }
    return { runs: RUNS, uploadMs: summarize(uploads), addFoodMs: summarize(adds), bytes: bytes.length };
  } finally {
    await api.close();
    await emulators.stop();
  }
}

console.log(JSON.stringify(mode === 'memory' ? await memory() : await upload()));
// firebase-admin keeps gRPC channels open; the measurement is printed, so leave now.
process.exit(0);
