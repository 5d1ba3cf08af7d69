import { createHash } from 'node:crypto';
import http from 'node:http';
import fc from 'fast-check';
import type { Firestore } from 'firebase-admin/firestore';
import type { AnyObjectSchema } from 'yup';
import { DEFAULT_FOOD_SORT, FOOD_SORTS, isFoodSort } from '../domain/foods.js';
import { textOfCode, type CodedMessage } from '../domain/message-codes.js';
import { CATEGORY_MAX, IDEMPOTENCY_KEY_HEADER, SEARCH_MAX_LENGTH } from '../domain/limits.js';
import { DECLINE_REASONS, FULFILMENTS, ORDER_STATUSES } from '../domain/orders.js';
import { SALES_RANGES } from '../domain/sales.js';
import type { PageRenderer, PageRequest } from '../domain/pages.js';
import { englishPagePath, PAGE_PATHS } from './page-paths.js';
import { NEXT_CURSOR_HEADER } from '../domain/paging.js';
import { ALWAYS_OPEN_HOURS, SPEC_HOURS } from '../domain/hours.js';
import { foodSchema, foodUpdateSchema, kitchenSchema, orderSchema, orderStatusSchema, purchaseSchema, replySchema, reviewSchema } from '../domain/schemas.js';
import type { Food, IdResponse, PhotoUpload } from '../domain/types.js';
import { defaultBucket } from '../firebase.js';
import { call, createUser, foodInput, freshIdToken, signIn, uploadPhoto, type ApiServer, type TestUser } from './api.js';
import { plainPhoto } from './images.js';

// A property-based fuzz of the whole HTTP surface (docs/ARCHITECTURE.md §5–§5h): for every route, generated bodies,
// path parameters, query strings, headers and cookies, valid, near-valid (the schemas' fields mutated) and garbage.
// Each answer must be below 500, a 4xx of /api JSON with a string `message`, no body may carry stack text, and a 4xx
// must leave the store (every Firestore collection and the photos in Storage) exactly as it was.

/** What the routes are fuzzed with: three signed-in users, and ids of things that exist. */
export interface FuzzWorld {
  api: ApiServer;
  db: Firestore;
  seller: TestUser;
  buyer: TestUser;
  stranger: TestUser;
  /** The users' current session cookies (a fuzzed POST /api/logout revokes one; the run signs that user in again). */
  cookies: Record<SignedIn, string>;
  /** A fresh ID token of the seller, for POST /api/jwt. */
  sellerIdToken: string;
  foodId: string;
  otherFoodId: string;
  orderId: string;
  completedOrderId: string;
  /** A completed order of both foods (§5h), the first rated. */
  mealOrderId: string;
  reviewId: string;
  photoUrl: string;
  foodsCursor: string;
  jpeg: Buffer;
}

/**
 * The server-rendered pages' renderer for the fuzz and the reads budget: reads what the web build's page loaders read
 * for each page (functions/src/pages/pages-routes.test.ts has the same stand-in) and answers a fixed document.
 */
