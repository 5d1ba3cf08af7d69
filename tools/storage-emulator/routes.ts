import { createHash } from 'node:crypto';
import { invalid, notFound, StorageError, unimplemented } from './errors.js';
import { boundaryOf, parseMultipart } from './multipart.js';
import { crc32cOf, type ObjectFields, type ObjectStore, type Preconditions } from './objects.js';
import { bucketResource, objectResource } from './resource.js';

export interface EmulatorRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** `http://host:port`, for the links in resources. */
  origin: string;
}

export interface EmulatorResponse {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer | unknown;
}

// Parameters every call accepts: the response format and the billing project, which an emulator has no use for.
const COMMON = ['alt', 'prettyPrint', 'userProject'];
const PRECONDITIONS = ['ifGenerationMatch', 'ifGenerationNotMatch', 'ifMetagenerationMatch', 'ifMetagenerationNotMatch'] as const;
const UPLOAD_FIELDS = new Set(['name', 'bucket', 'contentType', 'cacheControl', 'contentDisposition', 'contentLanguage', 'metadata', 'md5Hash', 'crc32c']);
const LIST_MAX = 1000;
const LIST_PARAMS = ['prefix', 'delimiter', 'maxResults', 'pageToken', 'startOffset', 'endOffset', 'versions', 'includeTrailingDelimiter'];

class Query {
  constructor(
    private readonly params: URLSearchParams,
    allowed: readonly string[],
  ) {
    const known = new Set([...COMMON, ...allowed]);
    for (const key of new Set(params.keys())) {
      if (!known.has(key)) throw unimplemented(`The query parameter "${key}" here`);
      if (params.getAll(key).length > 1) throw invalid(`The query parameter "${key}" is repeated.`);
    }
  }

  text(key: string): string | undefined {
    return this.params.get(key) ?? undefined;
  }

  int(key: string): number | undefined {
    const value = this.text(key);
    if (value === undefined) return undefined;
    if (!/^\d{1,16}$/.test(value)) throw invalid(`Invalid value for ${key}: ${value}`);
    return Number(value);
  }

  /** A flag this emulator supports only in its default (false) state. */
  falseOnly(key: string): void {
    const value = this.text(key);
    if (value !== undefined && value !== 'false') throw unimplemented(`${key}=${value}`);
  }

  preconditions(): Preconditions {
    const pre: Preconditions = {};
    for (const key of PRECONDITIONS) {
      const value = this.int(key);
      if (value !== undefined) pre[key] = value;
    }
    return pre;
  }

  projection(): void {
    const value = this.text('projection');
    if (value !== undefined && value !== 'noAcl') throw unimplemented(`projection=${value} (ACLs)`);
  }
}

