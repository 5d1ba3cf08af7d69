import type { StoredObject } from './objects.js';

/** An object as the JSON API returns it (`storage#object`); numbers of 64 bits are strings, as there. */
export function objectResource(object: StoredObject, origin: string): Record<string, unknown> {
  const path = `b/${encodeURIComponent(object.bucket)}/o/${encodeURIComponent(object.name)}`;
  const time = object.timeCreated.toISOString();
  const resource: Record<string, unknown> = {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${origin}/storage/v1/${path}`,
    mediaLink: `${origin}/download/storage/v1/${path}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: String(object.generation),
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(object.bytes.length),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: Buffer.from(`${object.generation}/${object.metageneration}`).toString('base64'),
    timeCreated: time,
    updated: time,
    timeStorageClassUpdated: time,
  };
  for (const key of ['cacheControl', 'contentDisposition', 'contentLanguage', 'metadata'] as const) {
    if (object[key] !== undefined) resource[key] = object[key];
  }
  return resource;
}

export function bucketResource(name: string, origin: string): Record<string, unknown> {
  return {
    kind: 'storage#bucket',
    id: name,
    selfLink: `${origin}/storage/v1/b/${encodeURIComponent(name)}`,
    name,
    location: 'US',
    storageClass: 'STANDARD',
    metageneration: '1',
  };
}
