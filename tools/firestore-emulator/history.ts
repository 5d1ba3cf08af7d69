import { status } from '@grpc/grpc-js';
import type { StoredDoc } from './document.js';
import { GrpcError } from './errors.js';
import { parentOf } from './names.js';

/** How long superseded document versions are kept, and at most how many: Cloud Firestore reads up to 1 hour back. */
export interface HistoryLimits {
  retentionMs: number;
  maxVersions: number;
}

export const DEFAULT_HISTORY_LIMITS: HistoryLimits = { retentionMs: 60 * 60 * 1000, maxVersions: 200_000 };

/** A state a document had until `until` (exclusive): a version, or null when it did not exist. */
interface PastState {
  readonly doc: StoredDoc | null;
  readonly until: bigint;
}

const MS = 1_000_000n;

/**
 * Superseded document states, so reads at a past time (read-only transactions, `read_time`, Listen resume tokens)
 * answer with the data as of that time. Each write records the state it replaced; the oldest are dropped once older
 * than the retention or beyond `maxVersions`, which moves `horizon`: reads before it fail instead of guessing.
 */
export class VersionHistory {
  private readonly byName = new Map<string, PastState[]>();
  /** Collection path -> names in it that have past states (a deleted document lives only here). */
  private readonly byCollection = new Map<string, Set<string>>();
  /** Every recorded state in commit order, to drop the oldest first. */
  private queue: { name: string; until: bigint }[] = [];
  private head = 0;
  /** The earliest time whose state is fully known. */
  private earliest: bigint;

  constructor(
    private readonly limits: HistoryLimits,
    start: bigint,
  ) {
    this.earliest = start;
  }

  /** The earliest read time this history can answer, given the current time. */
  horizon(now: bigint): bigint {
    const retained = now - BigInt(this.limits.retentionMs) * MS;
    return retained > this.earliest ? retained : this.earliest;
  }

  /** Records that `previous` (undefined: absent) stopped being the state of `name` at `time`. */
  record(name: string, previous: StoredDoc | undefined, time: bigint): void {
    let states = this.byName.get(name);
    if (!states) {
      states = [];
      this.byName.set(name, states);
      const collection = parentOf(name);
      let names = this.byCollection.get(collection);
      if (!names) {
        names = new Set();
        this.byCollection.set(collection, names);
      }
      names.add(name);
    }
    states.push({ doc: previous ?? null, until: time });
    this.queue.push({ name, until: time });
    this.prune(time);
  }

  /** The state of `name` at `time`, given its current one. */
  stateAt(name: string, time: bigint, current: StoredDoc | undefined): StoredDoc | undefined {
    const states = this.byName.get(name);
    if (!states) return current;
    let low = 0;
    let high = states.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((states[middle] as PastState).until > time) high = middle;
      else low = middle + 1;
    }
    return low < states.length ? ((states[low] as PastState).doc ?? undefined) : current;
  }

  /** Names with past states in the collection at `path`. */
  namesIn(path: string): ReadonlySet<string> {
    return this.byCollection.get(path) ?? new Set();
  }

  /** Collection paths that held documents within the history. */
  collectionPaths(): Iterable<string> {
    return this.byCollection.keys();
  }

  /** Forgets everything: nothing before `now` can be read any more. */
  clear(now: bigint): void {
    this.byName.clear();
    this.byCollection.clear();
    this.queue = [];
    this.head = 0;
    this.earliest = now;
  }

  private prune(now: bigint): void {
    const cutoff = now - BigInt(this.limits.retentionMs) * MS;
    while (this.head < this.queue.length) {
      const oldest = this.queue[this.head] as { name: string; until: bigint };
      if (oldest.until >= cutoff && this.queue.length - this.head <= this.limits.maxVersions) break;
      this.head++;
      this.dropOldest(oldest.name);
      if (oldest.until > this.earliest) this.earliest = oldest.until;
    }
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }

  private dropOldest(name: string): void {
    const states = this.byName.get(name);
    if (!states) return;
    states.shift();
    if (states.length > 0) return;
    this.byName.delete(name);
    const collection = parentOf(name);
    const names = this.byCollection.get(collection);
    names?.delete(name);
    if (names?.size === 0) this.byCollection.delete(collection);
  }
}

/**
 * Reads a `read_time` as Cloud Firestore does: microsecond precision, not in the future, and within the versions kept
 * (FAILED_PRECONDITION beyond, never the current data instead).
 */
export function checkReadTime(time: bigint, now: bigint, horizon: bigint): bigint {
  if (time % 1_000n !== 0n) throw new GrpcError(status.INVALID_ARGUMENT, 'read_time must be a timestamp with microsecond precision');
  if (time > now) throw new GrpcError(status.INVALID_ARGUMENT, 'read_time cannot be in the future');
  if (time < horizon) {
    throw new GrpcError(
      status.FAILED_PRECONDITION,
      'The requested snapshot version is too old: document versions are kept for one hour (and since the emulator started or was last cleared).',
    );
  }
  return time;
}