function header(req: EmulatorRequest, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function mediaType(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

interface UploadFields extends ObjectFields {
  name?: string;
  bucket?: string;
  md5Hash?: string;
  crc32c?: string;
}

/** The upload's object fields from its JSON metadata; a field this emulator does not keep is refused, not dropped. */
function uploadFields(metadata: Record<string, unknown>, mediaContentType: string): UploadFields {
  for (const key of Object.keys(metadata)) if (!UPLOAD_FIELDS.has(key)) throw unimplemented(`The object field "${key}"`);
  for (const key of UPLOAD_FIELDS) {
    if (key !== 'metadata' && metadata[key] !== undefined && typeof metadata[key] !== 'string') throw invalid(`Invalid value for ${key}.`);
  }
  const custom = metadata.metadata;
  if (custom !== undefined && (typeof custom !== 'object' || custom === null || Array.isArray(custom) || Object.values(custom).some((v) => typeof v !== 'string'))) {
    throw invalid('Invalid value for metadata: a map of strings.');
  }
  const fields = metadata as Omit<UploadFields, 'contentType'> & { contentType?: string };
  return { ...fields, contentType: fields.contentType || mediaContentType || 'application/octet-stream' };
}

function upload(store: ObjectStore, req: EmulatorRequest, bucket: string, query: Query): EmulatorResponse {
  const uploadType = query.text('uploadType');
  let metadata: Record<string, unknown> = {};
  let bytes = req.body;
  let mediaContentType = mediaType(header(req, 'content-type'));
  if (uploadType === 'multipart') {
    const boundary = boundaryOf(header(req, 'content-type'));
    if (!boundary) throw invalid('A multipart upload needs a multipart Content-Type with a boundary.');
    const parts = parseMultipart(req.body, boundary);
    if (parts.length !== 2 || !parts[0] || !parts[1]) throw invalid('A multipart upload has exactly two parts: metadata and media.');
    try {
      metadata = JSON.parse(parts[0].body.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw invalid('The metadata part is not valid JSON.');
    }
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) throw invalid('The metadata part is not a JSON object.');
    bytes = parts[1].body;
    mediaContentType = mediaType(parts[1].headers['content-type'] ?? '');
  } else if (uploadType !== 'media') {
    throw unimplemented(`uploadType=${uploadType ?? '(none)'}`);
  }
  const fields = uploadFields(metadata, mediaContentType);
  const name = query.text('name') ?? fields.name;
  if (!name) throw invalid('Required parameter: name');
  if (fields.bucket !== undefined && fields.bucket !== bucket) throw invalid('The bucket in the metadata differs from the bucket of the URL.');
  const { name: _name, bucket: _bucket, md5Hash, crc32c: sentCrc32c, ...kept } = fields;
  // Cloud Storage stores nothing when a sent checksum does not match the bytes.
  if ((md5Hash !== undefined && md5Hash !== createHash('md5').update(bytes).digest('base64')) || (sentCrc32c !== undefined && sentCrc32c !== crc32cOf(bytes))) {
    throw invalid('Provided checksum does not match the data.');
  }
  const stored = store.put(bucket, name, kept, Buffer.from(bytes), query.preconditions());
  return { status: 200, body: objectResource(stored, req.origin) };
}

function media(store: ObjectStore, bucket: string, name: string, query: Query, req: EmulatorRequest): EmulatorResponse {
  if (header(req, 'range')) throw unimplemented('A ranged download (Range header)');
  const object = store.get(bucket, name, query.preconditions(), query.int('generation'));
  return {
    status: 200,
    headers: {
      'content-type': object.contentType,
      'x-goog-hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
      'x-goog-generation': String(object.generation),
      'x-goog-metageneration': String(object.metageneration),
      'x-goog-stored-content-length': String(object.bytes.length),
      'x-goog-stored-content-encoding': 'identity',
      'cache-control': 'no-cache, no-store, max-age=0, must-revalidate',
    },
    body: object.bytes,
  };
}

function objectCall(store: ObjectStore, req: EmulatorRequest, bucket: string, name: string, params: URLSearchParams): EmulatorResponse {
  if (req.method === 'GET') {
    const query = new Query(params, [...PRECONDITIONS, 'generation', 'projection']);
    query.projection();
    const alt = query.text('alt') ?? 'json';
    if (alt === 'media') return media(store, bucket, name, query, req);
    if (alt !== 'json') throw invalid(`Invalid value for alt: ${alt}`);
    return { status: 200, body: objectResource(store.get(bucket, name, query.preconditions(), query.int('generation')), req.origin) };
  }
  if (req.method === 'DELETE') {
    // bucket.deleteFiles(query) sends its listing parameters with each delete; Cloud Storage ignores them there.
    const query = new Query(params, [...PRECONDITIONS, 'generation', ...LIST_PARAMS]);
    store.delete(bucket, name, query.preconditions(), query.int('generation'));
    return { status: 204 };
  }
  throw unimplemented(`${req.method} of an object`);
}

function list(store: ObjectStore, req: EmulatorRequest, bucket: string, params: URLSearchParams): EmulatorResponse {
  const query = new Query(params, [...LIST_PARAMS, 'projection']);
  query.projection();
  query.falseOnly('versions');
  query.falseOnly('includeTrailingDelimiter');
  const maxResults = Math.min(query.int('maxResults') ?? LIST_MAX, LIST_MAX);
  const page = store.list(bucket, {
    prefix: query.text('prefix'),
    delimiter: query.text('delimiter') || undefined,
    startOffset: query.text('startOffset'),
    endOffset: query.text('endOffset'),
    maxResults: maxResults === 0 ? LIST_MAX : maxResults,
    pageToken: query.text('pageToken'),
  });
  const body: Record<string, unknown> = { kind: 'storage#objects' };
  if (page.items.length) body.items = page.items.map((object) => objectResource(object, req.origin));
  if (page.prefixes.length) body.prefixes = page.prefixes;
  if (page.nextPageToken) body.nextPageToken = page.nextPageToken;
  return { status: 200, body };
}

/** Routes one JSON API call. Paths come with `/storage/v1` (the real API, `apiEndpoint`) or without it (`STORAGE_EMULATOR_HOST`). */
export function route(store: ObjectStore, req: EmulatorRequest): EmulatorResponse {
  const url = new URL(req.url, req.origin);
  const raw = url.pathname;
  const uploadPath = /^\/upload\/storage\/v1\/b\/([^/]+)\/o\/?$/.exec(raw);
  if (uploadPath?.[1]) {
    if (req.method !== 'POST') throw unimplemented(`${req.method} ${raw}`);
    const bucket = decodeURIComponent(uploadPath[1]);
    if (!store.hasBucket(bucket)) throw notFound('The specified bucket does not exist.');
    return upload(store, req, bucket, new Query(url.searchParams, [...PRECONDITIONS, 'uploadType', 'name', 'projection']));
  }
  const path = raw.replace(/^\/(?:download\/)?storage\/v1(?=\/)/, '');
  const objectPath = /^\/b\/([^/]+)\/o\/(.+)$/.exec(path);
  if (objectPath?.[1] && objectPath[2]) {
    return objectCall(store, req, decodeURIComponent(objectPath[1]), decodeURIComponent(objectPath[2]), url.searchParams);
  }
  const listPath = /^\/b\/([^/]+)\/o\/?$/.exec(path);
  if (listPath?.[1] && req.method === 'GET') return list(store, req, decodeURIComponent(listPath[1]), url.searchParams);
  const bucketPath = /^\/b\/([^/]+)\/?$/.exec(path);
  if (bucketPath?.[1] && req.method === 'GET') {
    new Query(url.searchParams, ['projection']).projection();
    const bucket = decodeURIComponent(bucketPath[1]);
    if (!store.hasBucket(bucket)) throw notFound('The specified bucket does not exist.');
    return { status: 200, body: bucketResource(bucket, req.origin) };
  }
  throw unimplemented(`${req.method} ${raw}`);
}

/** A thrown error as the response the JSON API would give. */
export function errorResponse(error: unknown): EmulatorResponse {
  if (error instanceof StorageError) return error.status === 304 ? { status: 304 } : { status: error.status, body: error.body() };
  if (error instanceof URIError) return { status: 400, body: invalid('The path is not valid.').body() };
  return { status: 500, body: new StorageError(500, 'backendError', String(error)).body() };
}
