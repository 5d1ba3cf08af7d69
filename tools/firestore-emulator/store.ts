import { status } from '@grpc/grpc-js';
import { DocumentTransformFieldTransformServerValue } from './proto.js';
import type { DocumentTransformFieldTransform, Write } from './proto.js';
import { Collection } from './collection.js';
import {
  deleteAtPath,
  EMPTY_FIELDS,
  fromProtoFields,
  fromProtoValue,
  getAtPath,
  isNumber,
  parseFieldPath,
  setAtPath,
  valuesEqual,
  type Fields,
  type FsValue,
} from './values.js';

/** An immutable version of a document; every write creates a new object. */
export interface StoredDoc {
  readonly name: string;
  readonly fields: Fields;
  /** Nanoseconds since the epoch; unique per commit, so it doubles as the version for stale-read checks. */
  readonly createTime: bigint;
  readonly updateTime: bigint;
}

export class GrpcError extends Error {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super(message);
  }
}

export interface AppliedWrite {
  updateTime: bigint;
  transformResults: FsValue[];
}

const DOCUMENTS_MARKER = '/documents/';

/** The collection path of a document name: everything before the last segment. */
export function parentOf(name: string): string {
  const index = name.lastIndexOf('/');
  if (index <= 0 || name.indexOf(DOCUMENTS_MARKER) < 0) throw new GrpcError(status.INVALID_ARGUMENT, `invalid document name: ${name}`);
  return name.slice(0, index);
}

export function timestampOf(time: bigint): { seconds: number; nanos: number } {
  return { seconds: Number(time / 1_000_000_000n), nanos: Number(time % 1_000_000_000n) };
}

export function timeFromTimestamp(timestamp: { seconds: number; nanos: number }): bigint {
  return BigInt(timestamp.seconds) * 1_000_000_000n + BigInt(timestamp.nanos);
}

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

function isCollectionPath(path: string): boolean {
  const relative = path.slice(path.indexOf(DOCUMENTS_MARKER) + DOCUMENTS_MARKER.length);
  return relative.split('/').length % 2 === 1;
}

export function writeTarget(write: Write): string {
  if (write.has_update) return write.update.name;
  if (write.has_delete) return write.delete;
  throw new GrpcError(status.INVALID_ARGUMENT, 'only update and delete writes are supported');
}

function checkPrecondition(name: string, current: StoredDoc | undefined, write: Write): void {
  if (!write.has_current_document) return;
  const precondition = write.current_document;
  if (precondition.has_exists) {
    if (precondition.exists && !current) throw new GrpcError(status.NOT_FOUND, `No document to update: ${name}`);
    if (!precondition.exists && current) throw new GrpcError(status.ALREADY_EXISTS, `Document already exists: ${name}`);
  }
  if (precondition.has_update_time) {
    const expected = timeFromTimestamp({
      seconds: Number(precondition.update_time.seconds),
      nanos: precondition.update_time.nanos,
    });
    if (!current || current.updateTime !== expected) {
      throw new GrpcError(status.FAILED_PRECONDITION, `the stored version of ${name} does not match the required update time`);
    }
  }
}

function applyWrite(
  name: string,
  current: StoredDoc | undefined,
  write: Write,
  time: bigint,
): { next: StoredDoc | null; transformResults: FsValue[] } {
  checkPrecondition(name, current, write);
  if (write.has_delete) return { next: null, transformResults: [] };

  const given = fromProtoFields(write.update.fields);
  let fields: Fields;
  if (write.has_update_mask) {
    fields = current?.fields ?? EMPTY_FIELDS;
    for (const path of write.update_mask.field_paths) {
      const segments = parseFieldPath(path);
      const value = getAtPath(given, segments);
      fields = value === undefined ? deleteAtPath(fields, segments) : setAtPath(fields, segments, value);
    }
  } else {
    fields = given;
  }
  const transformResults: FsValue[] = [];
  for (const transform of write.update_transforms) {
    const segments = parseFieldPath(transform.field_path);
    const value = transformValue(getAtPath(fields, segments), transform, time);
    fields = setAtPath(fields, segments, value);
    transformResults.push(value);
  }
  return { next: { name, fields, createTime: current?.createTime ?? time, updateTime: time }, transformResults };
}

function addNumbers(a: FsValue, b: Extract<FsValue, { type: 'integer' | 'double' }>): FsValue {
  if (!isNumber(a)) return b;
  const sum = a.value + b.value;
  if (a.type === 'integer' && b.type === 'integer' && Number.isSafeInteger(sum)) return { type: 'integer', value: sum };
  return { type: 'double', value: sum };
}

function numericOperand(transform: DocumentTransformFieldTransform, value: FsValue): Extract<FsValue, { type: 'integer' | 'double' }> {
  if (!isNumber(value)) throw new GrpcError(status.INVALID_ARGUMENT, `${transform.field_path}: numeric transforms need a number`);
  return value;
}

function transformValue(current: FsValue | undefined, transform: DocumentTransformFieldTransform, time: bigint): FsValue {
  if (transform.has_set_to_server_value) {
    if (transform.set_to_server_value !== DocumentTransformFieldTransformServerValue.REQUEST_TIME) {
      throw new GrpcError(status.INVALID_ARGUMENT, 'unsupported server value');
    }
    const { seconds, nanos } = timestampOf(time);
    return { type: 'timestamp', seconds, nanos };
  }
  if (transform.has_increment) {
    const operand = numericOperand(transform, fromProtoValue(transform.increment));
    return current === undefined ? operand : addNumbers(current, operand);
  }
  if (transform.has_maximum || transform.has_minimum) {
    const wantMax = transform.has_maximum;
    const operand = numericOperand(transform, fromProtoValue(wantMax ? transform.maximum : transform.minimum));
    if (current === undefined || !isNumber(current)) return operand;
    if (Number.isNaN(current.value)) return current;
    if (Number.isNaN(operand.value)) return operand;
    return (wantMax ? operand.value > current.value : operand.value < current.value) ? operand : current;
  }
  if (transform.has_append_missing_elements) {
    const values = current?.type === 'array' ? [...current.values] : [];
    for (const element of transform.append_missing_elements.values.map(fromProtoValue)) {
      if (!values.some((value) => valuesEqual(value, element))) values.push(element);
    }
    return { type: 'array', values };
  }
  if (transform.has_remove_all_from_array) {
    const remove = transform.remove_all_from_array.values.map(fromProtoValue);
    const values = current?.type === 'array' ? current.values.filter((value) => !remove.some((r) => valuesEqual(r, value))) : [];
    return { type: 'array', values };
  }
  throw new GrpcError(status.INVALID_ARGUMENT, `unsupported transform on ${transform.field_path}`);
}