export const fuzzPageRenderer: PageRenderer = {
  pagePaths: PAGE_PATHS,
  async renderPage(request: PageRequest) {
    const url = new URL(request.url, request.origin);
    const { searchParams } = url;
    const pathname = englishPagePath(url.pathname);
    const { reads } = request;
    const sort = searchParams.get('sort') ?? '';
    // As the web app reads the view (web/src/lib/paths.ts readFoodsView): over-long text cut to the API's bounds.
    const list = { search: (searchParams.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH).trim(), category: (searchParams.get('category') ?? '').trim().slice(0, CATEGORY_MAX), sort: isFoodSort(sort) ? sort : DEFAULT_FOOD_SORT };
    const answers = await Promise.all<unknown>(
      pathname === '/' ? [reads.topFoods()] : pathname === '/foods' ? [reads.foods(list), reads.categories()] : [reads.food(safeDecode(pathname.slice(6)))],
    );
    const status = answers.includes(null) ? 404 : 200;
    return { status, html: `<!doctype html><title>Food Store</title><p>${answers.map((answer) => (answer === null ? 404 : 200)).join(' ')}</p>` };
  },
};

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The people and things every route is tried against (the store should be empty, or at least hold no conflicts). */
export async function createFuzzWorld(api: ApiServer, db: Firestore): Promise<FuzzWorld> {
  const [seller, buyer, stranger] = await Promise.all([createUser('fuzz-seller'), createUser('fuzz-buyer'), createUser('fuzz-stranger')]);
  const [sellerCookie, buyerCookie, strangerCookie] = await Promise.all([signIn(api, seller), signIn(api, buyer), signIn(api, stranger)]);
  const ok = <T>(what: string, response: { status: number; body: T }, status = 200): T => {
    if (response.status !== status) throw new Error(`fuzz world: ${what} answered ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const jpeg = await plainPhoto(400, 300);
  const photo = ok('POST /api/photos', await uploadPhoto<PhotoUpload>(api, jpeg, { cookie: sellerCookie }), 201);
  const add = async (name: string) =>
    ok<IdResponse>('POST /api/add-food', await call(api, '/api/add-food', { method: 'POST', body: foodInput({ foodName: name, quantity: 5000 }), cookie: sellerCookie }), 201)._id;
  const foodId = await add('Fuzz Biryani');
  const otherFoodId = await add('Fuzz Kacchi');
  const buy = async (food: string) =>
    ok<IdResponse>('POST /api/add-purchase-food', await call(api, '/api/add-purchase-food', { method: 'POST', body: { foodId: food, quantity: 1 }, cookie: buyerCookie }), 201)._id;
  const orderId = await buy(foodId);
  const completedOrderId = await buy(otherFoodId);
  for (const status of ['accepted', 'ready', 'completed']) {
    ok(`move to ${status}`, await call(api, `/api/orders/${completedOrderId}/status`, { method: 'POST', body: { status }, cookie: sellerCookie }));
  }
  const reviewId = ok<IdResponse>('POST review', await call(api, `/api/orders/${completedOrderId}/review`, { method: 'POST', body: { rating: 4 }, cookie: buyerCookie }), 201)._id;
  const meal = { lines: [{ foodId, quantity: 1 }, { foodId: otherFoodId, quantity: 2 }] };
  const mealOrderId = ok<IdResponse>('POST /api/orders', await call(api, '/api/orders', { method: 'POST', body: meal, cookie: buyerCookie }), 201)._id;
  for (const status of ['accepted', 'ready', 'completed']) {
    ok(`move to ${status}`, await call(api, `/api/orders/${mealOrderId}/status`, { method: 'POST', body: { status }, cookie: sellerCookie }));
  }
  ok('POST review of a dish', await call(api, `/api/orders/${mealOrderId}/review`, { method: 'POST', body: { rating: 5, foodId }, cookie: buyerCookie }), 201);
  const firstPage = await call<Food[]>(api, '/api/foods?limit=1');
  const foodsCursor = firstPage.headers.get(NEXT_CURSOR_HEADER) ?? '';
  return {
    api,
    db,
    seller,
    buyer,
    stranger,
    cookies: { seller: sellerCookie, buyer: buyerCookie, stranger: strangerCookie },
    sellerIdToken: await freshIdToken(seller),
    foodId,
    otherFoodId,
    orderId,
    completedOrderId,
    mealOrderId,
    reviewId,
    photoUrl: photo.url,
    foodsCursor,
    jpeg,
  };
}

// ---- Generators -------------------------------------------------------------------------------------------------

/** Text of every kind: ASCII, any code point, graphemes, and the odd values parsers trip on. */
const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1.5',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '0x10',
    '٣',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\u202Eevil',
    '\u0000',
    // Half of a surrogate pair: valid JSON, no character (Firestore refuses to store it).
    'Biryani \ud800',
    '\udc00',
    'ব্রিয়ানি',
    '🍛🍛',
    'a'.repeat(3000),
  ),
);

/** Printable Latin-1 (what a header value may hold). */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code === 0x7f ? 0x20 : code)), maxLength: 60 });

/** A path segment: an id that exists, or anything; `raw` segments go into the path unencoded (malformed escapes). */
interface Segment {
  text: string;
  raw?: boolean;
}

function segment(valid: readonly string[]): fc.Arbitrary<Segment> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...valid).map((text) => ({ text })) },
    { weight: 3, arbitrary: anyText.filter((text) => text.length > 0).map((text) => ({ text })) },
    { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%', '%00', '%2F', '..', '.', '%FF%FE', 'a%2Fb', '%C0%AF').map((text) => ({ text, raw: true })) },
  );
}

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) becomes U+FFFD. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

interface QueryEntry {
  name: string;
  value: string;
}

/** A query string of the route's parameters (each maybe absent, repeated, in `a[x]=` form) and some stray ones. */
function queryString(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const entries = Object.entries(params).map(([name, valid]) =>
    fc.option(
      fc.oneof(
        { weight: 6, arbitrary: fc.oneof({ weight: 3, arbitrary: valid }, anyText).map((value) => [{ name, value }]) },
        { weight: 1, arbitrary: fc.tuple(valid, anyText).map(([a, b]) => [{ name, value: a }, { name, value: b }]) },
        { weight: 1, arbitrary: valid.map((value) => [{ name: `${name}[x]`, value }]) },
      ),
      { freq: 3 },
    ),
  );
  const stray = fc.array(fc.tuple(anyText, anyText).map(([name, value]) => ({ name, value })), { maxLength: 2 });
  return fc.tuple(fc.tuple(...entries), stray, fc.boolean()).map(([picked, extra, malformed]) => {
    const all: QueryEntry[] = [...picked.flatMap((entry) => entry ?? []), ...extra];
    const parts = all.map(({ name, value }) => `${encode(name)}=${encode(value)}`);
    if (malformed) parts.push('%E0%A4%A=%');
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

/** A JSON value a field should never take: wrong types, edge numbers, huge or strange text, nesting. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, -0.0001, 1.5, 1e21, -1e21, 2 ** 53 + 2, 1e308, '', ' ', 'NaN', 'Infinity', '12', '1e3', [], {}),
  anyText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('x'.repeat(10_001), 'ব'.repeat(2_001)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(anyText, { maxLength: 3 }),
  fc.constant({ nested: { deeper: { deepest: [1, { a: 'b' }] } } }),
);

/** The dotted paths of a schema's fields (nested objects' fields too): what a near-valid body mutates. */
export function schemaFieldPaths(schema: AnyObjectSchema, prefix = ''): string[] {
  return Object.entries(schema.fields as Record<string, { fields?: unknown; type?: string }>).flatMap(([key, field]) => {
    const path = prefix + key;
    return field.type === 'object' && field.fields ? [path, ...schemaFieldPaths(field as unknown as AnyObjectSchema, `${path}.`)] : [path];
  });
}

/** `body` with the value at `path` deleted (`value` undefined) or replaced. */
export function withField(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const copy: Record<string, unknown> = { ...body };
  if (rest.length) {
    const inner = copy[head];
    copy[head] = withField(typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {}, rest.join('.'), value);
  } else if (value === undefined) delete copy[head];
  else copy[head] = value;
  return copy;
}

/** A valid body with one to three of the schema's fields missing or of a value it must refuse, maybe an unknown key. */
function nearValid(valid: fc.Arbitrary<Record<string, unknown>>, schema: AnyObjectSchema): fc.Arbitrary<Record<string, unknown>> {
  const paths = schemaFieldPaths(schema);
  const change = fc.tuple(fc.constantFrom(...paths), fc.option(wrongValue, { freq: 5 }));
  const unknownKey = fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'buyer', 'purchaseCount', 'uid', '_id', 'x'), wrongValue), { freq: 3 });
  return fc.tuple(valid, fc.array(change, { minLength: 1, maxLength: 3 }), unknownKey).map(([body, changes, extra]) => {
    let next = body;
    for (const [path, value] of changes) next = withField(next, path, value ?? undefined);
    return extra ? { ...next, [extra[0]]: extra[1] } : next;
  });
}

const visible = (max: number) => fc.stringMatching(/^[A-Za-z][A-Za-z ,.'-]*$/).map((text) => text.slice(0, max).trim() || 'Dish');
const phone = fc.constantFrom('01712345678', '+8801812345678', '8801912345678', '০১৭১২৩৪৫৬৭৮');

function validFood(world: FuzzWorld): fc.Arbitrary<Record<string, unknown>> {
  return fc.record({
    foodName: visible(40),
    foodImage: fc.constantFrom('https://example.com/a.webp', '/images/foods/biryani.webp', world.photoUrl, 'http://example.com/b.jpg'),
    category: fc.constantFrom('Rice', 'Curry', 'Dessert', 'rice'),
    price: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
    quantity: fc.integer({ min: 0, max: 500 }),
    foodOrigin: visible(20),
    description: visible(200),
  });
}

function validBodies(world: FuzzWorld): Record<string, fc.Arbitrary<Record<string, unknown>>> {
  const food = validFood(world);
  return {
    food,
    foodUpdate: fc.tuple(food, fc.integer({ min: 0, max: 6000 })).map(([body, baseQuantity]) => ({ ...body, baseQuantity })),
    purchase: fc.record(
      {
        foodId: fc.constantFrom(world.foodId, world.otherFoodId),
        quantity: fc.integer({ min: 1, max: 3 }),
        fulfilment: fc.constantFrom(...FULFILMENTS),
        delivery: fc.record({ phone, address: fc.constant('House 12, Road 5, Dhanmondi'), area: fc.constantFrom('Dhanmondi', 'Gulshan') }),
        note: visible(50),
      },
      { requiredKeys: ['foodId', 'quantity'] },
    ),
    order: fc.record(
      {
        lines: fc.uniqueArray(fc.record({ foodId: fc.constantFrom(world.foodId, world.otherFoodId), quantity: fc.integer({ min: 1, max: 3 }) }), {
          selector: (line) => line.foodId,
          minLength: 1,
          maxLength: 2,
        }),
        fulfilment: fc.constantFrom(...FULFILMENTS),
        delivery: fc.record({ phone, address: fc.constant('House 12, Road 5, Dhanmondi'), area: fc.constantFrom('Dhanmondi', 'Gulshan', 'mirpur') }),
        note: visible(50),
      },
      { requiredKeys: ['lines'] },
    ),
    orderStatus: fc.record(
      { status: fc.constantFrom('accepted', 'declined', 'ready', 'completed'), reason: fc.constantFrom(...DECLINE_REASONS), note: visible(40) },
      { requiredKeys: ['status'] },
    ),
    review: fc.record({ rating: fc.integer({ min: 1, max: 5 }), text: visible(100), foodId: fc.constantFrom(world.foodId, world.otherFoodId) }, { requiredKeys: ['rating'] }),
    reply: fc.record({ text: visible(100) }),
    kitchen: fc.record(
      {
        open: fc.boolean(),
        pickupAddress: fc.constantFrom('', 'House 3, Road 2, Banani'),
        phone: fc.oneof(phone, fc.constant('')),
        deliveryAreas: fc.array(fc.record({ area: fc.constantFrom('Gulshan', 'Dhanmondi', 'gulshan', 'Mirpur'), fee: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100) }), { maxLength: 3 }),
        minimumOrder: fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100),
        hours: fc.constantFrom(SPEC_HOURS, ALWAYS_OPEN_HOURS),
        closedDates: fc.constantFrom([], ['2099-12-16', '2099-12-25']),
      },
      { requiredKeys: ['open', 'pickupAddress', 'phone'] },
    ),
    jwt: fc.record({ email: fc.constantFrom(world.seller.email, world.buyer.email) }),
    profilePhoto: fc.record({ photo: fc.constantFrom(world.photoUrl, `${world.photoUrl}x`, 'https://example.com/a.webp', '/images/foods/biryani.webp', '') }),
  };
}

const BODY_SCHEMAS: Record<string, AnyObjectSchema> = {
  food: foodSchema,
  foodUpdate: foodUpdateSchema,
  purchase: purchaseSchema,
  order: orderSchema,
  orderStatus: orderStatusSchema,
  review: reviewSchema,
  reply: replySchema,
  kitchen: kitchenSchema,
};

/** What goes over the wire. */
export interface FuzzRequest {
  /** The route as written in the contract, for reports: `POST /api/add-food`. */
  route: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

interface BodyPart {
  headers: Record<string, string>;
  body?: string | Buffer;
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'application/json ;charset=UTF-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/merge-patch+json',
  '',
];

/** Bodies that are not the JSON any route takes. */
const garbageBody: fc.Arbitrary<BodyPart> = fc.oneof(
  // Malformed JSON, sent as JSON.
  fc
    .oneof(
      fc.constantFrom('{', '{"foodId":', '[1,', '{"a":1}}', 'nul', '"', "{'a':1}", '{"quantity":01}', '{"a":NaN}', '\u0000', ''),
      fc.string({ maxLength: 40 }),
      fc.constant(`${'['.repeat(40_000)}${']'.repeat(40_000)}`),
    )
    .map((body) => ({ headers: { 'content-type': 'application/json' }, body })),
  // Any JSON value (an array, a number, a string, deep objects).
  fc.jsonValue({ maxDepth: 4 }).map((value) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) ?? 'null' })),
  // Bytes under any declared type, and the encodings body-parser inflates.
  fc
    .tuple(fc.uint8Array({ maxLength: 200 }), fc.constantFrom(...JSON_TYPES), fc.constantFrom(undefined, 'gzip', 'deflate', 'br', 'identity', 'bogus'))
    .map(([bytes, type, encoding]) => ({
      headers: { ...(type ? { 'content-type': type } : {}), ...(encoding ? { 'content-encoding': encoding } : {}) },
      body: Buffer.from(bytes),
    })),
  // Over the 100 KB limit.
  fc.constant({ headers: { 'content-type': 'application/json' }, body: JSON.stringify({ description: 'x'.repeat(110 * 1024) }) }),
);

function jsonBody(kind: string | undefined, valid: Record<string, fc.Arbitrary<Record<string, unknown>>>): fc.Arbitrary<BodyPart> {
  const asJson = (value: unknown, type: fc.Arbitrary<string>): fc.Arbitrary<BodyPart> =>
    type.map((contentType): BodyPart => ({ headers: contentType ? { 'content-type': contentType } : {}, body: JSON.stringify(value) }));
  const mostlyJson = fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, fc.constantFrom(...JSON_TYPES));
  const validArb = kind ? valid[kind] : undefined;
  const schema = kind ? BODY_SCHEMAS[kind] : undefined;
  const options: Array<fc.WeightedArbitrary<BodyPart>> = [
    { weight: 2, arbitrary: garbageBody },
    { weight: 1, arbitrary: fc.constant({ headers: {} }) },
  ];
  if (validArb) options.push({ weight: 4, arbitrary: validArb.chain((body) => asJson(body, mostlyJson)) });
  if (validArb && schema) options.push({ weight: 4, arbitrary: nearValid(validArb, schema).chain((body) => asJson(body, mostlyJson)) });
  return fc.oneof(...options);
}

/** Multipart bodies for POST /api/photos: the photo as a browser sends it, and everything a careless client might. */
function photoBody(world: FuzzWorld): fc.Arbitrary<BodyPart> {
  const boundary = 'fuzzBoundary7MA4YWxk';
  const part = (name: string, filename: string, type: string, bytes: Buffer) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from('\r\n')]);
  const close = Buffer.from(`--${boundary}--\r\n`);
  const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const kinds: Array<fc.Arbitrary<BodyPart>> = [
    fc.constant({ headers: multipart, body: Buffer.concat([part('photo', 'dish.jpg', 'image/jpeg', world.jpeg), close]) }),
    fc.constant({ headers: multipart, body: Buffer.concat([part('photo', 'a.jpg', 'image/jpeg', world.jpeg), part('photo', 'b.jpg', 'image/jpeg', world.jpeg), close]) }),
    fc.tuple(anyText, fc.uint8Array({ maxLength: 300 })).map(([name, bytes]) => ({
      headers: multipart,
      body: Buffer.concat([part(name.replace(/["\r\n]/g, ''), 'x.jpg', 'image/jpeg', Buffer.from(bytes)), close]),
    })),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ headers: multipart, body: Buffer.from(bytes) })),
    fc.constant({ headers: { 'content-type': 'multipart/form-data' }, body: 'no boundary' }),
    garbageBody,
    // A body cut off inside the file (no closing boundary): issue 28 item 1, which once ended the process.
    fc.integer({ min: 1, max: world.jpeg.length }).map((cut) => ({ headers: multipart, body: part('photo', 'dish.jpg', 'image/jpeg', world.jpeg).subarray(0, cut + 100) })),
  ];
  return fc.oneof(...kinds);
}

type SignedIn = 'seller' | 'buyer' | 'stranger';
type CookieKind = 'none' | SignedIn | 'garbage';

/** Whose session the request carries (filled in when it is sent: sessions are renewed during a run), or a garbage cookie. */
function cookieHeader(world: FuzzWorld): fc.Arbitrary<{ kind: CookieKind; header?: string }> {
  const tampered = (cookie: string) => `${cookie.slice(0, -3)}${cookie.endsWith('A') ? 'B' : 'A'}${cookie.slice(-2)}`;
  const { seller: sellerCookie, buyer: buyerCookie } = world.cookies;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 3, arbitrary: fc.constant({ kind: 'seller' as const }) },
    { weight: 3, arbitrary: fc.constant({ kind: 'buyer' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'stranger' as const }) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          headerText.map((text) => `__session=${text}`),
          headerText,
          fc.constantFrom(
            '__session=',
            '__session=%E0%A4%A',
            '__session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
            `${buyerCookie}; ${sellerCookie}`,
            tampered(sellerCookie),
            `__session=${'a'.repeat(4000)}`,
            '=;;==;__session',
          ),
        )
        .map((header) => ({ kind: 'garbage' as const, header })),
    },
  );
}

/** Headers besides the body's: Idempotency-Key, Authorization, the trace header, Host, Accept. */
function extraHeaders(world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  const some = fc
    .record(
      {
        [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: fc.oneof({ weight: 3, arbitrary: fc.uuid() }, fc.stringMatching(/^[A-Za-z0-9_.:-]{8,40}$/), headerText),
        authorization: fc.oneof(
          fc.constant(`Bearer ${world.sellerIdToken}`),
          headerText.map((text) => `Bearer ${text}`),
          fc.constantFrom('Bearer', 'Basic Zm9vOmJhcg==', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
        ),
        'x-cloud-trace-context': headerText,
        host: fc.constantFrom('localhost', 'food.example', 'a b', '[::1', 'localhost:99999', 'ünicode.example', ''),
        'x-forwarded-host': headerText,
        'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher', ''),
        accept: fc.constantFrom('text/html', 'application/json', '*/*', 'image/webp', ''),
      },
      { requiredKeys: [] },
    )
    .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<string, string>);
  return fc.oneof(fc.constant({}), some);
}

interface RouteSpec {
  method: string;
  /** `:name` parameters are filled from `params`. */
  template: string;
  params?: Record<string, readonly string[]>;
  query?: Record<string, fc.Arbitrary<string>>;
  body?: 'json' | 'photo';
  bodyKind?: string;
}

/** Every route of the contract, and the path parameters worth trying beyond random ones. */
export function fuzzRoutes(world: FuzzWorld): RouteSpec[] {
  const foods = [world.foodId, world.otherFoodId];
  const orders = [world.orderId, world.completedOrderId, world.mealOrderId];
  const emails = [world.seller.email, world.buyer.email];
  const limit = fc.oneof(fc.integer({ min: -2, max: 120 }).map(String), fc.constantFrom('1e1', '010', '0x10', ' 5', '5.0'));
  const cursor = fc.oneof(fc.constant(world.foodsCursor), fc.base64String({ maxLength: 80 }), fc.constant(`${world.foodsCursor}x`));
  const foodsQuery = {
    search: fc.constantFrom('', 'biryani', 'fuzz', 'KACCHI', 'b', 'x'.repeat(101)),
    category: fc.constantFrom('', 'Rice', 'rice', 'Curry', 'c'.repeat(61)),
    sort: fc.constantFrom('', ...FOOD_SORTS, 'bogus'),
    limit,
    cursor,
  };
  const paging = { limit, cursor };
  const exportDay = fc.oneof(
    fc.constantFrom('', '2026-01-01', '2026-02-30', '2025-12-31', '2027-06-01', '9999-12-31', '0001-01-01', '2026-1-1', 'today'),
    fc.date({ min: new Date('1999-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  );
  return [
    { method: 'POST', template: '/api/jwt', body: 'json', bodyKind: 'jwt' },
    { method: 'POST', template: '/api/logout', body: 'json' },
    { method: 'GET', template: '/api/logout' },
    { method: 'GET', template: '/api/top-foods' },
    { method: 'GET', template: '/api/foods', query: foodsQuery },
    { method: 'GET', template: '/api/categories' },
    { method: 'GET', template: '/api/food/:id', params: { id: foods } },
    { method: 'POST', template: '/api/add-food', body: 'json', bodyKind: 'food' },
    { method: 'GET', template: '/api/foods/:email', params: { email: emails }, query: paging },
    { method: 'PUT', template: '/api/update-food/:id', params: { id: foods }, body: 'json', bodyKind: 'foodUpdate' },
    { method: 'DELETE', template: '/api/food/:id', params: { id: foods } },
    { method: 'POST', template: '/api/add-purchase-food', body: 'json', bodyKind: 'purchase' },
    { method: 'GET', template: '/api/purchase-food/:email', params: { email: emails }, query: paging },
    { method: 'DELETE', template: '/api/purchase-food/:id', params: { id: orders } },
    { method: 'GET', template: '/api/orders/:id', params: { id: orders } },
    { method: 'POST', template: '/api/orders/:id/status', params: { id: orders }, body: 'json', bodyKind: 'orderStatus' },
    { method: 'GET', template: '/api/sales', query: { ...paging, status: fc.constantFrom('', ...ORDER_STATUSES, 'bogus') } },
    { method: 'GET', template: '/api/sales/summary' },
    { method: 'GET', template: '/api/sales/stats', query: { range: fc.constantFrom('', ...Object.keys(SALES_RANGES), 'bogus', '7D', '365d') } },
    { method: 'GET', template: '/api/sales/export', query: { from: exportDay, to: exportDay } },
    { method: 'POST', template: '/api/orders/:id/review', params: { id: orders }, body: 'json', bodyKind: 'review' },
    { method: 'DELETE', template: '/api/orders/:id/review', params: { id: orders }, query: { foodId: fc.constantFrom(...foods, 'x') } },
    { method: 'POST', template: '/api/orders', body: 'json', bodyKind: 'order' },
    { method: 'GET', template: '/api/kitchens/:uid', params: { uid: [world.seller.uid, world.buyer.uid] } },
    { method: 'GET', template: '/api/food/:id/reviews', params: { id: foods }, query: { limit, cursor } },
    { method: 'POST', template: '/api/reviews/:id/reply', params: { id: [world.reviewId] }, body: 'json', bodyKind: 'reply' },
    { method: 'GET', template: '/api/kitchen' },
    { method: 'PUT', template: '/api/kitchen', body: 'json', bodyKind: 'kitchen' },
    { method: 'POST', template: '/api/photos', body: 'photo' },
    { method: 'PUT', template: '/api/profile/photo', body: 'json', bodyKind: 'profilePhoto' },
    { method: 'GET', template: '/photos/:path', params: { path: [world.photoUrl.slice('/photos/'.length), 'x/400/400.webp'] } },
    { method: 'GET', template: '/' },
    { method: 'GET', template: '/foods', query: { q: foodsQuery.search, category: foodsQuery.category, sort: foodsQuery.sort, cursor } },
    { method: 'GET', template: '/food/:id', params: { id: foods } },
    { method: 'GET', template: '/bn' },
    { method: 'GET', template: '/bn/foods', query: { q: foodsQuery.search, category: foodsQuery.category, sort: foodsQuery.sort, cursor } },
    { method: 'GET', template: '/bn/food/:id', params: { id: foods } },
    { method: 'GET', template: '/sitemap.xml', query: { page: fc.constantFrom('1', '2') } },
    { method: 'GET', template: '/sitemap-:shard.xml', params: { shard: ['0', '1', '12', '00', '-1', 'x'] } },
    { method: 'GET', template: '/api/:unknown', params: { unknown: ['nothing-here', 'foods/x/y'] } },
    { method: 'GET', template: '/:unknown', params: { unknown: ['robots.txt', 'my-orders', 'index.html'] } },
  ];
}

/** One request to one route (sometimes with another method than the route's). */
export function fuzzRequest(world: FuzzWorld): fc.Arbitrary<FuzzRequest & { cookie: CookieKind }> {
  const valid = validBodies(world);
  const routes = fuzzRoutes(world);
  return fc.constantFrom(...routes).chain((route) => {
    const names = [...route.template.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
    const params = fc.tuple(...names.map((name) => segment(route.params?.[name] ?? ['x'])));
    const query = route.query ? queryString(route.query) : fc.constant('');
    const body: fc.Arbitrary<BodyPart> =
      route.body === 'photo' ? photoBody(world) : route.body === 'json' ? jsonBody(route.bodyKind, valid) : fc.oneof({ weight: 5, arbitrary: fc.constant({ headers: {} }) }, garbageBody);
    const method = fc.oneof({ weight: 12, arbitrary: fc.constant(route.method) }, fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'));
    return fc.tuple(params, query, body, cookieHeader(world), extraHeaders(world), method).map(([values, search, part, cookie, headers, verb]) => {
      let path = route.template;
      names.forEach((name, i) => {
        const value = values[i] as Segment;
        // A photo path keeps its slashes: it is several segments.
        const text = value.raw ? value.text : name === 'path' ? value.text.split('/').map(encode).join('/') : encode(value.text);
        path = path.replace(`:${name}`, text);
      });
      const all: Record<string, string> = { ...headers, ...part.headers };
      if (cookie.header !== undefined) all.cookie = cookie.header;
      return { route: `${route.method} ${route.template}`, method: verb, path: path + search, headers: all, body: part.body, cookie: cookie.kind };
    });
  });
}

// ---- Running a case ---------------------------------------------------------------------------------------------

export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** The request exactly as generated (node:http: any method, header and body; fetch would refuse some). */
export function send(api: ApiServer, request: FuzzRequest): Promise<FuzzResponse> {
  const { hostname, port } = new URL(api.url);
  // Framed by its length whatever the method (Node sends a GET's body unframed, which the server reads as a next request).
  const headers = request.body === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method: request.method, path: request.path, headers, agent, setHost: !('host' in request.headers) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.end(request.body);
  });
}

/** Stack text: a stack frame, a source position, a named error's message. */
export const STACK_TEXT = /\n\s+at |\bat [\w.<>$]+ \(|\.(?:ts|js|mjs|cjs):\d+|\b\w*Error: |node_modules\//;

/** What is wrong with an answer (empty: nothing). */
export function answerProblems(request: FuzzRequest, response: FuzzResponse): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`answered ${response.status}`);
  if (request.path.startsWith('/api/') && response.status >= 400) {
    let body: { message?: unknown; code?: unknown; params?: unknown } = {};
    try {
      body = JSON.parse(response.text) as typeof body;
    } catch {
      body = {};
    }
    const { message } = body;
    if (!response.contentType.includes('application/json')) problems.push(`a ${response.status} of /api that is ${response.contentType || 'untyped'}, not JSON`);
    else if (typeof message !== 'string') problems.push(`a ${response.status} without a string message`);
    // §5i "Error codes": the code names the message's MSG text, its values write that text again.
    else if (typeof body.code !== 'string' || textOfCode(body as CodedMessage) !== message) problems.push(`a ${response.status} whose code ${String(body.code)} does not give its message`);
  }
  const stack = STACK_TEXT.exec(response.text);
  if (stack) problems.push(`stack text in the body: …${response.text.slice(Math.max(0, stack.index - 40), stack.index + 60)}…`);
  return problems;
}

/** Each Firestore collection's documents (id and update time) and the photo files in Storage, hashed per collection. */
export async function storeFingerprint(db: Firestore): Promise<Map<string, string>> {
  const collections = await db.listCollections();
  const entries = await Promise.all(
    collections.map(async (collection) => {
      const snapshot = await collection.select().get();
      const docs = snapshot.docs.map((doc) => `${doc.id}@${doc.updateTime.seconds}.${doc.updateTime.nanoseconds}`).sort();
      return [collection.id, createHash('sha1').update(docs.join('\n')).digest('hex')] as const;
    }),
  );
  const [files] = await defaultBucket().getFiles({ prefix: 'photos/' });
  const names = files.map((file) => `${file.name}@${String(file.metadata.generation)}`).sort();
  return new Map([...entries, ['storage:photos/', createHash('sha1').update(names.join('\n')).digest('hex')]]);
}

export function changedParts(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

export function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : Buffer.isBuffer(request.body) ? `<${request.body.length} bytes>` : request.body.length > 300 ? `${request.body.slice(0, 300)}…(${request.body.length} chars)` : request.body;
  return `${request.method} ${request.path.slice(0, 300)} headers=${JSON.stringify(request.headers).slice(0, 2000)} body=${body}`;
}

export interface FuzzRun {
  cases: number;
  /** Statuses answered, with how often. */
  statuses: Record<string, number>;
  /** Cases per route (the route picked, whatever method went out). */
  routes: Record<string, number>;
  failures: Array<{ request: string; status: number; problems: string[]; answer: string }>;
}

/**
 * Runs `numRuns` generated requests one after another. `stopAtFirst`: fast-check's own run (stops at the first
 * failing case and shrinks it, for a test); otherwise every case runs and every failure is counted (the bench).
 */
export async function runFuzz(world: FuzzWorld, settings: { seed: number; numRuns: number; stopAtFirst: boolean }): Promise<FuzzRun> {
  const run: FuzzRun = { cases: 0, statuses: {}, routes: {}, failures: [] };
  let baseline = await storeFingerprint(world.db);
  const property = fc.asyncProperty(fuzzRequest(world), async (generated) => {
    run.cases += 1;
    run.routes[generated.route] = (run.routes[generated.route] ?? 0) + 1;
    const { cookie: kind, ...rest } = generated;
    const signedIn = kind === 'seller' || kind === 'buyer' || kind === 'stranger' ? kind : undefined;
    const request: FuzzRequest = signedIn ? { ...rest, headers: { ...rest.headers, cookie: world.cookies[signedIn] } } : rest;
    const response = await send(world.api, request);
    // A logout revokes the user's sessions (§5): sign them in again for the cases that follow.
    if (signedIn && response.status === 200 && request.method === 'POST' && request.path.split('?')[0] === '/api/logout') {
      world.cookies[signedIn] = await signIn(world.api, world[signedIn]);
    }
    run.statuses[response.status] = (run.statuses[response.status] ?? 0) + 1;
    const problems = answerProblems(request, response);
    const after = await storeFingerprint(world.db);
    if (response.status >= 400 && response.status < 500) {
      const changed = changedParts(baseline, after);
      if (changed.length) problems.push(`a ${response.status} changed what is stored: ${changed.join(', ')}`);
    }
    baseline = after;
    if (!problems.length) return true;
    const failure = { request: describeRequest(request), status: response.status, problems, answer: response.text.slice(0, 500) };
    run.failures.push(failure);
    if (settings.stopAtFirst) throw new Error(`${failure.problems.join('; ')}\n  request: ${failure.request}\n  answer: ${failure.answer}`);
    return true;
  });
  const details = await fc.check(property, { seed: settings.seed, numRuns: settings.numRuns, endOnFailure: !settings.stopAtFirst });
  if (details.failed && details.errorInstance instanceof Error && run.failures.length === 0) throw details.errorInstance;
  return run;
}
