import { connect } from 'node:net';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getConfig } from '../config.js';
import { PHOTO_MAX_BYTES } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import { parsePhotoPath, photoSrcSet } from '../domain/photos.js';
import type { PhotoUpload } from '../domain/types.js';
import { USER_STATS, type UserStatsDoc } from '../db/user-stats.js';
import { defaultBucket } from '../firebase.js';
import { createApp } from '../app.js';
import { createUser, resetStore, signIn, startApi, testDb, uploadPhoto, type ApiServer } from '../test/api.js';
import { bombJpeg, bombPng, interlacedPng16, phoneJpeg, plainPhoto, SECRET_MARKERS } from '../test/images.js';
import { PHOTOS, type PhotoDoc } from './photos-repo.js';
import { objectName } from './photos-store.js';

// Dhaka is UTC+6: 12:00 UTC is 18:00 in Dhaka, six hours before its midnight.
const DHAKA_EVENING = new Date('2024-03-10T12:00:00.000Z');
const LIMIT = 2;

let api: ApiServer;
let limited: ApiServer;
let cookie: string;
let photo: Buffer;

beforeAll(async () => {
  api = await startApi();
  limited = await startApi({ config: { ...getConfig(), limits: { ...getConfig().limits, photosPerDay: LIMIT } }, now: () => DHAKA_EVENING });
  cookie = await signIn(api, await createUser('photographer'));
  photo = await plainPhoto(1600, 1200);
});

beforeEach(() => resetStore());

afterAll(async () => {
  await Promise.all([api.close(), limited.close()]);
});

async function photoDocs(): Promise<PhotoDoc[]> {
  return (await testDb().collection(PHOTOS).get()).docs.map((doc) => doc.data() as PhotoDoc);
}

async function storedObjects(): Promise<string[]> {
  const [files] = await defaultBucket().getFiles({ prefix: 'photos/' });
  return files.map((file) => file.name);
}

async function uploadCounts(): Promise<UserStatsDoc[]> {
  return (await testDb().collection(USER_STATS).get()).docs.map((doc) => doc.data() as UserStatsDoc);
}

const BOUNDARY = '----food-store-test-boundary';

/** The start of a multipart body with the `photo` part and `bytes` of its file, without the closing boundary. */
function multipartStart(bytes: Buffer): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="dish.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), bytes]);
}

/**
 * Sends a `POST /api/photos` over a raw socket: the request head with `contentLength`, then `body`. With
 * `abort`, the socket is destroyed once the body is written and the answer is null; else the raw answer.
 */
