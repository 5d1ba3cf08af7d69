import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { statusOf, useTestStorage } from './test-support.js';

// Written to pass unchanged against Cloud Storage (STORAGE_CONFORMANCE_BUCKET=<bucket>, see README.md) and against
// the emulator; each test works in its own folder of the bucket.
const storage = useTestStorage();

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');

describe('objects: write, read, delete', () => {
  it('keeps the bytes and the metadata of an upload, with its checksums', async () => {
    const file = storage.bucket.file(`${storage.folder()}dish.webp`);
    const bytes = randomBytes(200_000);
    await file.save(bytes, {
      resumable: false,
      contentType: 'image/webp',
      metadata: { cacheControl: 'public, max-age=31536000, immutable', metadata: { owner: 'u1' } },
    });
    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('image/webp');
    expect(metadata.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(metadata.metadata).toEqual({ owner: 'u1' });
    expect(Number(metadata.size)).toBe(bytes.length);
    expect(metadata.md5Hash).toBe(md5(bytes));
    expect(String(metadata.generation)).toMatch(/^\d{16}$/);
    expect(String(metadata.metageneration)).toBe('1');
    // download() checks the bytes against the object's CRC32C and MD5: a wrong checksum fails here.
    const [downloaded] = await file.download();
    expect(downloaded.equals(bytes)).toBe(true);
  });

  it('streams an object', async () => {
    const file = storage.bucket.file(`${storage.folder()}a.bin`);
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await file.save(bytes, { resumable: false });
    const chunks: Buffer[] = [];
    for await (const chunk of file.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('round-trips names with spaces, slashes, unicode and URL characters', async () => {
    const folder = storage.folder();
    for (const name of ['a b.txt', 'deep/er/path.txt', 'ঢাকা/খাবার.txt', 'q?x=1#frag&y.txt', '100%.txt']) {
      const file = storage.bucket.file(folder + name);
      await file.save(Buffer.from(name), { resumable: false, contentType: 'text/plain' });
      const [bytes] = await storage.bucket.file(folder + name).download();
      expect(bytes.toString()).toBe(name);
    }
  });

  it('answers 404 for a missing object, and exists() says false', async () => {
    const file = storage.bucket.file(`${storage.folder()}missing.webp`);
    expect(await statusOf(file.getMetadata())).toBe(404);
    expect(await statusOf(file.download())).toBe(404);
    expect((await file.exists())[0]).toBe(false);
  });

  it('gives an overwrite a later generation and the new bytes', async () => {
    const file = storage.bucket.file(`${storage.folder()}v.txt`);
    await file.save(Buffer.from('one'), { resumable: false });
    const [first] = await file.getMetadata();
    await file.save(Buffer.from('two'), { resumable: false });
    const [second] = await file.getMetadata();
    expect(BigInt(String(second.generation))).toBeGreaterThan(BigInt(String(first.generation)));
    expect((await file.download())[0].toString()).toBe('two');
  });

  it('deletes an object; a second delete is 404 unless told to ignore it', async () => {
    const file = storage.bucket.file(`${storage.folder()}gone.txt`);
    await file.save(Buffer.from('x'), { resumable: false });
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
    expect(await statusOf(file.delete())).toBe(404);
    await file.delete({ ignoreNotFound: true });
  });

  it('answers 404 for a bucket that does not exist', async () => {
    const file = storage.bucket.storage.bucket(`demo-no-such-bucket-${randomBytes(6).toString('hex')}`).file('a.txt');
    expect(await statusOf(file.save(Buffer.from('x'), { resumable: false }))).toBe(404);
    expect(await statusOf(file.download())).toBe(404);
  });
});

describe('preconditions', () => {
  it('ifGenerationMatch 0 creates an object only once', async () => {
    const file = storage.bucket.file(`${storage.folder()}once.txt`);
    await file.save(Buffer.from('first'), { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
    expect(await statusOf(file.save(Buffer.from('second'), { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } }))).toBe(412);
    expect((await file.download())[0].toString()).toBe('first');
  });

  it('deletes only the generation it was told to', async () => {
    const file = storage.bucket.file(`${storage.folder()}gen.txt`);
    await file.save(Buffer.from('one'), { resumable: false });
    const [stale] = await file.getMetadata();
    await file.save(Buffer.from('two'), { resumable: false });
    expect(await statusOf(file.delete({ ifGenerationMatch: Number(stale.generation) }))).toBe(412);
    const [current] = await file.getMetadata();
    await file.delete({ ifGenerationMatch: Number(current.generation) });
    expect((await file.exists())[0]).toBe(false);
  });

  it('refuses a metadata read whose ifMetagenerationMatch does not hold', async () => {
    const file = storage.bucket.file(`${storage.folder()}meta.txt`);
    await file.save(Buffer.from('x'), { resumable: false });
    expect(await statusOf(file.getMetadata({ ifMetagenerationMatch: 2 }))).toBe(412);
    expect(await statusOf(file.getMetadata({ ifMetagenerationMatch: 1 }))).toBe('ok');
  });
});

describe('listing', () => {
  async function fill(folder: string, names: string[]) {
    for (const name of names) await storage.bucket.file(folder + name).save(Buffer.from(name), { resumable: false });
  }

  it('lists a prefix in the byte order of the UTF-8 names', async () => {
    const folder = storage.folder();
    // U+FF21 sorts before U+1F600 in UTF-8 bytes but after it in JavaScript's UTF-16 order.
    const names = ['b', 'a/2', 'a/10', 'Z', '\u{1F600}', '\uFF21'];
    await fill(folder, names);
    const [files] = await storage.bucket.getFiles({ prefix: folder });
    expect(files.map((file) => file.name.slice(folder.length))).toEqual(['Z', 'a/10', 'a/2', 'b', '\uFF21', '\u{1F600}']);
  });

  it('folds names under a delimiter into prefixes', async () => {
    const folder = storage.folder();
    await fill(folder, ['top.txt', 'x/1', 'x/2', 'y/z/3']);
    const [files, , response] = await storage.bucket.getFiles({ prefix: folder, delimiter: '/', autoPaginate: false });
    expect(files.map((file) => file.name)).toEqual([`${folder}top.txt`]);
    expect((response as { prefixes?: string[] }).prefixes).toEqual([`${folder}x/`, `${folder}y/`]);
  });

  it('pages with maxResults, each object exactly once', async () => {
    const folder = storage.folder();
    const names = Array.from({ length: 7 }, (_, i) => `n${i}`);
    await fill(folder, names);
    const seen: string[] = [];
    let query: Record<string, unknown> | null = { prefix: folder, maxResults: 3, autoPaginate: false };
    let pages = 0;
    while (query) {
      const [files, next]: [Array<{ name: string }>, Record<string, unknown> | null] = (await storage.bucket.getFiles(query)) as never;
      seen.push(...files.map((file) => file.name.slice(folder.length)));
      query = next;
      pages += 1;
    }
    expect(seen).toEqual(names);
    expect(pages).toBe(3);
  });

  it('deletes every object under a prefix', async () => {
    const folder = storage.folder();
    await fill(folder, ['p/1', 'p/2', 'q/1']);
    await storage.bucket.deleteFiles({ prefix: `${folder}p/` });
    const [files] = await storage.bucket.getFiles({ prefix: folder });
    expect(files.map((file) => file.name)).toEqual([`${folder}q/1`]);
  });
});
