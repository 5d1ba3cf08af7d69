import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getConfig } from '../config.js';
import { WEEKDAYS } from '../domain/hours.js';
import { FOOD_NAME_MAX, MAX_PER_ORDER } from '../domain/limits.js';
import type { CodedMessage, MessageParam } from '../domain/message-codes.js';
import { MSG } from '../domain/messages.js';
import type { ApiErrorBody } from '../domain/types.js';
import { call, createUser, foodInput, resetStore, signIn, startApi, uploadPhoto, type ApiServer } from '../test/api.js';

// Issue 31, item 3 (docs/ARCHITECTURE.md §5i "Error codes"): every error answer carries the MSG key of its message as
// `code` (and `params` for a text made from values), and each field error its own in `fieldCodes`; a client that
// writes MSG[code](...params) gets the English `message` back, so it can write the same text in its own language.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** 03:00 in Dhaka (UTC+6) today: before a kitchen open 11:00 to 15:00 opens. */
const DHAKA_NIGHT = Math.floor((Date.now() + 6 * HOUR_MS) / DAY_MS) * DAY_MS - 6 * HOUR_MS + 3 * HOUR_MS;
const DELIVERY = { phone: '01712345678', address: 'House 1, Road 2, Block C', area: 'Uttara' };

let api: ApiServer;
let night: ApiServer;
let limited: ApiServer;
let refusing: ApiServer;
let sellerCookie: string;
let buyerCookie: string;

/** The English text of a code, as a client writes it from MSG. */
function englishOf({ code, params }: CodedMessage): string {
  expect(Object.hasOwn(MSG, code), `${code} is an MSG key`).toBe(true);
  const entry: unknown = MSG[code];
  if (typeof entry === 'string') {
    expect(params, `${code} takes no values`).toBeUndefined();
    return entry;
  }
  expect(Array.isArray(params), `${code} has its values`).toBe(true);
  const values = (params ?? []).map((param: MessageParam) => (typeof param === 'object' && !Array.isArray(param) ? englishOf(param) : param));
  return (entry as (...args: unknown[]) => string)(...values);
}

/** The body is `{message, code, params?, errors?, fieldCodes?}` and each code gives back its English text. */
function expectCoded(body: unknown, code?: string): ApiErrorBody {
  const error = body as ApiErrorBody;
  expect(Object.keys(error).every((key) => ['message', 'code', 'params', 'errors', 'fieldCodes'].includes(key)), JSON.stringify(body)).toBe(true);
  expect(englishOf(error)).toBe(error.message);
  if (code) expect(error.code).toBe(code);
  expect(Object.keys(error.fieldCodes ?? {})).toEqual(Object.keys(error.errors ?? {}));
  for (const [field, message] of Object.entries(error.errors ?? {})) {
    const fieldCode = error.fieldCodes?.[field];
    expect(fieldCode, field).toBeDefined();
    expect(englishOf(fieldCode as CodedMessage), field).toBe(message);
  }
  return error;
}

const addFood = (body: unknown, server = api, cookie = sellerCookie) => call<ApiErrorBody & { _id: string }>(server, '/api/add-food', { method: 'POST', body, cookie });

beforeAll(async () => {
  api = await startApi();
  night = await startApi({ now: () => new Date(DHAKA_NIGHT) });
  limited = await startApi({ config: { ...getConfig(), limits: { ...getConfig().limits, foodsPerDay: 1 } } });
  refusing = await startApi({ config: { ...getConfig(), sessionsRefused: 'sessions are off in this test' } });
  sellerCookie = await signIn(api, await createUser('codes-seller'));
  buyerCookie = await signIn(api, await createUser('codes-buyer'));
});

beforeEach(() => resetStore());

afterAll(async () => {
  await Promise.all([api, night, limited, refusing].map((server) => server.close()));
});

