import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getConfig, readConfig } from '../config.js';
import { ALWAYS_OPEN_HOURS, dhakaDate, hoursCode, SPEC_HOURS, WEEKDAY_NAMES, WEEKDAYS, type WeekHours } from '../domain/hours.js';
import { KITCHEN_SWITCH_SECONDS } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import type { Food, Kitchen, TopFood } from '../domain/types.js';
import { ORDERS } from '../orders/orders-repo.js';
import { addFood } from '../test/completed-orders.js';
import { storedFood } from '../test/stored.js';
import { call, createUser, readsOf, resetStore, signIn, startApi, testDb, type ApiServer } from '../test/api.js';
import { KITCHENS, type KitchenDoc } from './kitchen-doc.js';

// docs/ARCHITECTURE.md §5j: a kitchen's opening hours and closed dates — what GET/PUT /api/kitchen carry, what its
// foods carry, and the purchase's 409 outside them; the pause switch wins over the hours.

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Midnight in Dhaka (UTC+6) that starts today, in ms: the tests' days are near the real clock (sessions are real). */
const TODAY = Math.floor((Date.now() + 6 * HOUR_MS) / DAY_MS) * DAY_MS - 6 * HOUR_MS;
/** A moment `days` after today's Dhaka midnight, at a Dhaka wall clock `HH:MM`. */
const at = (days: number, time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return TODAY + days * DAY_MS + hour * HOUR_MS + minute * 60_000;
};
const dateIn = (days: number) => dhakaDate(TODAY + days * DAY_MS);
const weekdayIn = (days: number) => WEEKDAY_NAMES[WEEKDAYS[(new Date(TODAY + 6 * HOUR_MS + days * DAY_MS).getUTCDay() + 6) % 7] ?? 'mon'];

const LUNCH_AND_DINNER = [
  { from: '11:00', to: '15:00' },
  { from: '18:00', to: '22:00' },
];
const everyDay = (ranges: { from: string; to: string }[]): WeekHours => Object.fromEntries(WEEKDAYS.map((day) => [day, ranges])) as WeekHours;

let api: ApiServer;
let specApi: ApiServer;
let sellerCookie: string;
let sellerUid: string;
let buyerCookie: string;
let clock = at(0, '12:00');

type Body = Kitchen & { message?: string; errors?: Record<string, string> };

/** Sets the app's clock (it only moves forward within a test: the switch limit counts from the last change). */
const setClock = (moment: number) => {
  clock = moment;
};
const putKitchen = (body: unknown, server = api) => call<Body>(server, '/api/kitchen', { method: 'PUT', body, cookie: sellerCookie });
const getKitchen = (server = api) => call<Body>(server, '/api/kitchen', { cookie: sellerCookie });
const storedKitchen = async () => (await testDb().collection(KITCHENS).doc(sellerUid).get()).data() as KitchenDoc | undefined;
const orderCount = async () => (await testDb().collection(ORDERS).count().get()).data().count;
const buy = (foodId: string, server = api) =>
  call<{ _id: string; message: string }>(server, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity: 1 }, cookie: buyerCookie });

beforeAll(async () => {
  api = await startApi({ now: () => new Date(clock) });
  // A production project's default: the spec's 9:00 AM to 10:00 PM.
  specApi = await startApi({ now: () => new Date(clock), config: { ...getConfig(), defaultHours: SPEC_HOURS } });
  const seller = await createUser('hours-cook');
  sellerUid = seller.uid;
  sellerCookie = await signIn(api, seller);
  buyerCookie = await signIn(api, await createUser('hours-buyer'));
});

beforeEach(async () => {
  await resetStore();
  clock = at(0, '12:00');
});

afterAll(async () => {
  await api.close();
  await specApi.close();
});

