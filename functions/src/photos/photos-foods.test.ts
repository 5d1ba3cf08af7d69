import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import { photoPath } from '../domain/photos.js';
import type { Food, IdResponse, PhotoUpload } from '../domain/types.js';
import { defaultBucket } from '../firebase.js';
import { call, createUser, foodInput, resetStore, signIn, startApi, testDb, uploadPhoto, type ApiServer } from '../test/api.js';
import { plainPhoto } from '../test/images.js';
import { PHOTOS, type PhotoDoc } from './photos-repo.js';
import { sweepUnusedPhotos } from './photos-sweep.js';

const HOUR = 60 * 60 * 1000;

let api: ApiServer;
let clock = new Date();
let cook: string;
let other: string;
let photo: Buffer;

beforeAll(async () => {
  api = await startApi({ now: () => clock });
  cook = await signIn(api, await createUser('cook'));
  other = await signIn(api, await createUser('other-cook'));
  photo = await plainPhoto(1000, 750);
});

beforeEach(async () => {
  clock = new Date();
  await resetStore();
});

afterAll(() => api.close());

async function upload(cookie = cook): Promise<PhotoUpload> {
  const response = await uploadPhoto<PhotoUpload>(api, photo, { cookie });
  expect(response.status).toBe(201);
  return response.body;
}

async function addFood(foodImage: string, cookie = cook) {
  return call<IdResponse & { message?: string; errors?: Record<string, string> }>(api, '/api/add-food', {
    method: 'POST',
    body: foodInput({ foodImage }),
    cookie,
  });
}

async function photoDoc(id: string): Promise<PhotoDoc | undefined> {
  return (await testDb().collection(PHOTOS).doc(id).get()).data() as PhotoDoc | undefined;
}

/** Whether every variant of an uploaded photo is still in Storage (false: none is). */
async function stored(upload: PhotoUpload): Promise<boolean> {
  const names = upload.srcset.split(', ').map((entry) => entry.split(' ')[0]?.slice(1) ?? '');
  const exists = await Promise.all(names.map(async (name) => (await defaultBucket().file(name).exists())[0]));
  if (exists.every(Boolean)) return true;
  if (!exists.some(Boolean)) return false;
  throw new Error(`some variants of ${upload.id} are stored, some not: ${exists.join(', ')}`);
}

