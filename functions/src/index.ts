import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { createApp } from './app.js';
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

// Deletes uploaded photos no food uses 24 h after their upload, and retries failed deletions (docs/ARCHITECTURE.md §5d).
export const sweepPhotos = onSchedule(
  { schedule: 'every 60 minutes', region: 'us-central1', memory: '256MiB', timeoutSeconds: 300, retryCount: 0 },
  async () => {
    await sweepUnusedPhotos();
  },
);
