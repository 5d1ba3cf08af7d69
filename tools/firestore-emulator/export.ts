import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { timeFromTimestamp, type StoredDoc } from './document.js';
import type { Fields, FsValue } from './values.js';

/** What `format` says in every export file; `version` is the only number a reader has to understand (README, "Export and import"). */
export const EXPORT_FORMAT = 'firestore-emulator-export';
export const EXPORT_VERSION = 1;

/** A document as Firestore's REST API (v1) writes one: its name, times in RFC 3339 and fields as typed JSON values. */
export interface ExportedDocument {
  name: string;
  createTime: string;
  updateTime: string;
  fields: Record<string, JsonValue>;
}

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  documents: ExportedDocument[];
}

/** One Firestore value in the REST API's JSON form (`{"stringValue": "x"}`, `{"integerValue": "12"}`, ...). */
export type JsonValue = Record<string, unknown>;

/** An export that cannot be read; the message names the file and what is wrong, the data is left as it is. */
export class ExportFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ExportFileError';
  }
}

const NANOS_PER_SECOND = 1_000_000_000n;

/** Seconds and non-negative nanoseconds, as a protobuf Timestamp splits a time (also before 1970). */
function timestampOfTime(time: bigint): { seconds: number; nanos: number } {
  const nanos = ((time % NANOS_PER_SECOND) + NANOS_PER_SECOND) % NANOS_PER_SECOND;
  return { seconds: Number((time - nanos) / NANOS_PER_SECOND), nanos: Number(nanos) };
}

/** RFC 3339 with nine fractional digits: what the REST API writes, exact to the nanosecond. */
export function formatTime(time: bigint): string {
  const { seconds, nanos } = timestampOfTime(time);
  return `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${String(nanos).padStart(9, '0')}Z`;
}

const TIME_PATTERN = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?Z$/;

export function parseTime(text: unknown): bigint {
  const match = typeof text === 'string' ? TIME_PATTERN.exec(text) : null;
  const millis = match ? Date.parse(`${match[1]}Z`) : Number.NaN;
  if (!match || Number.isNaN(millis)) throw new Error(`not an RFC 3339 UTC time: ${JSON.stringify(text)}`);
  return BigInt(millis / 1000) * NANOS_PER_SECOND + BigInt((match[2] ?? '').padEnd(9, '0'));
}

function encodeDouble(value: number): number | string {
  // JSON has no NaN, infinities or negative zero; the REST API's JSON mapping writes the first three as strings.
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return 'Infinity';
  if (value === -Infinity) return '-Infinity';
  if (Object.is(value, -0)) return '-0';
  return value;
}

export function encodeValue(value: FsValue): JsonValue {
  switch (value.type) {
    case 'null':
      return { nullValue: null };
    case 'boolean':
      return { booleanValue: value.value };
    case 'integer':
      return { integerValue: String(value.value) };
    case 'double':
      return { doubleValue: encodeDouble(value.value) };
    case 'timestamp':
      return { timestampValue: formatTime(timeFromTimestamp(value)) };
    case 'string':
      return { stringValue: value.value };
    case 'bytes':
      return { bytesValue: Buffer.from(value.value).toString('base64') };
    case 'reference':
      return { referenceValue: value.value };
    case 'geo':
      return { geoPointValue: { latitude: encodeDouble(value.latitude), longitude: encodeDouble(value.longitude) } };
    case 'array':
      return { arrayValue: { values: value.values.map(encodeValue) } };
    case 'map':
      return { mapValue: { fields: encodeFields(value.fields) } };
  }
}