describe('a food with an uploaded photo', () => {
  it('stores the photo url as its foodImage and marks the photo used by it', async () => {
    const uploaded = await upload();
    expect(uploaded.url).toBe(photoPath(uploaded.id, [400, 800, 1000], 800));
    const created = await addFood(uploaded.url);
    expect(created.status).toBe(201);
    const food = await call<Food>(api, `/api/food/${created.body._id}`);
    expect(food.body.foodImage).toBe(uploaded.url);
    const doc = await photoDoc(uploaded.id);
    expect(doc?.foodId).toBe(created.body._id);
    expect(doc?.deleteAfter).toBeUndefined();
  });

  it("refuses another cook's photo and a photo that does not exist with 400 on foodImage", async () => {
    const theirs = await upload(other);
    const foreign = await addFood(theirs.url);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ message: MSG.photoNotYours, code: 'photoNotYours', errors: { foodImage: MSG.photoNotYours }, fieldCodes: { foodImage: { code: 'photoNotYours' } } });
    const missing = await addFood(photoPath('A'.repeat(20), [400, 800, 1200], 800));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ foodImage: MSG.photoNotFound });
    // The other cook's photo is left untouched, and so is the catalogue.
    expect((await photoDoc(theirs.id))?.foodId).toBeUndefined();
    expect((await call<Food[]>(api, '/api/foods')).body).toEqual([]);
  });

  it('refuses a variant path that is not the photo url, and a photo another food already uses', async () => {
    const uploaded = await upload();
    const variant = await addFood(uploaded.srcset.split(' ')[0] ?? '');
    expect(variant.status).toBe(400);
    expect(variant.body.errors).toEqual({ foodImage: MSG.foodImageInvalid });
    expect((await addFood(uploaded.url)).status).toBe(201);
    const again = await addFood(uploaded.url);
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ foodImage: MSG.photoInUse });
  });

  it('deletes the photo with the food: document first, then the variants', async () => {
    const uploaded = await upload();
    const created = await addFood(uploaded.url);
    expect(await stored(uploaded)).toBe(true);
    const removed = await call(api, `/api/food/${created.body._id}`, { method: 'DELETE', cookie: cook });
    expect(removed.status).toBe(200);
    expect(await photoDoc(uploaded.id)).toBeUndefined();
    expect(await stored(uploaded)).toBe(false);
    expect((await fetch(api.url + uploaded.url)).status).toBe(404);
  });

  it('deletes the replaced photo when an edit gives the food another photo or a URL, and keeps an unchanged one', async () => {
    const first = await upload();
    const second = await upload();
    const created = await addFood(first.url);
    const id = created.body._id;
    const edit = (foodImage: string) =>
      call<Food>(api, `/api/update-food/${id}`, { method: 'PUT', body: { ...foodInput({ foodImage }), baseQuantity: 10 }, cookie: cook });

    expect((await edit(first.url)).status).toBe(200);
    expect(await stored(first)).toBe(true);

    expect((await edit(second.url)).status).toBe(200);
    expect(await stored(first)).toBe(false);
    expect(await photoDoc(first.id)).toBeUndefined();
    expect((await photoDoc(second.id))?.foodId).toBe(id);

    expect((await edit('https://example.com/dish.jpg')).status).toBe(200);
    expect(await stored(second)).toBe(false);
    // A photo a food let go of can never be used again.
    expect((await edit(second.url)).body).toMatchObject({ errors: { foodImage: MSG.photoNotFound } });
  });

  it("takes an absolute link to one of the app's photos, on any of its hosts, as the photo: the photo rules apply", async () => {
    const mine = await upload();
    const theirs = await upload(other);
    // Another cook's photo by a link on the app's origin, its web.app host or localhost: refused, left untouched.
    // So is a link through the function's own URL (its path prefixed) and a link to the photo's share image.
    const share = theirs.url.replace(/\/\d+\.webp$/, '/share.jpg');
    for (const link of [
      `https://food.example${theirs.url}`,
      `https://demo-food-store.web.app${theirs.url}?v=1#x`,
      `http://localhost:5000${theirs.url}`,
      `https://us-central1-demo-food-store.cloudfunctions.net/api${theirs.url}`,
      `http://127.0.0.1:5001/demo-food-store/us-central1/api${theirs.url}`,
      `https://demo-food-store.web.app${share}`,
    ]) {
      const foreign = await addFood(link);
      expect(foreign.status, link).toBe(400);
      expect(foreign.body, link).toEqual({ message: MSG.photoNotYours, code: 'photoNotYours', errors: { foodImage: MSG.photoNotYours }, fieldCodes: { foodImage: { code: 'photoNotYours' } } });
    }
    // Percent-encoded letters name the same object on a server that decodes them.
    const escaped = `%${theirs.id.charCodeAt(0).toString(16).toUpperCase()}${theirs.id.slice(1)}`;
    const encoded = await addFood(`https://food.example${theirs.url.replace(theirs.id, escaped)}`);
    expect(encoded.body.errors).toEqual({ foodImage: MSG.photoNotYours });
    expect((await photoDoc(theirs.id))?.foodId).toBeUndefined();
    // A link to another variant is not the photo's url, as its path is not.
    const variant = await addFood(`https://food.example${mine.srcset.split(' ')[0] ?? ''}`);
    expect(variant.body.errors).toEqual({ foodImage: MSG.foodImageInvalid });
    // Another site's /photos/ image stays a link; the cook's own photo by a link is stored as its path and taken.
    const pexels = 'https://images.pexels.com/photos/1640777/pexels-photo-1640777.jpeg';
    expect((await call<Food>(api, `/api/food/${(await addFood(pexels)).body._id}`)).body.foodImage).toBe(pexels);
    const own = await addFood(`https://food.example${mine.url.replace(/\/\d+\.webp$/, '/share.jpg')}`);
    expect(own.status).toBe(201);
    expect((await call<Food>(api, `/api/food/${own.body._id}`)).body.foodImage).toBe(mine.url);
    expect((await photoDoc(mine.id))?.foodId).toBe(own.body._id);
    // An edit to another cook's photo by a link is refused like the path, and changes nothing.
    const edit = await call(api, `/api/update-food/${own.body._id}`, {
      method: 'PUT',
      body: { ...foodInput({ foodImage: `https://food.example${theirs.url}` }), baseQuantity: 10 },
      cookie: cook,
    });
    expect(edit.status).toBe(400);
    expect(edit.body).toEqual({ message: MSG.photoNotYours, code: 'photoNotYours', errors: { foodImage: MSG.photoNotYours }, fieldCodes: { foodImage: { code: 'photoNotYours' } } });
    expect((await call<Food>(api, `/api/food/${own.body._id}`)).body.foodImage).toBe(mine.url);
    expect((await photoDoc(theirs.id))?.foodId).toBeUndefined();
  });

  it("refuses an edit to another cook's photo, and keeps the food's own", async () => {
    const mine = await upload();
    const theirs = await upload(other);
    const created = await addFood(mine.url);
    const refused = await call(api, `/api/update-food/${created.body._id}`, {
      method: 'PUT',
      body: { ...foodInput({ foodImage: theirs.url }), baseQuantity: 10 },
      cookie: cook,
    });
    expect(refused.status).toBe(400);
    expect((await call<Food>(api, `/api/food/${created.body._id}`)).body.foodImage).toBe(mine.url);
    expect(await stored(mine)).toBe(true);
  });
});

