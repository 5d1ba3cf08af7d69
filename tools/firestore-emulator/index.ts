import { Server, ServerCredentials } from '@grpc/grpc-js';
import { DEFAULT_HISTORY_LIMITS, type HistoryLimits } from './history.js';
import { ListenService } from './listen.js';
import { UnimplementedFirestoreService } from './proto.js';
import { createFirestoreService } from './service.js';
import { DocumentStore } from './store.js';
import { LockManager, type LockTimeouts } from './transactions.js';

export interface FirestoreEmulatorOptions {
  host?: string;
  /** 0 or absent: a free port. */
  port?: number;
  /** Accepted for symmetry with the official emulator; every project id is served. */
  projectId?: string;
  /** Lock tuning, mainly for tests (defaults: locks of a transaction idle for 30 s are released, waits end after 20 s). */
  timeouts?: Partial<LockTimeouts>;
  /** How long and how many superseded document versions are kept for past reads (default: 1 hour, 200,000 versions). */
  history?: Partial<HistoryLimits>;
}

export interface FirestoreEmulator {
  host: string;
  port: number;
  stop(): Promise<void>;
  /** Wipes every document of every project and rolls back open transactions. */
  clear(): void;
}

const DEFAULT_TIMEOUTS: LockTimeouts = { idleMs: 30_000, lockWaitMs: 20_000, maxLifetimeMs: 270_000 };

/** Starts the in-process Firestore gRPC emulator (README.md says why the project has its own). */
export async function startFirestoreEmulator(options: FirestoreEmulatorOptions = {}): Promise<FirestoreEmulator> {
  const host = options.host ?? '127.0.0.1';
  const store = new DocumentStore({ ...DEFAULT_HISTORY_LIMITS, ...options.history });
  const locks = new LockManager({ ...DEFAULT_TIMEOUTS, ...options.timeouts });
  const listens = new ListenService(store);
  const server = new Server();
  server.addService(UnimplementedFirestoreService.definition, { ...createFirestoreService(store, locks), Listen: listens.handler });
  const address = host.includes(':') ? `[${host}]:${options.port ?? 0}` : `${host}:${options.port ?? 0}`;
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(address, ServerCredentials.createInsecure(), (error, boundPort) => (error ? reject(error) : resolve(boundPort)));
  });

  let stopped = false;
  return {
    host,
    port,
    clear: () => {
      locks.endAll();
      store.clear();
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      locks.endAll();
      listens.closeAll();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, 2_000);
        server.tryShutdown(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
