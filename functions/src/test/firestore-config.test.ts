import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The rules emulator is part of the official (Java) Firestore emulator, which cannot run offline here, so these
// tests pin the deployed files' content: clients get no access, and All Foods has the composite indexes it queries.
const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

describe('firestore.rules', () => {
  const rules = read('firestore.rules').replace(/\/\/.*$/gm, '');

  it('denies every client read and write', () => {
    const allows = [...rules.matchAll(/allow\s+([^:;]+):\s*([^;]+);/g)].map((m) => [m[1]?.trim(), m[2]?.trim()]);
    expect(allows).toEqual([['read, write', 'if false']]);
    expect(rules).toMatch(/match \/databases\/\{database\}\/documents\s*\{\s*match \/\{document=\*\*\}/);
  });
});

describe('firestore.indexes.json', () => {
  interface IndexField {
    fieldPath: string;
    order?: string;
    arrayConfig?: string;
  }
  const config = JSON.parse(read('firestore.indexes.json')) as {
    indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
    fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
  };
  const describeIndex = (fields: IndexField[]) => fields.map((f) => `${f.fieldPath} ${f.order ?? f.arrayConfig}`).join(', ');

  it('declares an index for every category, search and sort combination of All Foods, and for the gram counts', () => {
    const sorts: IndexField[][] = [
      [],
      [{ fieldPath: 'price', order: 'ASCENDING' }],
      [{ fieldPath: 'price', order: 'DESCENDING' }],
      [{ fieldPath: 'purchaseCount', order: 'DESCENDING' }],
      [
        { fieldPath: 'ratingScore', order: 'DESCENDING' },
        { fieldPath: 'ratingCount', order: 'DESCENDING' },
      ],
    ];
    const wanted: string[] = [describeIndex([{ fieldPath: 'categoryKey', order: 'ASCENDING' }, { fieldPath: 'grams', arrayConfig: 'CONTAINS' }])];
    for (const category of [false, true]) {
      for (const search of [false, true]) {
        for (const sort of sorts) {
          const fields: IndexField[] = [
            ...(category ? [{ fieldPath: 'categoryKey', order: 'ASCENDING' }] : []),
            ...(search ? [{ fieldPath: 'grams', arrayConfig: 'CONTAINS' }] : []),
            ...sort,
            { fieldPath: 'createdAt', order: 'DESCENDING' },
          ];
          // One ordered field alone is a single-field index, which Firestore keeps by default.
          if (fields.length > 1) wanted.push(describeIndex(fields));
        }
      }
    }
    const foods = config.indexes.filter((index) => index.collectionGroup === 'foods');
    expect(foods.every((index) => index.queryScope === 'COLLECTION')).toBe(true);
    expect(foods.map((index) => describeIndex(index.fields)).sort()).toEqual(wanted.sort());
  });

  it("declares the buyer's list and the seller's inbox, with and without a status, newest first, the expiry sweep and the sales export", () => {
    const orders = config.indexes.filter((index) => index.collectionGroup === 'orders');
    expect(orders.every((index) => index.queryScope === 'COLLECTION')).toBe(true);
    expect(orders.map((index) => describeIndex(index.fields)).sort()).toEqual(
      [
        'buyerUid ASCENDING, status ASCENDING, createdAt DESCENDING',
        'sellerUid ASCENDING, createdAt DESCENDING',
        // The accountant's file, oldest first (§5j).
        'sellerUid ASCENDING, createdAt ASCENDING',
        'sellerUid ASCENDING, status ASCENDING, createdAt DESCENDING',
        'status ASCENDING, createdAt ASCENDING',
      ].sort(),
    );
    expect(config.indexes.every((index) => ['foods', 'orders'].includes(index.collectionGroup))).toBe(true);
  });

  it('exempts long text, the category summary and the sitemap shards from indexing, and keeps the grams for array-contains only', () => {
    const overrides = Object.fromEntries(config.fieldOverrides.map((o) => [`${o.collectionGroup}.${o.fieldPath}`, o.indexes]));
    for (const field of ['foods.description', 'foods.foodImage', 'foods.buyer.photo', 'meta.categories', 'meta.shards', 'meta.foods']) expect(overrides[field], field).toEqual([]);
    expect(overrides['foods.grams']).toEqual([{ arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' }]);
    for (const queried of ['categoryKey', 'price', 'purchaseCount', 'createdAt', 'ownerUid', 'ratingScore', 'ratingCount']) {
      expect(overrides[`foods.${queried}`]).toBeUndefined();
    }
    // Reviews are queried by foodId in id order only; their text, reply and photo are never filtered on.
    for (const field of ['reviews.text', 'reviews.reply', 'reviews.reviewer.photo', 'orders.review']) expect(overrides[field], field).toEqual([]);
    expect(overrides['reviews.foodId']).toBeUndefined();
    // A sales day is read by its id only: its maps of dishes and hours are never queried (§5j).
    for (const field of ['salesDays.dishes', 'salesDays.hours', 'salesDays.statuses']) expect(overrides[field], field).toEqual([]);
  });
});

describe('firebase.json', () => {
  const config = JSON.parse(read('firebase.json')) as {
    hosting: { public: string; rewrites: { source: string; function?: { functionId: string; region: string }; destination?: string }[] };
    emulators: Record<string, { port?: number }>;
  };

  it('rewrites the API, the photos and the server-rendered pages to the api function, private pages and the rest to their shells', () => {
    const api = { functionId: 'api', region: 'us-central1' };
    expect(config.hosting.public).toBe('web/dist');
    expect(config.hosting.rewrites).toEqual([
      ...['/api/**', '/photos/**', '/', '/foods', '/food/*', '/bn', '/bn/', '/bn/foods', '/bn/food/*', '/sitemap.xml', '/sitemap-*'].map((source) => ({ source, function: api })),
      ...['/my-*', '/orders/**', '/add-food', '/cart', '/foodPurchase/**', '/update-food/**', '/update-Food/**'].map((source) => ({ source, destination: '/private.html' })),
      ...['/bn/my-*', '/bn/orders/**', '/bn/add-food', '/bn/cart', '/bn/foodPurchase/**', '/bn/update-food/**', '/bn/update-Food/**'].map((source) => ({ source, destination: '/bn/private.html' })),
      { source: '/bn/**', destination: '/bn/app.html' },
      { source: '**', destination: '/app.html' },
    ]);
  });

  it('declares the emulator ports of the local stack', () => {
    const ports = Object.fromEntries(Object.entries(config.emulators).map(([k, v]) => [k, v.port]));
    expect(ports).toMatchObject({ hosting: 5000, functions: 5001, auth: 9099, firestore: 8080, hub: 4400 });
  });
});