describe('the default hours', () => {
  it("are the spec's 9:00 AM to 10:00 PM in a production project, open all day under demo-; a purchase outside them is 409", async () => {
    expect((await getKitchen()).body).toMatchObject({ hours: ALWAYS_OPEN_HOURS, closedDates: [] });
    expect((await getKitchen(specApi)).body).toEqual({ open: true, deliveryAreas: [], minimumOrder: 0, hours: SPEC_HOURS, closedDates: [] });

    const foodId = await addFood(specApi, sellerCookie, { quantity: 5 });
    expect((await call<Food>(specApi, `/api/food/${foodId}`)).body.kitchenHours).toBe(hoursCode({ hours: SPEC_HOURS, closedDates: [] }));
    setClock(at(0, '22:00'));
    const late = await buy(foodId, specApi);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: 'This kitchen is closed now. Opens tomorrow at 9:00 AM.', code: 'kitchenClosedUntil', params: [{ code: 'opensTomorrowAt', params: ['9:00 AM'] }] });
    setClock(at(1, '08:59'));
    expect((await buy(foodId, specApi)).body.message).toBe('This kitchen is closed now. Opens at 9:00 AM.');
    expect(await orderCount()).toBe(0);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 5, purchaseCount: 0 });
    setClock(at(1, '09:00'));
    expect((await buy(foodId, specApi)).status).toBe(201);
  });
});

describe('KITCHEN_DEFAULT_HOURS', () => {
  it("defaults to the spec's hours, open all day under demo-, and takes seven days of ranges; anything else stops the start", () => {
    expect(readConfig({ GCLOUD_PROJECT: 'food-store-prod' }).defaultHours).toEqual(SPEC_HOURS);
    expect(readConfig({ GCLOUD_PROJECT: 'demo-foodstore' }).defaultHours).toEqual(ALWAYS_OPEN_HOURS);
    const code = '11:00-15:00,18:00-22:00|||||09:00-24:00|';
    expect(readConfig({ GCLOUD_PROJECT: 'food-store-prod', KITCHEN_DEFAULT_HOURS: ` ${code} ` }).defaultHours).toEqual({
      ...everyDay([]),
      mon: LUNCH_AND_DINNER,
      sat: [{ from: '09:00', to: '24:00' }],
    });
    for (const bad of ['9-22', '09:00-22:00', `${code};2026-12-16`, Array(7).fill('22:00-09:00').join('|')]) {
      expect(() => readConfig({ GCLOUD_PROJECT: 'demo-foodstore', KITCHEN_DEFAULT_HOURS: bad }), bad).toThrow(/KITCHEN_DEFAULT_HOURS/);
    }
  });
});

