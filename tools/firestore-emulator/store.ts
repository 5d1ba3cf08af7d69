import { randomBytes } from 'node:crypto';
import type { Write } from './proto.js';
import { applyWrite, writeTarget } from './apply-write.js';
import { Collection } from './collection.js';
import type { StoredDoc } from './document.js';
import { checkReadTime, DEFAULT_HISTORY_LIMITS, VersionHistory, type HistoryLimits } from './history.js';
import { isCollectionPath, parentOf } from './names.js';
import { compareNames, type FsValue } from './values.js';

export interface AppliedWrite {
  /** The document's update time after the write; null after a delete, as Cloud Firestore leaves it unset. */
  updateTime: bigint | null;
  transformResults: FsValue[];
}

/** Called after every commit (and clear) with the names of the documents it changed, before anything else runs. */
export type CommitObserver = (time: bigint, changed: readonly string[]) => void;

/** What queries and reads need of the documents, now or at a past time. */
export interface DocumentReader {
  get(name: string): StoredDoc | undefined;
  /** One collection (`parent/collectionId`) with its id-ordered documents and equality indexes, if it holds any. */
  collection(path: string): Collection | undefined;
  /** Documents of the collection `parent/collectionId`, or of every such collection below parent (any collection when the id is empty). */
  collectionDocs(parent: string, collectionId: string, allDescendants: boolean): StoredDoc[];
  /** Ids of the collections directly below a document (or the database root) with documents at any depth below them. */
  collectionIds(parent: string): string[];
  /** Paths of the collections that may hold documents (`collection()` says whether one does). */
  collectionPaths(): Iterable<string>;
}

/** Whether the collection at `path` is below `parent` and has the id (any id when empty) of an all-descendants query. */
export function inDescendantScope(path: string, parent: string, collectionId: string): boolean {
  return path.startsWith(`${parent}/`) && isCollectionPath(path) && (collectionId === '' || path.endsWith(`/${collectionId}`));
}

export function descendantDocs(reader: DocumentReader, parent: string, collectionId: string): StoredDoc[] {
  const result: StoredDoc[] = [];
  for (const path of reader.collectionPaths()) {
    if (inDescendantScope(path, parent, collectionId)) result.push(...(reader.collection(path)?.sorted ?? []));
  }
  return result;
}

/**
 * The documents of a collection for ListDocuments, in no particular order; with `showMissing`, also the missing ones: names
 * without a document that have documents in subcollections below them (`stored` absent).
 */
export function listDocuments(
  reader: DocumentReader,
  parent: string,
  collectionId: string,
  showMissing: boolean,
): { name: string; stored?: StoredDoc }[] {
  const path = `${parent}/${collectionId}`;
  const listed: { name: string; stored?: StoredDoc }[] = (reader.collection(path)?.sorted ?? []).map((doc) => ({ name: doc.name, stored: doc }));
  if (!showMissing) return listed;
  const missing = new Set<string>();
  for (const below of reader.collectionPaths()) {
    if (!below.startsWith(`${path}/`) || !reader.collection(below)) continue;
    const name = `${path}/${below.slice(path.length + 1).split('/')[0] as string}`;
    if (!reader.get(name)) missing.add(name);
  }
  for (const name of missing) listed.push({ name });
  return listed;
}

export function childCollectionIds(reader: DocumentReader, parent: string): string[] {
  const prefix = `${parent}/`;
  const ids = new Set<string>();
  for (const path of reader.collectionPaths()) {
    if (path.startsWith(prefix) && reader.collection(path)) ids.add(path.slice(prefix.length).split('/')[0] as string);
  }
  return [...ids];
}

/** The current version of every document, grouped by collection, and the commit clock. */
export class DocumentStore implements DocumentReader {
  private readonly docs = new Map<string, StoredDoc>();
  private readonly collections = new Map<string, Collection>();
  private lastTime = 0n;
  private lastRead = 0n;
  private readonly history: VersionHistory;
  private readonly observers = new Set<CommitObserver>();
  /** Changes on clear(), so resume tokens from before it are recognised as unusable. */
  private epochId = randomBytes(8);

  constructor(historyLimits: HistoryLimits = DEFAULT_HISTORY_LIMITS) {
    this.history = new VersionHistory(historyLimits, this.now());
  }

  get(name: string): StoredDoc | undefined {
    return this.docs.get(name);
  }

  /**
   * A strictly increasing commit time with microsecond steps, like Cloud Firestore's, and later than every read time
   * handed out by now(), so a snapshot read at a time never changes afterwards.
   */
  nextTime(): bigint {
    const now = BigInt(Date.now()) * 1_000_000n;
    const last = this.lastTime > this.lastRead ? this.lastTime : this.lastRead;
    this.lastTime = now > last ? now : last + 1_000n;
    return this.lastTime;
  }

  /** The current read time: every commit so far is visible at it, none to come will be. */
  now(): bigint {
    const now = BigInt(Date.now()) * 1_000_000n;
    const time = now > this.lastTime ? now : this.lastTime;
    if (time > this.lastRead) this.lastRead = time;
    return time;
  }

  collection(path: string): Collection | undefined {
    return this.collections.get(path);
  }

  collectionDocs(parent: string, collectionId: string, allDescendants: boolean): StoredDoc[] {
    if (!allDescendants) return [...(this.collections.get(`${parent}/${collectionId}`)?.sorted ?? [])];
    return descendantDocs(this, parent, collectionId);
  }