describe('the photo sweep', () => {
  it('deletes a photo no food uses 24 hours after its upload, and nothing else', async () => {
    const unused = await upload();
    const used = await upload();
    await addFood(used.url);
    clock = new Date(clock.getTime() + 23 * HOUR);
    const young = await upload();

    expect(await sweepUnusedPhotos({ now: () => new Date(clock.getTime() + 2 * HOUR) })).toEqual({ deleted: 1, failed: 0 });
    expect(await photoDoc(unused.id)).toBeUndefined();
    expect(await stored(unused)).toBe(false);
    expect(await stored(used)).toBe(true);
    expect(await stored(young)).toBe(true);
    expect(await sweepUnusedPhotos({ now: () => new Date(clock.getTime() + 2 * HOUR) })).toEqual({ deleted: 0, failed: 0 });
  });

  it('refuses a photo past its 24 hours for a food, even before the sweep ran', async () => {
    const uploaded = await upload();
    clock = new Date(clock.getTime() + 24 * HOUR);
    expect((await addFood(uploaded.url)).body.errors).toEqual({ foodImage: MSG.photoNotFound });
  });

  it('retries a deleted food\'s photo whose Storage deletion failed', async () => {
    // The same API without a usable bucket (as a project without a default bucket): the food's transaction commits,
    // the deletion after it fails.
    const broken = await startApi({
      now: () => clock,
      bucket: () => {
        throw new Error('Bucket name not specified or invalid.');
      },
    });
    try {
      const uploaded = await upload();
      const created = await addFood(uploaded.url);
      expect((await call(broken, `/api/food/${created.body._id}`, { method: 'DELETE', cookie: cook })).status).toBe(200);
      expect((await call(api, `/api/food/${created.body._id}`)).status).toBe(404);
      expect(await photoDoc(uploaded.id)).toMatchObject({ released: true });
      expect(await stored(uploaded)).toBe(true);

      expect(await sweepUnusedPhotos({ now: () => new Date(clock.getTime() + 2 * 60_000) })).toEqual({ deleted: 1, failed: 0 });
      expect(await photoDoc(uploaded.id)).toBeUndefined();
      expect(await stored(uploaded)).toBe(false);
    } finally {
      await broken.close();
    }
  });
});

