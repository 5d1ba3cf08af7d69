import { FOODS, type FoodDoc } from '../foods/food-doc.js';
import type { OrderDoc } from '../orders/order-doc.js';
import { ORDERS } from '../orders/orders-repo.js';
import { USER_STATS } from '../db/user-stats.js';
import { testDb } from './api.js';

// What the tests check after each request: the stored documents themselves, read past the API.

export async function storedFood(id: string): Promise<FoodDoc> {
  return (await testDb().collection(FOODS).doc(id).get()).data() as FoodDoc;
}

export async function storedOrder(id: string): Promise<OrderDoc> {
  return (await testDb().collection(ORDERS).doc(id).get()).data() as OrderDoc;
}

/** The user's count of open orders (0 before their first). */
export async function openOrdersOf(uid: string): Promise<number> {
  return ((await testDb().collection(USER_STATS).doc(uid).get()).data()?.openOrders as number | undefined) ?? 0;
}

/** The units of each food in the user's open orders (`{}` when none). */
export async function openUnitsOf(uid: string): Promise<Record<string, number>> {
  return ((await testDb().collection(USER_STATS).doc(uid).get()).data()?.openUnits as Record<string, number> | undefined) ?? {};
}