  collectionIds(parent: string): string[] {
    return childCollectionIds(this, parent);
  }

  collectionPaths(): Iterable<string> {
    return this.collections.keys();
  }

  /** The documents as they were at `time` (already checked with `checkReadTime`). */
  at(time: bigint): DocumentReader {
    return time >= this.lastTime ? this : new PastReader(this, this.history, time);
  }

  /** A `read_time` checked as Cloud Firestore checks it (precision, future, retention). */
  readTime(time: bigint): bigint {
    const now = this.now();
    return checkReadTime(time, now, this.history.horizon(now));
  }

  /** Whether reads at `time` can be answered from the kept versions. */
  canReadAt(time: bigint): boolean {
    const now = this.now();
    return time <= now && time >= this.history.horizon(now);
  }

  /** Identifies this store's contents since its last clear(); part of Listen resume tokens. */
  get epoch(): Buffer {
    return this.epochId;
  }

  observe(observer: CommitObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  clear(): void {
    const names = [...this.docs.keys()];
    const time = this.nextTime();
    this.docs.clear();
    this.collections.clear();
    this.history.clear(time);
    this.epochId = randomBytes(8);
    this.notify(time, names);
  }

  /** Every current document, in no particular order. */
  documents(): IterableIterator<StoredDoc> {
    return this.docs.values();
  }

  /** Replaces every document with `docs` (an import): as clear(), then each as it was, the clock moved past their times. */
  replaceAll(docs: readonly StoredDoc[]): void {
    const names = new Set([...this.docs.keys(), ...docs.map((doc) => doc.name)]);
    for (const doc of docs) if (doc.updateTime > this.lastTime) this.lastTime = doc.updateTime;
    const time = this.nextTime();
    this.docs.clear();
    this.collections.clear();
    for (const doc of docs) this.put(doc.name, doc);
    this.history.clear(time);
    this.epochId = randomBytes(8);
    this.notify(time, [...names]);
  }

  /** Validates every write against the current state, then applies all of them or none. */
  commit(writes: readonly Write[], time: bigint): AppliedWrite[] {
    const overlay = new Map<string, StoredDoc | null>();
    const results: AppliedWrite[] = [];
    for (const write of writes) {
      const name = writeTarget(write);
      const current = overlay.has(name) ? (overlay.get(name) ?? undefined) : this.docs.get(name);
      const { next, transformResults } = applyWrite(name, current, write, time);
      overlay.set(name, next);
      results.push({ updateTime: write.has_delete ? null : time, transformResults });
    }
    const changed: string[] = [];
    for (const [name, next] of overlay) {
      const previous = this.docs.get(name);
      if (!previous && !next) continue;
      this.history.record(name, previous, time);
      this.put(name, next);
      changed.push(name);
    }
    this.notify(time, changed);
    return results;
  }

  private notify(time: bigint, changed: readonly string[]): void {
    if (changed.length === 0) return;
    for (const observer of this.observers) {
      try {
        observer(time, changed);
      } catch (error) {
        // The commit has been applied; an observer's failure is its own (Listen ends its stream).
        console.error('[firestore-emulator] commit observer failed', error);
      }
    }
  }

  private put(name: string, doc: StoredDoc | null): void {
    const parent = parentOf(name);
    const previous = this.docs.get(name);
    if (doc) {
      this.docs.set(name, doc);
      let collection = this.collections.get(parent);
      if (!collection) {
        collection = new Collection();
        this.collections.set(parent, collection);
      }
      collection.put(previous, doc);
      return;
    }
    if (!previous) return;
    this.docs.delete(name);
    const collection = this.collections.get(parent);
    collection?.remove(previous);
    if (collection?.size === 0) this.collections.delete(parent);
  }
}

/** The documents at a past time: current documents with the kept versions laid over them, collections built on demand. */
class PastReader implements DocumentReader {
  private readonly collections = new Map<string, Collection | undefined>();
  private paths: string[] | undefined;

  constructor(
    private readonly current: DocumentStore,
    private readonly history: VersionHistory,
    private readonly time: bigint,
  ) {}

  get(name: string): StoredDoc | undefined {
    return this.history.stateAt(name, this.time, this.current.get(name));
  }

  collection(path: string): Collection | undefined {
    if (this.collections.has(path)) return this.collections.get(path);
    const names = new Set(this.history.namesIn(path));
    for (const doc of this.current.collection(path)?.sorted ?? []) names.add(doc.name);
    const docs: StoredDoc[] = [];
    for (const name of names) {
      const doc = this.get(name);
      if (doc) docs.push(doc);
    }
    let collection: Collection | undefined;
    if (docs.length > 0) {
      collection = new Collection();
      // In id order, each insert lands at the end of the id-ordered array.
      for (const doc of docs.sort((a, b) => compareNames(a.name, b.name))) collection.put(undefined, doc);
    }
    this.collections.set(path, collection);
    return collection;
  }

  collectionDocs(parent: string, collectionId: string, allDescendants: boolean): StoredDoc[] {
    if (!allDescendants) return [...(this.collection(`${parent}/${collectionId}`)?.sorted ?? [])];
    return descendantDocs(this, parent, collectionId);
  }

  collectionIds(parent: string): string[] {
    return childCollectionIds(this, parent);
  }

  collectionPaths(): Iterable<string> {
    // Some may hold no document at this time; collection() tells.
    this.paths ??= [...new Set([...this.current.collectionPaths(), ...this.history.collectionPaths()])];
    return this.paths;
  }
}