describe('PUT /api/kitchen with hours and closed dates', () => {
  it('stores them (ranges earliest first, dates ascending), answers and GETs them, and copies them onto every food of the kitchen', async () => {
    const foodId = await addFood(api, sellerCookie, { foodName: 'Kacchi Biryani' });
    const hours = { ...everyDay(LUNCH_AND_DINNER), sun: [], mon: [...LUNCH_AND_DINNER].reverse() };
    const saved = await putKitchen({ hours, closedDates: [dateIn(9), dateIn(3)] });
    expect(saved.status).toBe(200);
    const expected = { open: true, deliveryAreas: [], minimumOrder: 0, hours: { ...hours, mon: LUNCH_AND_DINNER }, closedDates: [dateIn(3), dateIn(9)] };
    expect(saved.body).toEqual(expected);
    expect((await getKitchen()).body).toEqual(expected);
    expect(await storedKitchen()).toMatchObject({ hours: expected.hours, closedDates: expected.closedDates, foodsPending: false });

    const code = hoursCode(expected);
    expect(code).toContain('11:00-15:00,18:00-22:00');
    expect((await storedFood(foodId)).kitchenHours).toBe(code);
    expect((await call<Food>(api, `/api/food/${foodId}`)).body).toMatchObject({ kitchenOpen: true, kitchenHours: code });
    const list = await call<Food[]>(api, '/api/foods?sort=price_asc&limit=2');
    expect(list.body.map((food) => food.kitchenHours)).toEqual([code]);
    // §6: the hours travel on the food; a list reads no kitchen.
    expect(readsOf(list)).toBeLessThanOrEqual(2);
    expect((await call<TopFood[]>(api, '/api/top-foods')).body.map((food) => food.kitchenHours)).toEqual([code]);

    // A food added later carries them too; only the dates change.
    const later = await addFood(api, sellerCookie, { foodName: 'Beef Tehari' });
    expect((await storedFood(later)).kitchenHours).toBe(code);
    setClock(clock + KITCHEN_SWITCH_SECONDS * 1000);
    expect((await putKitchen({ closedDates: [] })).body).toEqual({ ...expected, closedDates: [] });
    for (const id of [foodId, later]) expect((await storedFood(id)).kitchenHours).toBe(hoursCode({ hours: expected.hours, closedDates: [] }));
  });

  it('lists the days in the week\'s order (mon … sun) in every answer, whatever order the body wrote them in', async () => {
    const backwards = Object.fromEntries([...WEEKDAYS].reverse().map((day) => [day, day === 'fri' ? [] : LUNCH_AND_DINNER])) as WeekHours;
    expect(Object.keys(backwards)).toEqual([...WEEKDAYS].reverse());
    const saved = await putKitchen({ hours: backwards });
    expect(saved.status).toBe(200);
    expect(saved.body.hours).toEqual(backwards);
    expect(Object.keys(saved.body.hours)).toEqual([...WEEKDAYS]);
    expect(Object.keys((await getKitchen()).body.hours)).toEqual([...WEEKDAYS]);
    expect(Object.keys((await call<Body>(api, `/api/kitchens/${sellerUid}`)).body.hours)).toEqual([...WEEKDAYS]);
  });

  it('drops closed dates already past when saving', async () => {
    const saved = await putKitchen({ closedDates: [dateIn(-1), dateIn(0), dateIn(1)] });
    expect(saved.body.closedDates).toEqual([dateIn(0), dateIn(1)]);
    expect((await storedKitchen())?.closedDates).toEqual([dateIn(0), dateIn(1)]);
  });

  it('once a closed date has passed: GET /api/kitchen and GET /api/kitchens/:uid leave it out, and its going is no change of the hours', async () => {
    const foodId = await addFood(api, sellerCookie);
    expect((await putKitchen({ closedDates: [dateIn(0), dateIn(2)] })).status).toBe(200);
    const foodBefore = await storedFood(foodId);
    // The next Dhaka day, a moment after midnight, and a moment after a switch of the kitchen.
    setClock(at(1, '00:00') - 2_000);
    expect((await putKitchen({ open: false })).status).toBe(200);
    setClock(at(1, '00:00') + 1_000);
    expect((await getKitchen()).body.closedDates).toEqual([dateIn(2)]);
    expect((await call<Body>(api, `/api/kitchens/${sellerUid}`)).body.closedDates).toEqual([dateIn(2)]);
    const versionBefore = (await storedKitchen())?.openVersion;
    // The pickup details alone are not limited (§5f), and the kitchen's foods are not rewritten.
    const saved = await putKitchen({ pickupAddress: 'House 12, Road 5, Dhanmondi' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.closedDates).toEqual([dateIn(2)]);
    expect((await storedKitchen())?.openVersion).toBe(versionBefore);
    expect((await storedFood(foodId)).kitchenHours).toBe(foodBefore.kitchenHours);
  });

  it('400 with field errors for bad ranges, times and dates, changing nothing (kitchen or foods)', async () => {
    const foodId = await addFood(api, sellerCookie);
    await putKitchen({ hours: everyDay(LUNCH_AND_DINNER), closedDates: [dateIn(2)] });
    const before = await storedKitchen();
    const foodBefore = await storedFood(foodId);
    const week = everyDay(LUNCH_AND_DINNER);
    const cases: [unknown, Record<string, string>][] = [
      [{ hours: '09:00-22:00' }, { hours: MSG.mustBeObject }],
      [{ hours: { mon: [] } }, { 'hours.tue': MSG.hoursDayRequired, 'hours.sun': MSG.hoursDayRequired }],
      [{ hours: { ...week, mon: [{ from: '15:00', to: '11:00' }] } }, { 'hours.mon': MSG.hoursOrder }],
      [{ hours: { ...week, tue: [{ from: '22:00', to: '02:00' }] } }, { 'hours.tue': MSG.hoursOrder }],
      [{ hours: { ...week, wed: [{ from: '11:00', to: '15:00' }, { from: '14:00', to: '22:00' }] } }, { 'hours.wed': MSG.hoursOverlap }],
      [{ hours: { ...week, thu: [...LUNCH_AND_DINNER, { from: '23:00', to: '24:00' }] } }, { 'hours.thu': MSG.hoursCount }],
      [{ hours: { ...week, fri: [{ from: '9:00', to: '22:00' }] } }, { 'hours.fri': MSG.hoursTime }],
      [{ hours: { ...week, fri: [{ from: '24:00', to: '24:00' }] } }, { 'hours.fri': MSG.hoursTime }],
      [{ hours: { ...week, sat: [{ from: 900, to: 2200 }] } }, { 'hours.sat': MSG.hoursTime }],
      [{ hours: { ...week, sun: 'closed' } }, { 'hours.sun': MSG.hoursDayShape }],
      [{ closedDates: '2026-12-16' }, { closedDates: MSG.closedDatesShape }],
      [{ closedDates: ['2026-02-30'] }, { closedDates: MSG.closedDateInvalid }],
      [{ closedDates: ['16/12/2026'] }, { closedDates: MSG.closedDateInvalid }],
      [{ closedDates: [dateIn(4), dateIn(4)] }, { closedDates: MSG.closedDatesRepeated }],
      [{ closedDates: Array.from({ length: 31 }, (_, i) => dateIn(i + 1)) }, { closedDates: MSG.closedDatesMax }],
      [{ open: false, closedDates: [20261216] }, { closedDates: MSG.closedDatesShape }],
    ];
    for (const [body, errors] of cases) {
      setClock(clock + KITCHEN_SWITCH_SECONDS * 1000);
      const response = await putKitchen(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors, JSON.stringify(body)).toMatchObject(errors);
    }
    expect(await storedKitchen()).toEqual(before);
    expect(await storedFood(foodId)).toEqual(foodBefore);
  });

  it(`429 for a change of hours within ${KITCHEN_SWITCH_SECONDS} s of the last change, changing nothing`, async () => {
    expect((await putKitchen({ hours: everyDay(LUNCH_AND_DINNER) })).status).toBe(200);
    const before = await storedKitchen();
    const refused = await putKitchen({ hours: SPEC_HOURS });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MSG.kitchenHoursTooSoon(KITCHEN_SWITCH_SECONDS), code: 'kitchenHoursTooSoon', params: [KITCHEN_SWITCH_SECONDS] });
    expect(await storedKitchen()).toEqual(before);
    // The same hours again change nothing and are not limited.
    expect((await putKitchen({ hours: everyDay(LUNCH_AND_DINNER) })).status).toBe(200);
    setClock(clock + KITCHEN_SWITCH_SECONDS * 1000);
    expect((await putKitchen({ hours: SPEC_HOURS })).body.hours).toEqual(SPEC_HOURS);
  });
});

