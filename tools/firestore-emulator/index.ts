import { Server, ServerCredentials } from '@grpc/grpc-js';
import { readExportFile, writeExportFile } from './export.js';
import { DEFAULT_HISTORY_LIMITS, type HistoryLimits } from './history.js';
import { ListenService } from './listen.js';
import { loadIndexConfig, type CompositeIndex, type IndexesFile, type IndexSpec } from './index-config.js';
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
  /**
   * The project's `firestore.indexes.json` (its path or its parsed content): queries that need a composite index it does
   * not declare fail with FAILED_PRECONDITION, as in Cloud Firestore. Absent: every query runs, as in the official emulator.
   */
  indexes?: IndexesFile | string;
}

export interface FirestoreEmulator {
  host: string;
  port: number;
  stop(): Promise<void>;
  /** Wipes every document of every project and rolls back open transactions. */
  clear(): void;
  /** Writes every document of every project to `file`, atomically (README, "Export and import"); returns how many. */
  exportTo(file: string): number;
  /**
   * Replaces every document with those of an export file and rolls back open transactions; returns how many. A file that
   * cannot be read throws an `ExportFileError` (export.ts) naming it and what is wrong, and changes nothing.
   */
  importFrom(file: string): number;
  /**
   * The declared composite indexes (`indexes` option) that no query run so far needed: each query that ran would also
   * have run without them. A test run that leaves none proves that deleting any index makes some query fail.
   */
  indexesNeverNeeded(): IndexSpec[];
}

const DEFAULT_TIMEOUTS: LockTimeouts = { idleMs: 30_000, lockWaitMs: 20_000, maxLifetimeMs: 270_000 };

/** Starts the in-process Firestore gRPC emulator (README.md says why the project has its own). */
export async function startFirestoreEmulator(options: FirestoreEmulatorOptions = {}): Promise<FirestoreEmulator> {
  const host = options.host ?? '127.0.0.1';
  // Read first: a broken index file stops the start instead of leaving a server that enforces nothing.
  const indexes = options.indexes === undefined ? null : loadIndexConfig(options.indexes);
  const needed = new Set<CompositeIndex>();
  const store = new DocumentStore({ ...DEFAULT_HISTORY_LIMITS, ...options.history });
  const locks = new LockManager({ ...DEFAULT_TIMEOUTS, ...options.timeouts });
  const listens = new ListenService(store, indexes);
  const server = new Server();
  server.addService(UnimplementedFirestoreService.definition, {
    ...createFirestoreService(store, locks, indexes, (index) => needed.add(index)),
    Listen: listens.handler,
  });
  const address = host.includes(':') ? `[${host}]:${options.port ?? 0}` : `${host}:${options.port ?? 0}`;
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(address, ServerCredentials.createInsecure(), (error, boundPort) => (error ? reject(error) : resolve(boundPort)));
  });

  let stopped = false;
  return {
    host,
    port,
    indexesNeverNeeded: () => (indexes?.indexes ?? []).filter((index) => !needed.has(index)).map((index) => index.spec),
    clear: () => {
      locks.endAll();
      store.clear();
    },
    exportTo: (file) => writeExportFile(file, store.documents()),
    importFrom: (file) => {
      const docs = readExportFile(file);
      locks.endAll();
      store.replaceAll(docs);
      return docs.length;
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
