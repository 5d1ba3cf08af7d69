import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

// The local stack's saved data (README, "Local data"): each clean stop writes a complete snapshot folder, then points
// current.json at it with one atomic rename, so an interrupted save leaves the previous snapshot in use.

export const DATA_FORMAT = 'food-store-local-data';
export const DATA_VERSION = 1;
const POINTER = 'current.json';

interface Pointer {
  format: typeof DATA_FORMAT;
  version: typeof DATA_VERSION;
  snapshot: string;
  savedAt: string;
  counts: Record<string, number>;
}

export interface Snapshot {
  /** The snapshot folder: `<emulator>.json` of each in-process emulator and `auth/`, firebase-tools' export. */
  dir: string;
  authDir: string;
  savedAt: string;
  counts: Record<string, number>;
}

/** Saved data that cannot be used: the start stops, and nothing is deleted or overwritten. */
export class SavedDataError extends Error {
  constructor(dataDir: string, reason: string) {
    super(
      `the saved local data in ${dataDir} cannot be used: ${reason}. Nothing was changed: move that folder away to keep it, ` +
        'or run `npm run reset` to start again from the seed.',
    );
    this.name = 'SavedDataError';
  }
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The current snapshot, or undefined when nothing was saved yet; throws SavedDataError when it is unreadable. */
export function readSnapshot(dataDir: string): Snapshot | undefined {
  const pointerFile = path.join(dataDir, POINTER);
  if (!existsSync(pointerFile)) return undefined;
  let pointer: Pointer;
  try {
    pointer = readJson(pointerFile) as Pointer;
  } catch (error) {
    throw new SavedDataError(dataDir, `${POINTER} is not valid JSON (${(error as Error).message})`);
  }
  if (pointer?.format !== DATA_FORMAT || typeof pointer.snapshot !== 'string' || pointer.snapshot.includes('/')) {
    throw new SavedDataError(dataDir, `${POINTER} is not a "${DATA_FORMAT}" pointer`);
  }
  if (pointer.version !== DATA_VERSION) {
    throw new SavedDataError(dataDir, `it is version ${JSON.stringify(pointer.version)}; this checkout reads version ${DATA_VERSION}`);
  }
  const dir = path.join(dataDir, pointer.snapshot);
  const authDir = path.join(dir, 'auth');
  // firebase-tools' own layout (firebase-export-metadata.json, auth_export/): checked here so a broken file is named.
  for (const file of [path.join(authDir, 'firebase-export-metadata.json'), path.join(authDir, 'auth_export', 'accounts.json')]) {
    try {
      readJson(file);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : `is not valid JSON (${(error as Error).message})`;
      throw new SavedDataError(dataDir, `${path.relative(dataDir, file)} ${reason}`);
    }
  }
  return { dir, authDir, savedAt: pointer.savedAt, counts: pointer.counts ?? {} };
}

/** A new snapshot folder to fill; commit() makes it the current one and deletes the older ones. */
export function beginSnapshot(dataDir: string): { dir: string; authDir: string; commit(counts: Record<string, number>): void; discard(): void } {
  mkdirSync(dataDir, { recursive: true });
  const savedAt = new Date().toISOString();
  const name = `snapshot-${savedAt.replace(/[:.]/g, '-')}-${process.pid}`;
  const dir = path.join(dataDir, name);
  mkdirSync(dir);
  return {
    dir,
    authDir: path.join(dir, 'auth'),
    commit(counts) {
      const pointer: Pointer = { format: DATA_FORMAT, version: DATA_VERSION, snapshot: name, savedAt, counts };
      const temporary = path.join(dataDir, `.${POINTER}.${process.pid}.tmp`);
      const fd = openSync(temporary, 'w');
      try {
        writeSync(fd, `${JSON.stringify(pointer, null, 2)}\n`);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temporary, path.join(dataDir, POINTER));
      for (const entry of readdirSync(dataDir)) {
        if (entry.startsWith('snapshot-') && entry !== name) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      }
    },
    discard() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Deletes the saved data: the next start begins from the seed. */
export function resetSavedData(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