export function encodeFields(fields: Fields): Record<string, JsonValue> {
  const result: Record<string, JsonValue> = {};
  for (const [key, value] of fields) result[key] = encodeValue(value);
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodeDouble(value: unknown, where: string): number {
  if (typeof value === 'number') return value;
  const special: Record<string, number> = { NaN: Number.NaN, Infinity: Infinity, '-Infinity': -Infinity, '-0': -0 };
  if (typeof value === 'string' && value in special) return special[value] as number;
  throw new Error(`${where}: not a double: ${JSON.stringify(value)}`);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function decodeValue(json: unknown, where: string): FsValue {
  if (!isRecord(json)) throw new Error(`${where}: a value must be an object such as {"stringValue": "..."}`);
  const keys = Object.keys(json);
  if (keys.length !== 1) throw new Error(`${where}: a value has exactly one key, found ${JSON.stringify(keys)}`);
  const key = keys[0] as string;
  const inner = json[key];
  switch (key) {
    case 'nullValue':
      if (inner !== null && inner !== 'NULL_VALUE') break;
      return { type: 'null' };
    case 'booleanValue':
      if (typeof inner !== 'boolean') break;
      return { type: 'boolean', value: inner };
    case 'integerValue': {
      if (typeof inner !== 'string' || !/^-?\d+$/.test(inner)) break;
      return { type: 'integer', value: Number(inner) };
    }
    case 'doubleValue':
      return { type: 'double', value: decodeDouble(inner, where) };
    case 'timestampValue':
      try {
        return { type: 'timestamp', ...timestampOfTime(parseTime(inner)) };
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
      }
    case 'stringValue':
      if (typeof inner !== 'string') break;
      return { type: 'string', value: inner };
    case 'bytesValue':
      if (typeof inner !== 'string' || !BASE64.test(inner)) break;
      return { type: 'bytes', value: new Uint8Array(Buffer.from(inner, 'base64')) };
    case 'referenceValue':
      if (typeof inner !== 'string') break;
      return { type: 'reference', value: inner };
    case 'geoPointValue':
      if (!isRecord(inner)) break;
      return { type: 'geo', latitude: decodeDouble(inner.latitude, `${where}.latitude`), longitude: decodeDouble(inner.longitude, `${where}.longitude`) };
    case 'arrayValue': {
      if (!isRecord(inner)) break;
      const values = inner.values ?? [];
      if (!Array.isArray(values)) break;
      return { type: 'array', values: values.map((item: unknown, index) => decodeValue(item, `${where}[${index}]`)) };
    }
    case 'mapValue':
      if (!isRecord(inner)) break;
      return { type: 'map', fields: decodeFields(inner.fields ?? {}, where) };
    default:
      throw new Error(`${where}: unknown value type "${key}"`);
  }
  throw new Error(`${where}: malformed ${key}: ${JSON.stringify(inner)}`);
}

export function decodeFields(json: unknown, where: string): Fields {
  if (!isRecord(json)) throw new Error(`${where}: fields must be an object`);
  const fields = new Map<string, FsValue>();
  for (const [key, value] of Object.entries(json)) fields.set(key, decodeValue(value, where ? `${where}.${key}` : key));
  return fields;
}

/** The export of `docs` (in name order), as the file holds it. */
export function encodeExport(docs: Iterable<StoredDoc>, exportedAt = BigInt(Date.now()) * 1_000_000n): ExportFile {
  const documents = [...docs]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((doc) => ({ name: doc.name, createTime: formatTime(doc.createTime), updateTime: formatTime(doc.updateTime), fields: encodeFields(doc.fields) }));
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: formatTime(exportedAt), documents };
}

const DOCUMENT_NAME = /^projects\/[^/]+\/databases\/[^/]+\/documents\/[^/]+\/[^/]+(?:\/[^/]+\/[^/]+)*$/;

/** The documents of a parsed export file; throws a plain Error naming the first thing that is wrong. */
export function decodeExport(json: unknown): StoredDoc[] {
  if (!isRecord(json) || json.format !== EXPORT_FORMAT) throw new Error(`not a Firestore emulator export (its "format" is not "${EXPORT_FORMAT}")`);
  if (json.version !== EXPORT_VERSION) {
    throw new Error(`export version ${JSON.stringify(json.version)}; this emulator reads version ${EXPORT_VERSION}`);
  }
  if (!Array.isArray(json.documents)) throw new Error('"documents" is not a list');
  const seen = new Set<string>();
  return json.documents.map((doc: unknown, index) => {
    const at = `documents[${index}]`;
    if (!isRecord(doc) || typeof doc.name !== 'string' || !DOCUMENT_NAME.test(doc.name)) throw new Error(`${at}: no valid document "name"`);
    if (seen.has(doc.name)) throw new Error(`${at}: ${doc.name} appears twice`);
    seen.add(doc.name);
    const where = `${at} (${doc.name})`;
    try {
      return { name: doc.name, createTime: parseTime(doc.createTime), updateTime: parseTime(doc.updateTime), fields: decodeFields(doc.fields ?? {}, '') };
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
    }
  });
}

/**
 * Writes the export atomically: a temporary file beside it, flushed to disk, then renamed over the old one, so a crash
 * leaves the previous export or the new one, never half of one.
 */
export function writeExportFile(file: string, docs: Iterable<StoredDoc>): number {
  const data = encodeExport(docs);
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    const fd = openSync(temporary, 'w');
    try {
      writeSync(fd, `${JSON.stringify(data)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return data.documents.length;
}

/** Reads an export file, or throws an ExportFileError saying why it cannot be used. */
export function readExportFile(file: string): StoredDoc[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ExportFileError(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ExportFileError(file, `is not valid JSON (${(error as Error).message})`);
  }
  try {
    return decodeExport(json);
  } catch (error) {
    throw new ExportFileError(file, (error as Error).message);
  }
}
