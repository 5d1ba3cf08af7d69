import type { Express } from 'express';
import { onRequest } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { getConfig } from './config.js';
import { MSG } from './domain/messages.js';

// A cold instance loads only what declaring the functions needs; each function loads its own code on its first call
// (a shared dish link usually lands on a cold instance: `npm run bench -- --only=coldstart`, docs/ARCHITECTURE.md §6).
// The configuration is read here, at start-up: a bad variable stops the function, and a deploy, before any request.
const config = getConfig();

let app: Promise<Express> | undefined;

/** The Express app, made on the instance's first request and kept (a failed load is tried again on the next). */
function theApp(): Promise<Express> {
  app ??= import('./app.js').then(
    ({ createApp }) => createApp({ config }),
    (error: unknown) => {
      app = undefined;
      throw error;
    },
  );
  return app;
}

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
  async (req, res) => {
    let handle: Express;
    try {
      handle = await theApp();
    } catch (error) {
      // The app could not be loaded (the next request tries again): an error as every other, no stack to the client.
      logger.error('The api function could not load its app', error);
      res.status(500).set('Cache-Control', 'private, no-store').json({ message: MSG.serverError, code: 'serverError' });
      return;
    }
    handle(req, res);
  },
);

// Unanswered orders expire and unfinished kitchen fan-outs complete (docs/ARCHITECTURE.md §5f); reads and moves of an
// order apply a due expiry themselves, so this only bounds how long stock waits in an order nobody looks at.
export const sweep = onSchedule({ schedule: 'every 5 minutes', region: 'us-central1', memory: '256MiB', timeoutSeconds: 300, maxInstances: 1 }, async () => {
  const { runSweep } = await import('./scheduled/sweep.js');
  await runSweep();
});
// Deletes uploaded photos no food uses 24 h after their upload, and retries failed deletions (docs/ARCHITECTURE.md §5d).
export const sweepPhotos = onSchedule(
  { schedule: 'every 60 minutes', region: 'us-central1', memory: '256MiB', timeoutSeconds: 300, retryCount: 0 },
  async () => {
    const { sweepUnusedPhotos } = await import('./photos/photos-sweep.js');
    await sweepUnusedPhotos();
  },
);