describe('a purchase outside the hours', () => {
  it('is 409 with when the kitchen opens, at the edges of each range; nothing changes', async () => {
    const foodId = await addFood(api, sellerCookie, { quantity: 10 });
    await putKitchen({ hours: everyDay(LUNCH_AND_DINNER) });
    const rows: [number, number | string][] = [
      [at(1, '10:59'), 'This kitchen is closed now. Opens at 11:00 AM.'],
      [at(1, '11:00'), 201],
      [at(1, '14:59'), 201],
      [at(1, '15:00'), 'This kitchen is closed now. Opens at 6:00 PM.'],
      [at(1, '18:00'), 201],
      [at(1, '22:00'), 'This kitchen is closed now. Opens tomorrow at 11:00 AM.'],
      [at(1, '23:59'), 'This kitchen is closed now. Opens tomorrow at 11:00 AM.'],
      [at(2, '00:00'), 'This kitchen is closed now. Opens at 11:00 AM.'],
    ];
    let placed = 0;
    for (const [moment, expected] of rows) {
      setClock(moment);
      const response = await buy(foodId);
      if (typeof expected === 'number') {
        expect(response.status, new Date(moment).toISOString()).toBe(expected);
        placed += 1;
      } else {
        expect(response.status, new Date(moment).toISOString()).toBe(409);
        expect(response.body).toMatchObject({ message: expected });
      }
      expect(await orderCount()).toBe(placed);
      expect(await storedFood(foodId)).toMatchObject({ quantity: 10 - placed, purchaseCount: placed });
    }
  });

  it('across midnight: a day ending at 24:00 and the next starting at 00:00 take orders throughout', async () => {
    const foodId = await addFood(api, sellerCookie);
    const late = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from: '00:00', to: '02:00' }, { from: '18:00', to: '24:00' }]])) as WeekHours;
    await putKitchen({ hours: late });
    setClock(at(1, '23:59'));
    expect((await buy(foodId)).status).toBe(201);
    setClock(at(2, '00:00'));
    expect((await buy(foodId)).status).toBe(201);
    setClock(at(2, '01:59'));
    expect((await buy(foodId)).status).toBe(201);
    setClock(at(2, '02:00'));
    expect((await buy(foodId)).body.message).toBe('This kitchen is closed now. Opens at 6:00 PM.');
  });

  it('on a closed date: says the next day it opens', async () => {
    const foodId = await addFood(api, sellerCookie);
    await putKitchen({ hours: SPEC_HOURS, closedDates: [dateIn(1), dateIn(2)] });
    setClock(at(0, '22:30'));
    expect((await buy(foodId)).body.message).toBe(`This kitchen is closed now. Opens on ${weekdayIn(3)} at 9:00 AM.`);
    setClock(at(1, '12:00'));
    expect((await buy(foodId)).body.message).toBe(`This kitchen is closed now. Opens on ${weekdayIn(3)} at 9:00 AM.`);
    setClock(at(2, '12:00'));
    expect((await buy(foodId)).body.message).toBe('This kitchen is closed now. Opens tomorrow at 9:00 AM.');
    setClock(at(3, '09:00'));
    expect((await buy(foodId)).status).toBe(201);
  });

  it('the switch wins over the hours: paused within its hours or outside them is the §5f message', async () => {
    const foodId = await addFood(api, sellerCookie);
    await putKitchen({ hours: everyDay(LUNCH_AND_DINNER) });
    setClock(at(1, '12:00'));
    await putKitchen({ open: false });
    expect((await buy(foodId)).body).toEqual({ message: MSG.kitchenClosed, code: 'kitchenClosed' });
    setClock(at(1, '16:00'));
    expect((await buy(foodId)).body).toEqual({ message: MSG.kitchenClosed, code: 'kitchenClosed' });
    expect((await call<Food>(api, `/api/food/${foodId}`)).body).toMatchObject({ kitchenOpen: false, kitchenHours: hoursCode({ hours: everyDay(LUNCH_AND_DINNER), closedDates: [] }) });
    await putKitchen({ open: true });
    expect((await buy(foodId)).body).toEqual({ message: 'This kitchen is closed now. Opens at 6:00 PM.', code: 'kitchenClosedUntil', params: [{ code: 'opensAt', params: ['6:00 PM'] }] });
    expect(await orderCount()).toBe(0);
  });

  it('a week closed every day says only that the kitchen is not taking orders', async () => {
    const foodId = await addFood(api, sellerCookie);
    await putKitchen({ hours: everyDay([]) });
    expect((await buy(foodId)).body).toEqual({ message: MSG.kitchenClosed, code: 'kitchenClosed' });
  });
});
