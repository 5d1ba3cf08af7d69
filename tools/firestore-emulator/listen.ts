import { status, type handleBidiStreamingCall, type ServerDuplexStream } from '@grpc/grpc-js';
import {
  DocumentChange,
  DocumentDelete,
  DocumentRemove,
  ExistenceFilter,
  ListenResponse,
  Status,
  TargetChange,
  TargetChangeTargetChangeType as ChangeType,
} from './proto.js';
import type { ListenRequest, StructuredQuery, Target } from './proto.js';
import type { StoredDoc } from './document.js';
import { GrpcError } from './errors.js';
import { parentOf } from './names.js';
import { normalizeQuery } from './normalize.js';
import { checkIndexes } from './index-check.js';
import type { IndexConfig } from './index-config.js';
import { runStructuredQuery } from './query.js';
import { inDescendantScope, type DocumentReader, type DocumentStore } from './store.js';
import { protoTime, timeOfProto, toProtoDocument } from './wire.js';

/** A global NO_CHANGE this often keeps an idle stream alive (the Node SDK restarts a stream silent for 120 s). */
const HEARTBEAT_MS = 30_000;
const TOKEN_BYTES = 16;

/** What one target watches, and the version of each document the client was last sent for it. */
interface WatchedTarget {
  readonly id: number;
  /** The documents matching the target, in the order of a query's results. */
  evaluate(reader: DocumentReader): StoredDoc[];
  /** Whether a change to the document `name` can change what the target matches. */
  affectedBy(name: string): boolean;
  readonly projection: readonly (readonly string[])[] | null;
  readonly isQuery: boolean;
  /** Document name -> update time, as the client holds them. */
  sent: Map<string, bigint>;
}

/** One document's change on a stream: the targets it now matches and those it left. */
interface DocChange {
  doc: StoredDoc | undefined;
  /** Targets it matches now, grouped by projection so each group gets one DocumentChange. */
  matched: WatchedTarget[];
  removed: number[];
}

/** A resume token names a read time in one store epoch (a clear() starts a new epoch). */
function encodeToken(epoch: Buffer, time: bigint): Uint8Array {
  const token = Buffer.alloc(TOKEN_BYTES);
  epoch.copy(token, 0, 0, 8);
  token.writeBigUInt64BE(time, 8);
  return Uint8Array.from(token);
}

function decodeToken(token: Uint8Array): { epoch: Buffer; time: bigint } | null {
  if (token.length !== TOKEN_BYTES) return null;
  const bytes = Buffer.from(token);
  return { epoch: bytes.subarray(0, 8), time: bytes.readBigUInt64BE(8) };
}

function invalid(message: string): GrpcError {
  return new GrpcError(status.INVALID_ARGUMENT, message);
}

/** Checks that `name` is a document of the stream's database. */
function checkDocumentName(database: string, name: string): void {
  const prefix = `${database}/documents/`;
  const segments = name.startsWith(prefix) ? name.slice(prefix.length).split('/') : [];
  if (segments.length === 0 || segments.length % 2 !== 0 || segments.some((segment) => segment === '')) {
    throw invalid(`${name} is not a document of ${database}`);
  }
}

function documentsTarget(id: number, database: string, names: readonly string[]): WatchedTarget {
  if (names.length === 0) throw invalid('a documents target needs at least one document name');
  for (const name of names) checkDocumentName(database, name);
  const watched = new Set(names);
  return {
    id,
    evaluate: (reader) => [...watched].map((name) => reader.get(name)).filter((doc): doc is StoredDoc => doc !== undefined),
    affectedBy: (name) => watched.has(name),
    projection: null,
    isQuery: false,
    sent: new Map(),
  };
}

function queryTarget(id: number, database: string, parent: string, structured: StructuredQuery, indexes: IndexConfig | null): WatchedTarget {
  if (parent !== `${database}/documents` && !parent.startsWith(`${database}/documents/`)) {
    throw invalid(`${parent} is not a parent in ${database}`);
  }
  const query = normalizeQuery(structured);
  if (query.nearest) throw invalid('findNearest (vector search) queries cannot be listened to; Cloud Firestore has no real-time vector search');
  // A listener needs the same index as the query (FAILED_PRECONDITION removes the target with that cause).
  if (indexes) checkIndexes(indexes, query);
  const collection = `${parent}/${query.collectionId}`;
  const inScope = query.allDescendants
    ? (path: string) => inDescendantScope(path, parent, query.collectionId)
    : (path: string) => path === collection;
  return {
    id,
    evaluate: (reader) => runStructuredQuery(reader, parent, structured).docs,
    affectedBy: (name) => inScope(parentOf(name)),
    projection: query.projection,
    isQuery: true,
    sent: new Map(),
  };
}

/**
 * One Listen stream: its targets, kept in step with every commit. Commits reach it synchronously from the store, so
 * each global NO_CHANGE names a read time at which every target of the stream is exactly what the client was sent.
 */
