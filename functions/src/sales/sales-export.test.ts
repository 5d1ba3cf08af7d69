import { parse } from 'csv-parse/sync';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SELLER_CONTACT_DAYS } from '../domain/limits.js';
import { EXPORT_PAGE } from '../domain/sales.js';
import type { IdResponse } from '../domain/types.js';
import { FOODS } from '../foods/food-doc.js';
import { ORDERS } from '../orders/order-doc.js';
import { call, createUser, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from '../test/api.js';
import { addFood } from '../test/completed-orders.js';

// docs/ARCHITECTURE.md §5j, Export: GET /api/sales/export?from=&to= is the accountant's file, RFC 4180 with a BOM, on
// the privacy terms of §5f.

const DAY_MS = 24 * 60 * 60 * 1000;
// 14:00 in Dhaka on 2026-04-20.
const TODAY = Date.parse('2026-04-20T08:00:00Z');
const HEADER = ['Date (Dhaka)', 'Time (Dhaka)', 'Order', 'Dishes', 'Subtotal', 'Delivery fee', 'Total', 'Status', 'Fulfilment', 'Area', 'Note'];
const delivery = { phone: '01712345678', address: 'House 12, Road 5, Dhanmondi', area: 'Dhanmondi' };

let clock = TODAY;
let api: ApiServer;
let seller: TestUser;
let sellerCookie: string;
let buyerCookie: string;

beforeAll(async () => {
  api = await startApi({ now: () => new Date(clock) });
  seller = await createUser('export-seller');
  sellerCookie = await signIn(api, seller);
  buyerCookie = await signIn(api, await createUser('export-buyer'));
});

beforeEach(async () => {
  clock = TODAY;
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

async function buy(body: Record<string, unknown>): Promise<string> {
  const response = await call<IdResponse>(api, '/api/add-purchase-food', { method: 'POST', body, cookie: buyerCookie });
  expect(response.status).toBe(201);
  return response.body._id;
}

async function move(id: string, ...statuses: string[]): Promise<void> {
  for (const status of statuses) expect((await call(api, `/api/orders/${id}/status`, { method: 'POST', body: { status }, cookie: sellerCookie })).status).toBe(200);
}

async function download(query: string): Promise<{ text: string; rows: string[][]; headers: Headers }> {
  const response = await fetch(`${api.url}/api/sales/export?${query}`, { headers: { cookie: sellerCookie } });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // UTF-8 with a byte order mark, so a spreadsheet opens Bangla names right.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const rows = parse(text, { bom: true, relax_quotes: false }) as string[][];
  return { text, rows, headers: response.headers };
}

describe('GET /api/sales/export', () => {
  it('is an RFC 4180 attachment: quotes commas, quotes and line breaks in dish names and notes; Dhaka date and time', async () => {
    const tricky = 'Kacchi, "special"\nwith borhani';
    const food = await addFood(api, sellerCookie, { foodName: 'Placeholder', price: 12.5 });
    // A name with a line break, as an older version could store it (the form refuses one now).
    await testDb().collection(FOODS).doc(food).update({ foodName: tricky });
    const bangla = await addFood(api, sellerCookie, { foodName: '=ভুনা খিচুড়ি', price: 7 });
    const note = 'Ring twice, "not" the bell,\r\nthen call';
    const first = await buy({ foodId: food, quantity: 2, fulfilment: 'delivery', delivery, note });
    await move(first, 'accepted', 'ready', 'completed');
    clock += 60 * 1000;
    const second = await buy({ foodId: bangla, quantity: 3 });

    const { text, rows, headers } = await download('from=2026-04-20&to=2026-04-20');
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe('attachment; filename="sales-2026-04-20-to-2026-04-20.csv"');
    expect(headers.get('cache-control')).toContain('private');
    // CRLF between records; the note's own line break stays inside its quoted field.
    expect(text.split('\r\n').at(-1)).toBe('');
    expect(rows).toEqual([
      HEADER,
      ['2026-04-20', '14:00', first, `${tricky} × 2`, '25.00', '0.00', '25.00', 'completed', 'delivery', 'Dhanmondi', note],
      // A cell a spreadsheet would run as a formula starts with ' instead.
      ['2026-04-20', '14:01', second, "'=ভুনা খিচুড়ি × 3", '21.00', '0.00', '21.00', 'placed', 'pickup', '', ''],
    ]);
    expect(text).toContain('"Kacchi, ""special""\nwith borhani × 2"');
    // The buyer's phone and address are never in the file.
    expect(text).not.toMatch(/1712345678|Road 5/);
  });

  it('quotes a note whose only special characters are line breaks (a two-line note of the checkout form)', async () => {
    const food = await addFood(api, sellerCookie, { foodName: 'Plain Tehari', price: 5 });
    const notes = ['first line\n=2+3 second line', 'one\rtwo', 'three\r\nfour'];
    const ids: string[] = [];
    for (const note of notes) {
      ids.push(await buy({ foodId: food, quantity: 1, note }));
      clock += 60 * 1000;
    }
    const { text, rows } = await download('from=2026-04-20&to=2026-04-20');
    const noteOf = new Map(rows.slice(1).map((row) => [row[2], row.at(-1)]));
    expect(ids.map((id) => noteOf.get(id))).toEqual(notes);
    expect(rows.every((row) => row.length === HEADER.length)).toBe(true);
    for (const note of notes) expect(text).toContain(`,"${note}"\r\n`);
  });

  it(`leaves out the area and note of finished orders older than ${SELLER_CONTACT_DAYS} days, as the seller's other reads do`, async () => {
    const food = await addFood(api, sellerCookie, { price: 10 });
    clock = TODAY - (SELLER_CONTACT_DAYS + 1) * DAY_MS;
    const oldDone = await buy({ foodId: food, quantity: 1, fulfilment: 'delivery', delivery, note: 'Old gate code 4521' });
    await move(oldDone, 'accepted', 'ready', 'completed');
    const oldOpen = await buy({ foodId: food, quantity: 1, fulfilment: 'delivery', delivery, note: 'Still cooking' });
    await move(oldOpen, 'accepted');
    clock = TODAY;
    const recentDone = await buy({ foodId: food, quantity: 1, fulfilment: 'delivery', delivery, note: 'Recent note' });
    await move(recentDone, 'accepted', 'ready', 'completed');

    const { text, rows } = await download('from=2026-03-01&to=2026-04-20');
    const byId = new Map(rows.slice(1).map((row) => [row[2], row]));
    expect(byId.get(oldDone)?.slice(9)).toEqual(['', '']);
    expect(byId.get(oldOpen)?.slice(9)).toEqual(['Dhanmondi', 'Still cooking']);
    expect(byId.get(recentDone)?.slice(9)).toEqual(['Dhanmondi', 'Recent note']);
    expect(text).not.toContain('4521');
    expect(text).not.toMatch(/1712345678|Road 5/);
  });

  it('lists every order of the period oldest first across pages, and only the period and the seller', async () => {
    const food = await addFood(api, sellerCookie, { foodName: 'Paged dish', price: 3 });
    const count = EXPORT_PAGE * 2 + 17;
    const db = testDb();
    const batch = db.batch();
    const base = Date.parse('2026-04-10T00:00:00+06:00');
    for (let i = 0; i < count + 2; i += 1) {
      // Two outside the period: a minute before it starts and at the first instant after it ends.
      const at = i === count ? base - 60 * 1000 : i === count + 1 ? Date.parse('2026-04-12T00:00:00+06:00') : base + i * 5 * 60 * 1000;
      batch.set(db.collection(ORDERS).doc(`paged${String(i).padStart(4, '0')}`), {
        foodId: food,
        foodName: 'Paged dish',
        price: 3,
        quantity: 1,
        total: 3,
        buyingDate: new Date(at).toISOString(),
        createdAt: Timestamp.fromMillis(at),
        sellerUid: i % 50 === 7 ? 'another-kitchen' : seller.uid,
        buyerUid: 'someone',
        status: 'completed',
        fulfilment: 'pickup',
        delivery: null,
        note: '',
        history: [],
      });
    }
    await batch.commit();
    const { rows } = await download('from=2026-04-10&to=2026-04-11');
    const ids = rows.slice(1).map((row) => row[2]);
    const expected = Array.from({ length: count }, (_, i) => i)
      .filter((i) => i % 50 !== 7)
      .map((i) => `paged${String(i).padStart(4, '0')}`);
    expect(ids).toEqual(expected);
    expect(rows[1]?.slice(0, 2)).toEqual(['2026-04-10', '00:00']);
  });

  it('answers 400 JSON for a missing, malformed, reversed or too long period, 401 without a session', async () => {
    for (const query of ['', 'from=2026-04-01', 'to=2026-04-01', 'from=2026-02-30&to=2026-03-01', 'from=2026-4-1&to=2026-04-02', 'from=2026-04-02&to=2026-04-01', 'from=2025-01-01&to=2026-01-02', 'from=x&to=y', 'from=2026-04-01&from=2026-04-02&to=2026-04-03']) {
      const response = await call<{ message: string; errors: Record<string, string> }>(api, `/api/sales/export?${query}`, { cookie: sellerCookie });
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.body.message).toBeTruthy();
    }
    // 366 days, both ends included, is the longest period.
    expect((await call(api, '/api/sales/export?from=2025-01-01&to=2026-01-01', { cookie: sellerCookie })).status).toBe(200);
    expect((await call(api, '/api/sales/export?from=2026-04-01&to=2026-04-02')).status).toBe(401);
  });
});