function rawUpload(body: Buffer, { contentLength = body.length, abort = false, url = api.url } = {}): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const head =
        `POST /api/photos HTTP/1.1\r\nHost: ${hostname}:${port}\r\nCookie: ${cookie}\r\nConnection: close\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${contentLength}\r\n\r\n`;
      socket.write(Buffer.concat([Buffer.from(head), body]), () => {
        if (abort) setTimeout(() => (socket.destroy(), resolve(null)), 100);
      });
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('POST /api/photos', () => {
  it('answers 201 {id, url, srcset} with paths on the app origin, and stores the variants and the photo', async () => {
    const created = await uploadPhoto<PhotoUpload>(api, photo, { cookie });
    expect(created.status).toBe(201);
    const { id, url, srcset } = created.body;
    expect(url).toBe(`/photos/${id}/400-800-1200/800.webp`);
    expect(srcset).toBe(photoSrcSet(url));
    const stored = (await testDb().collection(PHOTOS).doc(id).get()).data() as PhotoDoc;
    expect(stored.widths).toEqual([400, 800, 1200]);
    expect(stored.foodId).toBeUndefined();
    expect(stored.deleteAfter?.toMillis()).toBe(stored.createdAt.toMillis() + 24 * 60 * 60 * 1000);
    const names = await storedObjects();
    for (const width of [400, 800, 1200]) expect(names).toContain(objectName(id, [400, 800, 1200], width));
  });

  it('serves every variant as immutable WebP from its own path, without the phone\'s metadata', async () => {
    const created = await uploadPhoto<PhotoUpload>(api, await phoneJpeg({ width: 2000, height: 1500, orientation: 6 }), { cookie });
    expect(created.status).toBe(201);
    // Turned upright: the portrait original is 1500 wide.
    expect(created.body.url).toBe(`/photos/${created.body.id}/400-800-1200/800.webp`);
    for (const entry of created.body.srcset.split(', ')) {
      const [path = '', descriptor = ''] = entry.split(' ');
      const response = await fetch(api.url + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(`${metadata.width}w`).toBe(descriptor);
      expect(metadata.height).toBeGreaterThan(metadata.width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      for (const marker of SECRET_MARKERS) expect(bytes.includes(Buffer.from(marker))).toBe(false);
    }
  });

  it('needs a session: 401 and nothing stored', async () => {
    const response = await uploadPhoto(api, photo);
    expect(response.status).toBe(401);
    expect(await photoDocs()).toEqual([]);
    expect(await storedObjects()).toEqual([]);
  });

  it('answers 415 for anything but JPEG, PNG or WebP by its bytes, whatever its name and declared type', async () => {
    const gif = await sharp(await plainPhoto(400, 300)).gif().toBuffer();
    const files: [string, Buffer][] = [
      ['gif', gif],
      ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>')],
      ['heic', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheicmif1heic'), Buffer.alloc(64)])],
      ['pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n')],
      ['text', Buffer.from('not a photo at all\n')],
    ];
    for (const [kind, bytes] of files) {
      const response = await uploadPhoto(api, bytes, { cookie, name: 'dish.jpg', type: 'image/jpeg' });
      expect(response.status, kind).toBe(415);
      expect(response.body).toEqual({ message: MSG.photoType, code: 'photoType' });
    }
    const json = await fetch(`${api.url}/api/photos`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    expect(await photoDocs()).toEqual([]);
  });

  it('takes PNG and WebP as well', async () => {
    for (const bytes of [await sharp(photo).png().toBuffer(), await sharp(photo).webp().toBuffer()]) {
      expect((await uploadPhoto(api, bytes, { cookie, name: 'photo.bin', type: 'application/octet-stream' })).status).toBe(201);
    }
  });

  it('answers 413 for a file over 5 MB: at once by the declared length, else once the file passes 5 MB', async () => {
    // Exactly 5 MiB is not over (§5d).
    const exactly = await uploadPhoto(api, Buffer.concat([photo, Buffer.alloc(PHOTO_MAX_BYTES - photo.length)]), { cookie });
    expect(exactly.status, JSON.stringify(exactly.body)).toBe(201);
    await resetStore();
    const justOver = Buffer.concat([photo, Buffer.alloc(PHOTO_MAX_BYTES + 1 - photo.length)]);
    const over = await uploadPhoto(api, justOver, { cookie });
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ message: MSG.photoTooLarge, code: 'photoTooLarge' });
    const far = await uploadPhoto(api, Buffer.alloc(8 * 1024 * 1024, 1), { cookie });
    expect(far.status).toBe(413);
    expect(await photoDocs()).toEqual([]);
  });

  it('answers 400 for a photo under 320 × 240, a decompression bomb (by pixels or decoded bytes), a damaged file, no photo or two', async () => {
    const cases: [Buffer, string][] = [
      [await plainPhoto(300, 200), MSG.photoTooSmall],
      [bombPng(20_000, 20_000), MSG.photoTooManyPixels],
      [await bombJpeg(9_000, 9_000), MSG.photoTooManyPixels],
      [await interlacedPng16(7999, 5000), MSG.photoTooLargeToDecode],
      [await bombJpeg(7999, 5000, { progressive444: true }), MSG.photoTooLargeToDecode],
      [photo.subarray(0, 2000), MSG.photoUnreadable],
      [Buffer.alloc(0), MSG.photoMissing],
    ];
    for (const [bytes, message] of cases) {
      const response = await uploadPhoto(api, bytes, { cookie });
      expect(response.status, message).toBe(400);
      expect(response.body).toMatchObject({ message, errors: { photo: message } });
    }
    expect((await uploadPhoto(api, photo, { cookie, field: 'image' })).body).toMatchObject({ message: MSG.photoMissing });
    const form = new FormData();
    form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'a.jpg');
    form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'b.jpg');
    const two = await fetch(`${api.url}/api/photos`, { method: 'POST', headers: { cookie }, body: form });
    expect(two.status).toBe(400);
    expect(((await two.json()) as { message: string }).message).toBe(MSG.photoOneFile);
    expect(await photoDocs()).toEqual([]);
  });

  it('answers 400 JSON to a body cut off before its closing boundary, stores nothing and keeps serving', async () => {
    // busboy reports the early end on the file stream as well as on the parser: unheard, it would end the process.
    const uncaught: unknown[] = [];
    const hear = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', hear);
    let answer: string | null;
    try {
      answer = await rawUpload(multipartStart(photo.subarray(0, 20_000)));
    } finally {
      process.off('uncaughtException', hear);
    }
    expect(uncaught).toEqual([]);
    const [head = '', body = ''] = answer?.split('\r\n\r\n') ?? [];
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body)).toEqual({ message: MSG.photoNotMultipart, code: 'photoNotMultipart', errors: { photo: MSG.photoNotMultipart }, fieldCodes: { photo: { code: 'photoNotMultipart' } } });
    expect((await uploadPhoto(api, photo, { cookie })).status).toBe(201);
    expect(await photoDocs()).toHaveLength(1);
    expect(await storedObjects()).toHaveLength(4); // three variants and the share JPEG
    expect(await uploadCounts()).toEqual([expect.objectContaining({ photosAddedCount: 1 })]);
  });

  it('survives a client that goes away mid-upload, stores nothing for it and keeps serving', async () => {
    const part = multipartStart(photo.subarray(0, 20_000));
    expect(await rawUpload(part, { contentLength: part.length + photo.length, abort: true })).toBeNull();
    expect((await uploadPhoto(api, photo, { cookie })).status).toBe(201);
    expect(await photoDocs()).toHaveLength(1);
    expect(await storedObjects()).toHaveLength(4); // three variants and the share JPEG
    expect(await uploadCounts()).toEqual([expect.objectContaining({ photosAddedCount: 1 })]);
  });

  it('answers 429 with Retry-After until Dhaka midnight past the daily limit, and stores nothing more', async () => {
    const limitedCookie = await signIn(limited, await createUser('busy-photographer'));
    for (let i = 0; i < LIMIT; i += 1) expect((await uploadPhoto(limited, photo, { cookie: limitedCookie })).status).toBe(201);
    const refused = await uploadPhoto(limited, photo, { cookie: limitedCookie });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MSG.tooManyPhotos(LIMIT), code: 'tooManyPhotos', params: [LIMIT] });
    expect(refused.headers.get('retry-after')).toBe(String(6 * 60 * 60));
    expect(await photoDocs()).toHaveLength(LIMIT);
    // Three variants and the share JPEG each.
    expect(await storedObjects()).toHaveLength(LIMIT * 4);
    const stats = (await testDb().collection(USER_STATS).get()).docs.map((doc) => doc.data() as UserStatsDoc);
    expect(stats).toEqual([{ photosAddedDay: '2024-03-10', photosAddedCount: LIMIT }]);
  });

  it('reads the body the Functions framework already read into rawBody', async () => {
    // Cloud Functions hands the app a request whose stream is consumed and whose bytes are in req.rawBody.
    const framework = express();
    framework.use(express.raw({ type: '*/*', limit: '10mb' }), (req, _res, next) => {
      (req as { rawBody?: Buffer }).rawBody = req.body as Buffer;
      next();
    });
    framework.use(createApp());
    const server = framework.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const created = await uploadPhoto<PhotoUpload>({ url, close: async () => undefined }, photo, { cookie });
      expect(created.status).toBe(201);
      const tooLarge = await uploadPhoto({ url, close: async () => undefined }, Buffer.alloc(PHOTO_MAX_BYTES + 1, 1), { cookie });
      expect(tooLarge.status).toBe(413);
      const truncated = await rawUpload(multipartStart(photo.subarray(0, 20_000)), { url });
      expect(truncated).toMatch(/^HTTP\/1\.1 400 /);
      expect(truncated).toContain(JSON.stringify({ message: MSG.photoNotMultipart, code: 'photoNotMultipart', errors: { photo: MSG.photoNotMultipart }, fieldCodes: { photo: { code: 'photoNotMultipart' } } }));
      expect(await photoDocs()).toHaveLength(1);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('when Cloud Storage fails', () => {
  it('answers 503 with Retry-After to an upload and to a photo, and the sweep finds the upload later', async () => {
    const broken = await startApi({
      bucket: () => {
        throw new Error('Bucket name not specified or invalid.');
      },
    });
    try {
      const upload = await uploadPhoto(broken, photo, { cookie });
      expect(upload.status).toBe(503);
      expect(upload.body).toEqual({ message: MSG.serviceUnavailable, code: 'serviceUnavailable' });
      expect(upload.headers.get('retry-after')).toBe('5');
      // Its document was written first and is due in 24 hours like any unused photo.
      const [doc] = await photoDocs();
      expect(doc?.deleteAfter).toBeDefined();
      const served = await fetch(`${broken.url}/photos/${'x'.repeat(20)}/400-800-1200/800.webp`);
      expect(served.status).toBe(503);
    } finally {
      await broken.close();
    }
  });
});

describe('GET <photo url>', () => {
  it('answers 404 for a photo that does not exist and for any other path under /photos', async () => {
    const created = await uploadPhoto<PhotoUpload>(api, photo, { cookie });
    const ref = parsePhotoPath(created.body.url);
    for (const path of [
      `/photos/${'x'.repeat(20)}/400-800-1200/800.webp`,
      `/photos/${ref?.id}/400-800/800.webp`,
      `/photos/${ref?.id}/400-800-1200/600.webp`,
      '/photos/',
      '/photos/x.webp',
    ]) {
      const response = await fetch(api.url + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});