describe('a profile photo (registration)', () => {
  const keep = (photo: unknown, cookie: string | null = cook) =>
    call<{ photo?: string; message?: string; errors?: Record<string, string> }>(api, '/api/profile/photo', { method: 'PUT', body: { photo }, cookie: cookie ?? undefined });

  it('keeps the user\'s own upload for good, and no food can take it', async () => {
    const uploaded = await upload();
    const kept = await keep(uploaded.url);
    expect(kept).toMatchObject({ status: 200, body: { photo: uploaded.url } });
    const doc = await photoDoc(uploaded.id);
    expect(doc?.profileOf).toBeDefined();
    expect(doc?.deleteAfter).toBeUndefined();
    expect((await keep(uploaded.url)).status).toBe(200);

    clock = new Date(clock.getTime() + 48 * HOUR);
    await sweepUnusedPhotos({ now: () => clock });
    expect(await stored(uploaded)).toBe(true);
    const food = await addFood(uploaded.url);
    expect(food).toMatchObject({ status: 400, body: { errors: { foodImage: MSG.photoInUse } } });
  });

  it("refuses another user's photo, one a food uses, a made-up path and no session, changing nothing", async () => {
    const mine = await upload();
    expect(await keep(mine.url, other)).toMatchObject({ status: 400, body: { errors: { photo: MSG.photoNotYours } } });
    const used = await upload();
    expect((await addFood(used.url)).status).toBe(201);
    expect(await keep(used.url)).toMatchObject({ status: 400, body: { errors: { photo: MSG.photoInUse } } });
    expect(await keep(photoPath('AAAAAAAAAAAAAAAAAAAA', [400, 800], 800))).toMatchObject({ status: 400, body: { errors: { photo: MSG.photoNotFound } } });
    expect(await keep(42)).toMatchObject({ status: 400, body: { errors: { photo: MSG.photoNotFound } } });
    expect((await keep(mine.url, null)).status).toBe(401);
    expect((await photoDoc(mine.id))?.profileOf).toBeUndefined();
  });
});

describe('the share image of a photo (og:image)', () => {
  const shareOf = (url: string) => url.replace(/\/\d+\.webp$/, '/share.jpg');

  it('is a 1200 × 630 JPEG made at upload, cached like the variants, and deleted with the photo', async () => {
    const uploaded = await upload();
    const name = shareOf(uploaded.url).slice(1);
    expect((await defaultBucket().file(name).exists())[0]).toBe(true);
    const response = await fetch(`${api.url}${shareOf(uploaded.url)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 1200, 630, undefined]);

    const created = await addFood(uploaded.url);
    expect((await call(api, `/api/food/${created.body._id}`, { method: 'DELETE', cookie: cook })).status).toBe(200);
    expect((await defaultBucket().file(name).exists())[0]).toBe(false);
  });

  it('is made on first request for a photo stored without one; unknown photos are 404', async () => {
    const uploaded = await upload();
    const name = shareOf(uploaded.url).slice(1);
    await defaultBucket().file(name).delete();
    const response = await fetch(`${api.url}${shareOf(uploaded.url)}`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await defaultBucket().file(name).exists())[0]).toBe(true);
    expect((await fetch(`${api.url}/photos/AAAAAAAAAAAAAAAAAAAA/400-800-1000/share.jpg`)).status).toBe(404);
    expect((await fetch(`${api.url}/photos/${uploaded.id}/400-800/share.jpg`)).status).toBe(404);
  });
});
