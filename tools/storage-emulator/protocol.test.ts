import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Storage } from '@google-cloud/storage';
import { startStorageEmulator, type StorageEmulator } from './index.js';
import { crc32cOf } from './objects.js';

// The emulator's own rules: what it does not implement answers 501 (never a silent wrong answer); what it does is
// reachable with and without the /storage/v1 prefix.
const BUCKET = 'demo-protocol.appspot.com';
let emulator: StorageEmulator;
let base: string;

beforeAll(async () => {
  emulator = await startStorageEmulator({ port: 0, buckets: [BUCKET] });
  base = `http://${emulator.hostPort}`;
});
afterAll(() => emulator.stop());
beforeEach(() => emulator.clear());

function media(name: string, bytes: string, query = '') {
  return fetch(`${base}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(name)}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: bytes,
  });
}

async function errorOf(response: Response): Promise<{ status: number; reason: string | undefined }> {
  const body = (await response.json()) as { error?: { errors?: { reason?: string }[] } };
  return { status: response.status, reason: body.error?.errors?.[0]?.reason };
}

describe('CRC-32C', () => {
  it('is the standard check value, written as the JSON API writes it, also for a view into a larger buffer', () => {
    const check = Buffer.alloc(4);
    check.writeUInt32BE(0xe3069283);
    expect(crc32cOf(Buffer.from('123456789'))).toBe(check.toString('base64'));
    expect(crc32cOf(Buffer.from('xx123456789yy').subarray(2, 11))).toBe(check.toString('base64'));
  });
});

describe('what the emulator does not implement', () => {
  it('answers 501 for a resumable upload, a ranged read, an unknown parameter and an unkept field', async () => {
    const resumable = await fetch(`${base}/upload/storage/v1/b/${BUCKET}/o?uploadType=resumable&name=a`, { method: 'POST' });
    expect(await errorOf(resumable)).toEqual({ status: 501, reason: 'notImplemented' });
    await media('a.txt', 'hello');
    const ranged = await fetch(`${base}/b/${BUCKET}/o/a.txt?alt=media`, { headers: { range: 'bytes=0-1' } });
    expect(ranged.status).toBe(501);
    expect((await fetch(`${base}/b/${BUCKET}/o?matchGlob=**.txt`)).status).toBe(501);
    expect((await fetch(`${base}/b/${BUCKET}/o/a.txt?projection=full`)).status).toBe(501);
    expect((await fetch(`${base}/b/${BUCKET}/o?versions=true`)).status).toBe(501);
    expect((await fetch(`${base}/b/${BUCKET}/o/a.txt`, { method: 'PATCH', body: '{}' })).status).toBe(501);
    const withAcl = new Storage({ apiEndpoint: base, projectId: 'demo-protocol' }).bucket(BUCKET).file('acl.txt');
    await expect(withAcl.save('x', { resumable: false, metadata: { storageClass: 'COLDLINE' } })).rejects.toMatchObject({ code: 501 });
  });
});

describe('uploads', () => {
  it('stores nothing when a sent checksum does not match the bytes', async () => {
    const boundary = 'b0undary';
    const body = [
      `--${boundary}`,
      'Content-Type: application/json',
      '',
      JSON.stringify({ name: 'sum.txt', md5Hash: 'AAAAAAAAAAAAAAAAAAAAAA==' }),
      `--${boundary}`,
      'Content-Type: text/plain',
      '',
      'payload',
      `--${boundary}--`,
    ].join('\r\n');
    const response = await fetch(`${base}/upload/storage/v1/b/${BUCKET}/o?uploadType=multipart`, {
      method: 'POST',
      headers: { 'content-type': `multipart/related; boundary=${boundary}` },
      body,
    });
    expect(response.status).toBe(400);
    expect((await fetch(`${base}/b/${BUCKET}/o/sum.txt`)).status).toBe(404);
  });

  it('takes the content type of a media upload from its header', async () => {
    await media('t.txt', 'x');
    const resource = (await (await fetch(`${base}/storage/v1/b/${BUCKET}/o/t.txt`)).json()) as { contentType: string; size: string };
    expect(resource).toMatchObject({ contentType: 'text/plain', size: '1' });
  });
});

describe('paths', () => {
  it('serves the JSON API under /storage/v1 too, as a client with apiEndpoint calls it', async () => {
    const file = new Storage({ apiEndpoint: base, projectId: 'demo-protocol' }).bucket(BUCKET).file('dir/x.bin');
    await file.save(Buffer.from([1, 2, 3]), { resumable: false });
    expect([...(await file.download())[0]]).toEqual([1, 2, 3]);
    const [files] = await file.bucket.getFiles({ prefix: 'dir/' });
    expect(files.map((f) => f.name)).toEqual(['dir/x.bin']);
    await file.delete();
  });

  it('answers 304 to a read whose ifGenerationNotMatch is the current generation', async () => {
    const created = (await (await media('g.txt', 'x')).json()) as { generation: string };
    const response = await fetch(`${base}/b/${BUCKET}/o/g.txt?alt=media&ifGenerationNotMatch=${created.generation}`);
    expect(response.status).toBe(304);
  });

  it('refuses an invalid object name and a malformed page token with 400', async () => {
    expect((await media('..', 'x')).status).toBe(400);
    expect((await fetch(`${base}/b/${BUCKET}/o?pageToken=nonsense`)).status).toBe(400);
  });
});

describe('export and import (the local stack keeps its photos across restarts)', () => {
  it('brings back every object with its bytes, metadata and generation, and refuses a broken file', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const created = (await (await media('photos/a/400.webp', 'bytes-a')).json()) as { generation: string; md5Hash: string };
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'storage-export-')), 'storage.json');
    expect(emulator.exportTo(file)).toBe(1);
    emulator.clear();
    expect((await fetch(`${base}/b/${BUCKET}/o/photos%2Fa%2F400.webp`)).status).toBe(404);

    expect(emulator.importFrom(file)).toBe(1);
    const restored = (await (await fetch(`${base}/b/${BUCKET}/o/photos%2Fa%2F400.webp`)).json()) as { generation: string; md5Hash: string; contentType: string };
    expect(restored).toMatchObject({ generation: created.generation, md5Hash: created.md5Hash, contentType: 'text/plain' });
    expect(await (await fetch(`${base}/b/${BUCKET}/o/photos%2Fa%2F400.webp?alt=media`)).text()).toBe('bytes-a');
    // A later write still gets a later generation.
    const next = (await (await media('photos/b/400.webp', 'bytes-b')).json()) as { generation: string };
    expect(BigInt(next.generation)).toBeGreaterThan(BigInt(created.generation));

    expect(emulator.importFrom(path.join(path.dirname(file), 'absent.json'))).toBe(0);
    writeFileSync(file, '{"format":"something-else"}');
    expect(() => emulator.importFrom(file)).toThrow('is not a Storage emulator export');
  });
});
