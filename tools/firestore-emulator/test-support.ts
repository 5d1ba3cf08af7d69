import { Firestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator, type FirestoreEmulator, type FirestoreEmulatorOptions } from './index.js';

export const PROJECT_ID = 'demo-emulator-tests';

export interface TestFirestore {
  emulator: FirestoreEmulator;
  db: Firestore;
  close(): Promise<void>;
}

/** A launcher on a free port and a server SDK client pointed at it, configured as the emulator env var would. */
export async function startTestFirestore(options: FirestoreEmulatorOptions = {}): Promise<TestFirestore> {
  const emulator = await startFirestoreEmulator({ port: 0, projectId: PROJECT_ID, ...options });
  const db = new Firestore({
    projectId: PROJECT_ID,
    host: emulator.host,
    port: emulator.port,
    ssl: false,
    customHeaders: { Authorization: 'Bearer owner' },
  });
  return {
    emulator,
    db,
    close: async () => {
      await db.terminate();
      await emulator.stop();
    },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A promise plus its resolver, to hold a transaction open at a chosen point. */
export function gate(): { wait: Promise<void>; open(): void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

/** The gRPC status code of an SDK error (undefined for business errors). */
export function grpcCode(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number' ? error.code : undefined;
}