class ListenStream {
  private readonly targets = new Map<number, WatchedTarget>();
  private readonly heartbeat: NodeJS.Timeout;
  private database: string | null = null;
  private closed = false;

  constructor(
    private readonly store: DocumentStore,
    private readonly call: ServerDuplexStream<ListenRequest, ListenResponse>,
    private readonly onClose: () => void,
    private readonly indexes: IndexConfig | null,
  ) {
    call.on('data', (request: ListenRequest) => this.guard(() => this.receive(request)));
    // The client half-closes to stop listening (unsubscribe): end the call cleanly.
    call.on('end', () => this.close(null));
    call.on('cancelled', () => this.close(null));
    call.on('error', () => this.close(null));
    this.heartbeat = setInterval(() => this.guard(() => this.sendSnapshot(this.store.now())), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** After a commit (or clear) at `time` that changed `names`: sends what changed for each target, then a snapshot. */
  committed(time: bigint, names: readonly string[]): void {
    this.guard(() => {
      const affected = [...this.targets.values()].filter((target) => names.some((name) => target.affectedBy(name)));
      if (affected.length === 0) return;
      const changes = new Map<string, DocChange>();
      for (const target of affected) {
        let docs: StoredDoc[];
        try {
          docs = target.evaluate(this.store);
        } catch (error) {
          this.removeTarget(target.id, error);
          continue;
        }
        this.diff(target, docs, changes);
      }
      if (changes.size === 0) return;
      this.sendChanges(changes, time);
      this.sendSnapshot(time);
    });
  }

  close(error: GrpcError | null): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.targets.clear();
    this.onClose();
    if (error) this.call.emit('error', { code: error.code, details: error.message });
    else if (!this.call.cancelled) this.call.end();
  }

  private guard(work: () => void): void {
    if (this.closed) return;
    try {
      work();
    } catch (error) {
      if (!(error instanceof GrpcError)) console.error('[firestore-emulator] Listen', error);
      this.close(error instanceof GrpcError ? error : new GrpcError(status.INTERNAL, String(error)));
    }
  }

  private send(response: ListenResponse): void {
    if (!this.closed) this.call.write(response);
  }

  private sendTargetChange(type: ChangeType, targetIds: number[], extra: Partial<{ cause: Status; time: bigint }> = {}): void {
    const change = new TargetChange({ target_change_type: type, target_ids: targetIds });
    if (extra.cause) change.cause = extra.cause;
    if (extra.time !== undefined) {
      change.read_time = protoTime(extra.time);
      change.resume_token = encodeToken(this.store.epoch, extra.time);
    }
    this.send(new ListenResponse({ target_change: change }));
  }

  /** A global consistent snapshot: every target is current as of `time`. */
  private sendSnapshot(time: bigint): void {
    if (this.targets.size > 0) this.sendTargetChange(ChangeType.NO_CHANGE, [], { time });
  }

  private receive(request: ListenRequest): void {
    if (request.database) {
      if (this.database !== null && this.database !== request.database) throw invalid('a Listen stream serves one database');
      this.database = request.database;
    }
    if (request.has_add_target) this.addTarget(request.add_target);
    else if (request.has_remove_target) {
      this.targets.delete(request.remove_target);
      this.sendTargetChange(ChangeType.REMOVE, [request.remove_target]);
    }
  }

  private nextFreeId(): number {
    let id = 1;
    while (this.targets.has(id)) id++;
    return id;
  }

  private parseTarget(id: number, target: Target): WatchedTarget {
    if (this.database === null) throw invalid('the first Listen request must name the database');
    if (target.has_documents) return documentsTarget(id, this.database, target.documents.documents);
    if (target.has_query && target.query.has_structured_query) {
      return queryTarget(id, this.database, target.query.parent, target.query.structured_query, this.indexes);
    }
    throw invalid('a target needs documents or a structured query');
  }

  /**
   * ADD, the matching documents (only what changed since a usable resume token or read time; otherwise RESET and all of
   * them), an existence filter after a query resume, CURRENT, then a global snapshot; `once` targets are then removed.
   */
  private addTarget(target: Target): void {
    const id = target.target_id === 0 ? this.nextFreeId() : target.target_id;
    if (id < 0) throw invalid(`target_id must be positive, got ${id}`);
    if (this.targets.has(id)) throw invalid(`target ${id} is already active on this stream`);
    const time = this.store.now();
    let watched: WatchedTarget;
    let docs: StoredDoc[];
    let since: bigint | null = null;
    let reset = false;
    try {
      watched = this.parseTarget(id, target);
      docs = watched.evaluate(this.store);
      if (target.has_resume_token) {
        const token = decodeToken(target.resume_token);
        if (!token) throw invalid('the resume token was not issued by this emulator');
        if (token.epoch.equals(this.store.epoch) && this.store.canReadAt(token.time)) since = token.time;
        else reset = true;
      } else if (target.has_read_time) {
        const readTime = timeOfProto(target.read_time);
        if (readTime > time) throw invalid('read_time cannot be in the future');
        if (this.store.canReadAt(readTime)) since = readTime;
        else reset = true;
      }
      if (since !== null) for (const doc of watched.evaluate(this.store.at(since))) watched.sent.set(doc.name, doc.updateTime);
    } catch (error) {
      this.sendTargetChange(ChangeType.REMOVE, [id], { cause: statusOf(error) });
      return;
    }
    this.sendTargetChange(ChangeType.ADD, [id]);
    // Beyond the kept versions the state at the token is unknown: the client drops what it has and gets everything.
    if (reset) this.sendTargetChange(ChangeType.RESET, [id]);
    this.targets.set(id, watched);
    const changes = new Map<string, DocChange>();
    this.diff(watched, docs, changes);
    this.sendChanges(changes, time);
    if (since !== null && watched.isQuery) {
      this.send(new ListenResponse({ filter: new ExistenceFilter({ target_id: id, count: docs.length }) }));
    }
    this.sendTargetChange(ChangeType.CURRENT, [id], { time });
    this.sendSnapshot(time);
    if (target.once) {
      this.targets.delete(id);
      this.sendTargetChange(ChangeType.REMOVE, [id]);
    }
  }

  private removeTarget(id: number, error: unknown): void {
    this.targets.delete(id);
    this.sendTargetChange(ChangeType.REMOVE, [id], { cause: statusOf(error) });
  }

  /** Records in `changes` how `docs` (what the target matches now) differs from what its client holds. */
  private diff(target: WatchedTarget, docs: readonly StoredDoc[], changes: Map<string, DocChange>): void {
    const change = (name: string, doc: StoredDoc | undefined): DocChange => {
      let entry = changes.get(name);
      if (!entry) {
        entry = { doc, matched: [], removed: [] };
        changes.set(name, entry);
      }
      return entry;
    };
    const now = new Map<string, bigint>();
    for (const doc of docs) {
      now.set(doc.name, doc.updateTime);
      if (target.sent.get(doc.name) !== doc.updateTime) change(doc.name, doc).matched.push(target);
    }
    for (const name of target.sent.keys()) {
      if (!now.has(name)) change(name, this.store.get(name)).removed.push(target.id);
    }
    target.sent = now;
  }

  /** DocumentChange for documents that match a target (one per projection), else DocumentDelete or DocumentRemove. */
  private sendChanges(changes: Map<string, DocChange>, time: bigint): void {
    const readTime = protoTime(time);
    for (const [name, { doc, matched, removed }] of changes) {
      if (doc && matched.length > 0) {
        const byProjection = new Map<string, WatchedTarget[]>();
        for (const target of matched) {
          const key = JSON.stringify(target.projection);
          byProjection.set(key, [...(byProjection.get(key) ?? []), target]);
        }
        let removedIds = removed;
        for (const group of byProjection.values()) {
          const document = toProtoDocument(doc, (group[0] as WatchedTarget).projection);
          const ids = group.map((target) => target.id);
          this.send(new ListenResponse({ document_change: new DocumentChange({ document, target_ids: ids, removed_target_ids: removedIds }) }));
          removedIds = [];
        }
      } else if (!doc) {
        this.send(new ListenResponse({ document_delete: new DocumentDelete({ document: name, removed_target_ids: removed, read_time: readTime }) }));
      } else {
        this.send(new ListenResponse({ document_remove: new DocumentRemove({ document: name, removed_target_ids: removed, read_time: readTime }) }));
      }
    }
  }
}

function statusOf(error: unknown): Status {
  if (error instanceof GrpcError) return new Status({ code: error.code, message: error.message });
  console.error('[firestore-emulator] Listen target', error);
  return new Status({ code: status.INTERNAL, message: error instanceof Error ? error.message : String(error) });
}

/** The Listen method (real-time `onSnapshot`): document and query targets kept in step with every commit. */
export class ListenService {
  private readonly streams = new Set<ListenStream>();

  constructor(
    private readonly store: DocumentStore,
    private readonly indexes: IndexConfig | null = null,
  ) {
    store.observe((time, names) => {
      for (const stream of [...this.streams]) stream.committed(time, names);
    });
  }

  readonly handler: handleBidiStreamingCall<ListenRequest, ListenResponse> = (call) => {
    const stream: ListenStream = new ListenStream(this.store, call, () => this.streams.delete(stream), this.indexes);
    this.streams.add(stream);
  };

  /** Ends every stream (the emulator is stopping); clients see UNAVAILABLE and reconnect elsewhere or give up. */
  closeAll(): void {
    for (const stream of [...this.streams]) stream.close(new GrpcError(status.UNAVAILABLE, 'the Firestore emulator is shutting down'));
  }
}