describe('error codes', () => {
  it('400: a refused body carries invalidInput, and each field its own code (with values for a text made from values)', async () => {
    const response = await addFood({ ...foodInput(), foodName: 'x'.repeat(FOOD_NAME_MAX + 1), price: 'twelve', category: '' });
    expect(response.status).toBe(400);
    const body = expectCoded(response.body, 'invalidInput');
    expect(body.fieldCodes).toEqual({
      foodName: { code: 'tooLong', params: [FOOD_NAME_MAX] },
      price: { code: 'priceNumber' },
      category: { code: 'categoryRequired' },
    });
    // The spec's English stays as it was.
    expect(body.errors).toEqual({ foodName: MSG.tooLong(FOOD_NAME_MAX), price: MSG.priceNumber, category: MSG.categoryRequired });
  });

  it('400: a single field error is the message, with its code', async () => {
    const response = await call(api, '/api/add-purchase-food', { method: 'POST', body: { foodId: 'x', quantity: MAX_PER_ORDER + 1 }, cookie: buyerCookie });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MSG.purchaseQuantityMax, code: 'purchaseQuantityMax', errors: { quantity: MSG.purchaseQuantityMax }, fieldCodes: { quantity: { code: 'purchaseQuantityMax' } } });
  });

  it('400: query parameters, malformed JSON, a malformed path', async () => {
    const limit = await call(api, '/api/foods?limit=0');
    expect(limit.status).toBe(400);
    expect(expectCoded(limit.body).fieldCodes?.limit?.code).toBe('invalidLimit');
    const json = await call(api, '/api/add-food', { method: 'POST', rawBody: '{"foodName":', cookie: sellerCookie });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ message: MSG.invalidJson, code: 'invalidJson' });
    const path = await call(api, '/api/food/%E0%A4%A');
    expect(path.status).toBe(400);
    expect(path.body).toEqual({ message: MSG.malformedPath, code: 'malformedPath' });
  });

  it('401 without a session; 403 on a food not yours; 404 for a missing food and an unknown route', async () => {
    const unauthorized = await call(api, '/api/add-food', { method: 'POST', body: foodInput() });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body).toEqual({ message: MSG.unauthorized, code: 'unauthorized' });

    const food = await addFood(foodInput());
    const forbidden = await call(api, `/api/update-food/${food.body._id}`, { method: 'PUT', body: { ...foodInput(), baseQuantity: 10 }, cookie: buyerCookie });
    expect(forbidden.status).toBe(403);
    expectCoded(forbidden.body, 'notOwner');

    const missing = await call(api, '/api/food/no-such-food');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG.foodNotFound, code: 'foodNotFound' });
    const route = await call(api, '/api/no-such-route');
    expect(route.status).toBe(404);
    expect(route.body).toEqual({ message: MSG.notFound, code: 'notFound' });
  });

  it('409: stock left (with the count), a paused kitchen, a kitchen outside its hours (the opening as a nested code)', async () => {
    const food = await addFood(foodInput({ quantity: 2 }));
    const stock = await call(api, '/api/add-purchase-food', { method: 'POST', body: { foodId: food.body._id, quantity: 3 }, cookie: buyerCookie });
    expect(stock.status).toBe(409);
    expect(stock.body).toEqual({ message: MSG.purchaseQuantityStockLeft(2), code: 'purchaseQuantityStockLeft', params: [2] });

    const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from: '11:00', to: '15:00' }]]));
    expect((await call(night, '/api/kitchen', { method: 'PUT', body: { hours }, cookie: sellerCookie })).status).toBe(200);
    const closed = await call(night, '/api/add-purchase-food', { method: 'POST', body: { foodId: food.body._id, quantity: 1 }, cookie: buyerCookie });
    expect(closed.status).toBe(409);
    expect(expectCoded(closed.body)).toEqual({
      message: 'This kitchen is closed now. Opens at 11:00 AM.',
      code: 'kitchenClosedUntil',
      params: [{ code: 'opensAt', params: ['11:00 AM'] }],
    });

    const paused = await createUser('codes-paused');
    const pausedCookie = await signIn(api, paused);
    const pausedFood = await addFood(foodInput(), api, pausedCookie);
    expect((await call(api, '/api/kitchen', { method: 'PUT', body: { open: false }, cookie: pausedCookie })).status).toBe(200);
    const refused = await call(api, '/api/add-purchase-food', { method: 'POST', body: { foodId: pausedFood.body._id, quantity: 1 }, cookie: buyerCookie });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: MSG.kitchenClosed, code: 'kitchenClosed' });
  });

  it('400 for an area the kitchen does not serve: the areas arrive as a list', async () => {
    const food = await addFood(foodInput());
    await call(api, '/api/kitchen', { method: 'PUT', body: { deliveryAreas: [{ area: 'Gulshan', fee: 1 }, { area: 'Banani', fee: 2 }] }, cookie: sellerCookie });
    const response = await call(api, '/api/orders', { method: 'POST', body: { lines: [{ foodId: food.body._id, quantity: 1 }], fulfilment: 'delivery', delivery: DELIVERY }, cookie: buyerCookie });
    expect(response.status).toBe(400);
    const body = expectCoded(response.body, 'areaNotServed');
    expect(body.params).toEqual([['Gulshan', 'Banani']]);
    expect(body.fieldCodes).toEqual({ 'delivery.area': { code: 'areaNotServed', params: [['Gulshan', 'Banani']] } });
  });

  it('413 for a body too large, 415 for a file that is not a photo', async () => {
    const large = await call(api, '/api/add-food', { method: 'POST', rawBody: JSON.stringify({ description: 'x'.repeat(2 * 1024 * 1024) }), cookie: sellerCookie });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: MSG.bodyTooLarge, code: 'bodyTooLarge' });
    const photo = await uploadPhoto(api, Buffer.from('not a photo at all\n'), { cookie: sellerCookie });
    expect(photo.status).toBe(415);
    expect(photo.body).toEqual({ message: MSG.photoType, code: 'photoType' });
  });

  it('429 with the limit as its value; 503 when sign-in is off', async () => {
    expect((await addFood(foodInput(), limited)).status).toBe(201);
    const limit = await addFood(foodInput(), limited);
    expect(limit.status).toBe(429);
    expect(limit.body).toEqual({ message: MSG.tooManyFoods(1), code: 'tooManyFoods', params: [1] });

    const outage = await addFood(foodInput(), refusing);
    expect(outage.status).toBe(503);
    expect(outage.body).toEqual({ message: MSG.sessionUnavailable, code: 'sessionUnavailable' });
  });
});
