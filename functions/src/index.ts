import { onRequest } from 'firebase-functions/https';
import { createApp } from './app.js';

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
