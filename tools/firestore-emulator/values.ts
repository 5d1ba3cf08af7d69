import { ArrayValue, LatLng, MapValue, NullValue, Timestamp, Value } from './proto.js';

/** An immutable Firestore value; stored documents share these trees between versions. */
export type FsValue =
  | { type: 'null' }
  | { type: 'boolean'; value: boolean }
  | { type: 'integer'; value: number }
  | { type: 'double'; value: number }
  | { type: 'timestamp'; seconds: number; nanos: number }
  | { type: 'string'; value: string }
  | { type: 'bytes'; value: Uint8Array }
  | { type: 'reference'; value: string }
  | { type: 'geo'; latitude: number; longitude: number }
  | { type: 'array'; values: readonly FsValue[] }
  | { type: 'map'; fields: Fields };

export type Fields = ReadonlyMap<string, FsValue>;

export const EMPTY_FIELDS: Fields = new Map();
export const NAME_FIELD = '__name__';

export function fromProtoValue(value: Value): FsValue {
  if (value.has_null_value) return { type: 'null' };
  if (value.has_boolean_value) return { type: 'boolean', value: value.boolean_value };
  if (value.has_integer_value) return { type: 'integer', value: Number(value.integer_value) };
  if (value.has_double_value) return { type: 'double', value: value.double_value };
  if (value.has_timestamp_value) {
    return { type: 'timestamp', seconds: Number(value.timestamp_value.seconds), nanos: value.timestamp_value.nanos };
  }
  if (value.has_string_value) return { type: 'string', value: value.string_value };
  if (value.has_bytes_value) return { type: 'bytes', value: value.bytes_value };
  if (value.has_reference_value) return { type: 'reference', value: value.reference_value };
  if (value.has_geo_point_value) {
    return { type: 'geo', latitude: value.geo_point_value.latitude, longitude: value.geo_point_value.longitude };
  }
  if (value.has_array_value) return { type: 'array', values: value.array_value.values.map(fromProtoValue) };
  if (value.has_map_value) return { type: 'map', fields: fromProtoFields(value.map_value.fields) };
  throw new Error('unsupported value type');
}

export function fromProtoFields(fields: Map<string, Value>): Fields {
  const result = new Map<string, FsValue>();
  for (const [key, value] of fields) result.set(key, fromProtoValue(value));
  return result;
}

export function toProtoValue(value: FsValue): Value {
  switch (value.type) {
    case 'null':
      return new Value({ null_value: NullValue.NULL_VALUE });
    case 'boolean':
      return new Value({ boolean_value: value.value });
    case 'integer':
      return new Value({ integer_value: value.value });
    case 'double':
      return new Value({ double_value: value.value });
    case 'timestamp':
      return new Value({ timestamp_value: new Timestamp({ seconds: value.seconds, nanos: value.nanos }) });
    case 'string':
      return new Value({ string_value: value.value });
    case 'bytes':
      return new Value({ bytes_value: value.value });
    case 'reference':
      return new Value({ reference_value: value.value });
    case 'geo':
      return new Value({ geo_point_value: new LatLng({ latitude: value.latitude, longitude: value.longitude }) });
    case 'array':
      return new Value({ array_value: new ArrayValue({ values: value.values.map(toProtoValue) }) });
    case 'map':
      return new Value({ map_value: new MapValue({ fields: toProtoFields(value.fields) }) });
  }
}

export function toProtoFields(fields: Fields): Map<string, Value> {
  const result = new Map<string, Value>();
  for (const [key, value] of fields) result.set(key, toProtoValue(value));
  return result;
}

/** The map key and value that mark a map as a vector (`FieldValue.vector()`): `{ __type__: '__vector__', value: [...] }`. */
export const VECTOR_TYPE_KEY = '__type__';
export const VECTOR_TYPE_VALUE = '__vector__';
export const VECTOR_VALUES_KEY = 'value';

/** Whether a value is a vector: a map whose `__type__` is the string `__vector__`, as the SDKs encode one. */
export function isVector(value: FsValue): boolean {
  if (value.type !== 'map') return false;
  const marker = value.fields.get(VECTOR_TYPE_KEY);
  return marker?.type === 'string' && marker.value === VECTOR_TYPE_VALUE;
}

