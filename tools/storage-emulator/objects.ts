import { createHash } from 'node:crypto';
import { CRC32C } from '@google-cloud/storage';
import { invalid, notFound, preconditionFailed, StorageError } from './errors.js';

/** CRC-32C, the checksum Cloud Storage keeps, as the JSON API writes it (the four big-endian bytes, base64): the client's own code. */
export function crc32cOf(bytes: Uint8Array): string {
  const crc = new CRC32C();
  crc.update(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return crc.toString();
}

/** The object fields an upload may set (the rest Cloud Storage derives). */
export interface ObjectFields {
  contentType: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentLanguage?: string;
  /** Custom metadata: string values only, as in Cloud Storage. */
  metadata?: Record<string, string>;
}

export interface StoredObject extends ObjectFields {
  bucket: string;
  name: string;
  bytes: Buffer;
  /** Microseconds since the epoch, strictly increasing across the emulator, like Cloud Storage's generations. */
  generation: number;
  metageneration: number;
  md5Hash: string;
  crc32c: string;
  timeCreated: Date;
}

/** `ifGenerationMatch` and friends; 0 as a generation means "no live object". */
export interface Preconditions {
  ifGenerationMatch?: number;
  ifGenerationNotMatch?: number;
  ifMetagenerationMatch?: number;
  ifMetagenerationNotMatch?: number;
}

export interface ListOptions {
  prefix?: string;
  delimiter?: string;
  startOffset?: string;
  endOffset?: string;
  maxResults: number;
  pageToken?: string;
}

export interface ListPage {
  items: StoredObject[];
  prefixes: string[];
  nextPageToken?: string;
}

const NAME_MAX_BYTES = 1024;

/** Cloud Storage lists names in the order of their UTF-8 bytes, not of JavaScript's UTF-16 code units. */
export function compareNames(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

export function assertObjectName(name: string): void {
  const bytes = Buffer.byteLength(name, 'utf8');
  if (bytes === 0 || bytes > NAME_MAX_BYTES || /[\r\n]/.test(name) || name === '.' || name === '..' || name.startsWith('.well-known/acme-challenge/')) {
    throw invalid('The specified object name is not valid.');
  }
}

interface PageToken {
  /** List only names after this one. */
  after: string;
  /** A prefix already returned: skip every name under it. */
  skip?: string;
}

function encodeToken(token: PageToken): string {
  return Buffer.from(JSON.stringify(token)).toString('base64url');
}

function decodeToken(text: string): PageToken {
  try {
    const token = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<PageToken>;
    if (typeof token.after === 'string' && (token.skip === undefined || typeof token.skip === 'string')) return token as PageToken;
  } catch {
    // Falls through to the 400 below.
  }
  throw invalid('Invalid page token.');
}

/** Every object of the emulator's buckets, in memory; one live version per name. */
export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private lastGeneration = 0;

  constructor(bucketNames: readonly string[]) {
    for (const name of bucketNames) this.buckets.set(name, new Map());
  }

  bucketNames(): string[] {
    return [...this.buckets.keys()];
  }

  private bucket(name: string): Map<string, StoredObject> {
    const bucket = this.buckets.get(name);
    if (!bucket) throw notFound('The specified bucket does not exist.');
    return bucket;
  }

  hasBucket(name: string): boolean {
    return this.buckets.has(name);
  }

  private nextGeneration(): number {
    this.lastGeneration = Math.max(this.lastGeneration + 1, Date.now() * 1000);
    return this.lastGeneration;
  }

  /** Reads answer 304 where a `…NotMatch` condition fails, writes 412; a `…Match` condition that fails is 412. */
  private check(current: StoredObject | undefined, pre: Preconditions, read: boolean): void {
    const generation = current?.generation ?? 0;
    const metageneration = current?.metageneration ?? 0;
    if (pre.ifGenerationMatch !== undefined && pre.ifGenerationMatch !== generation) throw preconditionFailed();
    if (pre.ifMetagenerationMatch !== undefined && pre.ifMetagenerationMatch !== metageneration) throw preconditionFailed();
    const notModified = (pre.ifGenerationNotMatch !== undefined && pre.ifGenerationNotMatch === generation) ||
      (pre.ifMetagenerationNotMatch !== undefined && pre.ifMetagenerationNotMatch === metageneration);
    if (notModified) throw read ? new StorageError(304, 'notModified', 'Not Modified') : preconditionFailed();
  }

  get(bucketName: string, name: string, pre: Preconditions = {}, generation?: number): StoredObject {
    assertObjectName(name);
    const current = this.bucket(bucketName).get(name);
    if (!current || (generation !== undefined && generation !== current.generation)) throw notFound(`No such object: ${bucketName}/${name}`);
    this.check(current, pre, true);
    return current;
  }

  put(bucketName: string, name: string, fields: ObjectFields, bytes: Buffer, pre: Preconditions = {}): StoredObject {
    assertObjectName(name);
    const bucket = this.bucket(bucketName);
    this.check(bucket.get(name), pre, false);
    const stored: StoredObject = {
      ...fields,
      bucket: bucketName,
      name,
      bytes,
      generation: this.nextGeneration(),
      metageneration: 1,
      md5Hash: createHash('md5').update(bytes).digest('base64'),
      crc32c: crc32cOf(bytes),
      timeCreated: new Date(),
    };
    bucket.set(name, stored);
    return stored;
  }

  delete(bucketName: string, name: string, pre: Preconditions = {}, generation?: number): void {
    const current = this.get(bucketName, name, {}, generation);
    this.check(current, pre, false);
    this.bucket(bucketName).delete(name);
  }

  list(bucketName: string, options: ListOptions): ListPage {
    const { prefix = '', delimiter, startOffset, endOffset, maxResults } = options;
    const token = options.pageToken ? decodeToken(options.pageToken) : undefined;
    const names = [...this.bucket(bucketName).keys()]
      .filter((name) => name.startsWith(prefix))
      .filter((name) => startOffset === undefined || compareNames(name, startOffset) >= 0)
      .filter((name) => endOffset === undefined || compareNames(name, endOffset) < 0)
      .filter((name) => !token || (compareNames(name, token.after) > 0 && !(token.skip && name.startsWith(token.skip))))
      .sort(compareNames);
    const page: ListPage = { items: [], prefixes: [] };
    let last: PageToken | undefined;
    for (const name of names) {
      if (last?.skip && name.startsWith(last.skip)) continue;
      if (page.items.length + page.prefixes.length === maxResults) {
        page.nextPageToken = encodeToken(last as PageToken);
        break;
      }
      const cut = delimiter ? name.indexOf(delimiter, prefix.length) : -1;
      if (delimiter && cut >= 0) {
        const folder = name.slice(0, cut + delimiter.length);
        page.prefixes.push(folder);
        last = { after: name, skip: folder };
      } else {
        page.items.push(this.bucket(bucketName).get(name) as StoredObject);
        last = { after: name };
      }
    }
    return page;
  }

  clear(): void {
    for (const bucket of this.buckets.values()) bucket.clear();
  }

  /** Every object of every bucket. */
  all(): StoredObject[] {
    return [...this.buckets.values()].flatMap((bucket) => [...bucket.values()]);
  }

  /** Replaces every object with `objects` (an export); an object of a bucket this emulator does not serve is refused. */
  replaceAll(objects: readonly StoredObject[]): void {
    for (const object of objects) {
      if (!this.buckets.has(object.bucket)) throw new Error(`the export holds an object of bucket ${object.bucket}, which this emulator does not serve`);
      assertObjectName(object.name);
    }
    this.clear();
    for (const object of objects) {
      this.bucket(object.bucket).set(object.name, object);
      this.lastGeneration = Math.max(this.lastGeneration, object.generation);
    }
  }
}
