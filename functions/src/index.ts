import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { createApp } from './app.js';
import { runSweep } from './scheduled/sweep.js';
import { sweepUnusedPhotos } from './photos/photos-sweep.js';

export const api = onRequest(
  {
    region: 'us-central1',
    memory: '512MiB',
    cpu: 1,
    concurrency: 80,
    maxInstances: 10,
    // Firestore and Auth calls give up well before this (config.ts DEFAULT_DEADLINE_MS) and answer 503.
    timeoutSeconds: 30,
  },
  createApp(),
);

// Unanswered orders expire and unfinished kitchen fan-outs complete (docs/ARCHITECTURE.md §5f); reads and moves of an
// order apply a due expiry themselves, so this only bounds how long stock waits in an order nobody looks at.
export const sweep = onSchedule({ schedule: 'every 5 minutes', region: 'us-central1', memory: '256MiB', timeoutSeconds: 300, maxInstances: 1 }, async () => {
  await runSweep();
});
// Deletes uploaded photos no food uses 24 h after their upload, and retries failed deletions (docs/ARCHITECTURE.md §5d).
export const sweepPhotos = onSchedule(
  { schedule: 'every 60 minutes', region: 'us-central1', memory: '256MiB', timeoutSeconds: 300, retryCount: 0 },
  async () => {
    await sweepUnusedPhotos();
  },
);