/** A vector's elements (its `value` array), or an empty list when the array is absent or the value is not a map. */
export function vectorElements(value: FsValue): readonly FsValue[] {
  const values = value.type === 'map' ? value.fields.get(VECTOR_VALUES_KEY) : undefined;
  return values?.type === 'array' ? values.values : [];
}

function typeOrder(value: FsValue): number {
  switch (value.type) {
    case 'null':
      return 0;
    case 'boolean':
      return 1;
    case 'integer':
    case 'double':
      return 2;
    case 'timestamp':
      return 3;
    case 'string':
      return 4;
    case 'bytes':
      return 5;
    case 'reference':
      return 6;
    case 'geo':
      return 7;
    case 'array':
      return 8;
    case 'map':
      // Vectors sort after arrays and before other maps.
      return isVector(value) ? 9 : 10;
  }
}

export function sameTypeOrder(a: FsValue, b: FsValue): boolean {
  return typeOrder(a) === typeOrder(b);
}

export function isNumber(value: FsValue): value is Extract<FsValue, { type: 'integer' | 'double' }> {
  return value.type === 'integer' || value.type === 'double';
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}

/** Compares strings by UTF-8 byte order (code point order), as Firestore does; JS `<` compares UTF-16 units. */
export function compareStrings(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    const sa = isSurrogate(ca);
    if (sa !== isSurrogate(cb)) return sa ? 1 : -1;
    return ca < cb ? -1 : 1;
  }
  return sign(a.length - b.length);
}

const NUMERIC_ID = /^__id(-?\d+)__$/;

/**
 * Compares two path segments as Firestore orders document ids: numeric ids (`__id<n>__`, Datastore's numeric keys) first,
 * by their number, then every other id by UTF-8 bytes.
 */
function compareSegments(a: string, b: string): number {
  const numberA = NUMERIC_ID.exec(a)?.[1];
  const numberB = NUMERIC_ID.exec(b)?.[1];
  if (numberA !== undefined && numberB !== undefined) {
    const x = BigInt(numberA);
    const y = BigInt(numberB);
    // Distinct spellings of one number (leading zeros) still get a total order.
    return x < y ? -1 : x > y ? 1 : compareStrings(a, b);
  }
  if (numberA !== undefined) return -1;
  if (numberB !== undefined) return 1;
  return compareStrings(a, b);
}

function segmentAt(name: string, start: number): string {
  const end = name.indexOf('/', start);
  return name.slice(start, end < 0 ? name.length : end);
}

/**
 * Compares resource names segment by segment: '/' ends a segment, so it sorts before any other character, and numeric
 * ids (`__id<n>__`) sort by number before other ids.
 */
export function compareNames(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let segmentStart = 0;
  for (let i = 0; i < length; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) {
      if (ca === 0x2f) segmentStart = i + 1;
      continue;
    }
    // Segments that may be numeric ids ("__id" prefix) compare as whole segments.
    if (a.startsWith('__id', segmentStart) || b.startsWith('__id', segmentStart)) {
      return compareSegments(segmentAt(a, segmentStart), segmentAt(b, segmentStart));
    }
    if (ca === 0x2f) return -1;
    if (cb === 0x2f) return 1;
    const sa = isSurrogate(ca);
    if (sa !== isSurrogate(cb)) return sa ? 1 : -1;
    return ca < cb ? -1 : 1;
  }
  if (a.length !== b.length && (a.startsWith('__id', segmentStart) || b.startsWith('__id', segmentStart))) {
    const order = compareSegments(segmentAt(a, segmentStart), segmentAt(b, segmentStart));
    if (order !== 0) return order;
  }
  return sign(a.length - b.length);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return sign(diff);
  }
  return sign(a.length - b.length);
}

function compareMaps(a: Fields, b: Fields): number {
  const keysA = [...a.keys()].sort(compareStrings);
  const keysB = [...b.keys()].sort(compareStrings);
  const length = Math.min(keysA.length, keysB.length);
  for (let i = 0; i < length; i++) {
    const keyA = keysA[i] as string;
    const keyB = keysB[i] as string;
    const byKey = compareStrings(keyA, keyB);
    if (byKey !== 0) return byKey;
    const byValue = compareValues(a.get(keyA) as FsValue, b.get(keyB) as FsValue);
    if (byValue !== 0) return byValue;
  }
  return sign(keysA.length - keysB.length);
}

