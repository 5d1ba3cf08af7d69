import type { Write } from './proto.js';
import { applyWrite, writeTarget } from './apply-write.js';
import { Collection } from './collection.js';
import type { StoredDoc } from './document.js';
import { isCollectionPath, parentOf } from './names.js';
import type { FsValue } from './values.js';

export interface AppliedWrite {
  updateTime: bigint;
  transformResults: FsValue[];
}

/** The current version of every document, grouped by collection, and the commit clock. */
export class DocumentStore {
  private readonly docs = new Map<string, StoredDoc>();
  private readonly collections = new Map<string, Collection>();
  private lastTime = 0n;

  get(name: string): StoredDoc | undefined {
    return this.docs.get(name);
  }

  /** A strictly increasing commit time with microsecond steps, like Cloud Firestore's. */
  nextTime(): bigint {
    const now = BigInt(Date.now()) * 1_000_000n;
    this.lastTime = now > this.lastTime ? now : this.lastTime + 1_000n;
    return this.lastTime;
  }

  now(): bigint {
    const now = BigInt(Date.now()) * 1_000_000n;
    return now > this.lastTime ? now : this.lastTime;
  }

  /** One collection (`parent/collectionId`) with its id-ordered documents and equality indexes, if it holds any. */
  collection(path: string): Collection | undefined {
    return this.collections.get(path);
  }

  /** Documents of the collection `parent/collectionId`, or of every such collection below parent. */
  collectionDocs(parent: string, collectionId: string, allDescendants: boolean): StoredDoc[] {
    if (!allDescendants) return [...(this.collections.get(`${parent}/${collectionId}`)?.sorted ?? [])];
    const prefix = `${parent}/`;
    const suffix = `/${collectionId}`;
    const result: StoredDoc[] = [];
    for (const [path, collection] of this.collections) {
      if (path.startsWith(prefix) && path.endsWith(suffix) && isCollectionPath(path)) result.push(...collection.sorted);
    }
    return result;
  }

  /** Ids of the collections directly below a document (or the database root) that hold documents. */
  collectionIds(parent: string): string[] {
    const prefix = `${parent}/`;
    const ids = new Set<string>();
    for (const path of this.collections.keys()) {
      if (path.startsWith(prefix) && !path.slice(prefix.length).includes('/')) ids.add(path.slice(prefix.length));
    }
    return [...ids];
  }

  clear(): void {
    this.docs.clear();
    this.collections.clear();
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
      results.push({ updateTime: time, transformResults });
    }
    for (const [name, next] of overlay) this.put(name, next);
    return results;
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