/** Firestore's total order: null < boolean < number < timestamp < string < bytes < reference < geopoint < array < vector < map. */
export function compareValues(a: FsValue, b: FsValue): number {
  const byType = typeOrder(a) - typeOrder(b);
  if (byType !== 0) return sign(byType);
  switch (a.type) {
    case 'null':
      return 0;
    case 'boolean':
      return Number(a.value) - Number((b as typeof a).value);
    case 'integer':
    case 'double':
      return compareNumbers(a.value, (b as typeof a).value);
    case 'timestamp': {
      const other = b as typeof a;
      return a.seconds !== other.seconds ? sign(a.seconds - other.seconds) : sign(a.nanos - other.nanos);
    }
    case 'string':
      return compareStrings(a.value, (b as typeof a).value);
    case 'bytes':
      return compareBytes(a.value, (b as typeof a).value);
    case 'reference':
      return compareNames(a.value, (b as typeof a).value);
    case 'geo': {
      const other = b as typeof a;
      return compareNumbers(a.latitude, other.latitude) || compareNumbers(a.longitude, other.longitude);
    }
    case 'array':
      return compareArrays(a.values, (b as typeof a).values);
    case 'map': {
      const other = b as typeof a;
      if (isVector(a)) {
        // Vectors order by dimension, then element by element.
        const x = vectorElements(a);
        const y = vectorElements(other);
        return sign(x.length - y.length) || compareArrays(x, y);
      }
      return compareMaps(a.fields, other.fields);
    }
  }
}

function compareArrays(a: readonly FsValue[], b: readonly FsValue[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const byItem = compareValues(a[i] as FsValue, b[i] as FsValue);
    if (byItem !== 0) return byItem;
  }
  return sign(a.length - b.length);
}

export function valuesEqual(a: FsValue, b: FsValue): boolean {
  return compareValues(a, b) === 0;
}

/** Splits a field path such as a.`b.c`.d into segments; backticks quote segments and a backslash escapes. */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const char = path[i] as string;
    if (char === '\\' && quoted) {
      current += path[i + 1] ?? '';
      i++;
    } else if (char === '`') {
      quoted = !quoted;
    } else if (char === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  segments.push(current);
  if (quoted || segments.some((segment) => segment === '')) throw new Error(`invalid field path: ${path}`);
  return segments;
}

const SIMPLE_SEGMENT = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

/** The canonical form of a parsed field path: segments joined by dots, backtick-quoted unless simple identifiers. */
export function formatFieldPath(segments: readonly string[]): string {
  return segments
    .map((segment) => (SIMPLE_SEGMENT.test(segment) ? segment : `\`${segment.replace(/[\\`]/g, (char) => `\\${char}`)}\``))
    .join('.');
}

export function getAtPath(fields: Fields, segments: readonly string[]): FsValue | undefined {
  let current: Fields = fields;
  for (let i = 0; i < segments.length - 1; i++) {
    const next = current.get(segments[i] as string);
    if (next?.type !== 'map') return undefined;
    current = next.fields;
  }
  return current.get(segments[segments.length - 1] as string);
}

export function setAtPath(fields: Fields, segments: readonly string[], value: FsValue): Fields {
  const [head, ...rest] = segments as [string, ...string[]];
  const result = new Map(fields);
  if (rest.length === 0) {
    result.set(head, value);
  } else {
    const child = fields.get(head);
    result.set(head, { type: 'map', fields: setAtPath(child?.type === 'map' ? child.fields : EMPTY_FIELDS, rest, value) });
  }
  return result;
}

export function deleteAtPath(fields: Fields, segments: readonly string[]): Fields {
  const [head, ...rest] = segments as [string, ...string[]];
  if (!fields.has(head)) return fields;
  const result = new Map(fields);
  if (rest.length === 0) {
    result.delete(head);
    return result;
  }
  const child = fields.get(head);
  if (child?.type !== 'map') return fields;
  result.set(head, { type: 'map', fields: deleteAtPath(child.fields, rest) });
  return result;
}

/** Keeps only the given field paths (a Firestore projection / document mask). */
export function projectFields(fields: Fields, paths: readonly (readonly string[])[]): Fields {
  let result: Fields = EMPTY_FIELDS;
  for (const path of paths) {
    if (path.length === 1 && path[0] === NAME_FIELD) continue;
    const value = getAtPath(fields, path);
    if (value !== undefined) result = setAtPath(result, path, value);
  }
  return result;
}
