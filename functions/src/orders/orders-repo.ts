import { createHash } from 'node:crypto';
import { FieldPath, Timestamp, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { MSG } from '../domain/messages.js';
import { roundMoney } from '../domain/money.js';
import { findMove, PAYMENT_CASH_ON_DELIVERY, type OpenStatus, type OrderActor, type OrderStatus } from '../domain/orders.js';
import type { Order, OrderDetail, PurchaseInput, SalesSummary, SessionUser } from '../domain/types.js';
import { isDocumentId } from '../db/ids.js';
import { oneDoc, querySize, tracked } from '../db/read-metrics.js';
import { NO_LIMITS, type RepoOptions } from '../db/repo-options.js';
import { runTransaction } from '../db/transaction.js';
import { USER_STATS, type UserStatsDoc } from '../db/user-stats.js';
import { FOODS, type FoodDoc } from '../foods/foods-repo.js';
import { Conflict, Forbidden, NotFound, TooManyRequests } from '../http/errors.js';
import { forViewer, historyEntry, LISTED_FIELDS, ORDERS, toOrder, toOrderDetail, type OrderDoc } from './order-doc.js';

export { ORDERS, type OrderDoc } from './order-doc.js';

/** The buyer's list shows every order but the cancelled ones (docs/ARCHITECTURE.md §5a). */
const BUYER_LISTED: OrderStatus[] = ['placed', 'accepted', 'ready', 'completed', 'declined'];

// A kitchen usually accepts or declines a new order within minutes; a buyer at the open-orders limit may retry then.
const OPEN_ORDERS_RETRY_AFTER_SECONDS = 15 * 60;

/**
 * The id of the order a purchase with this Idempotency-Key creates: the same for every retry of that purchase, and
 * different for another buyer using the same key. Base64url characters only, with a prefix that keeps it clear of
 * the ids Firestore reserves (`__…__`).
 */
export function orderIdFor(buyerUid: string, idempotencyKey: string): string {
  return `o${createHash('sha256').update(`${buyerUid}\n${idempotencyKey}`).digest('base64url').slice(0, 27)}`;
}

function samePurchase(order: OrderDoc, input: PurchaseInput): boolean {
  const delivery = input.delivery ?? null;
  return (
    order.foodId === input.foodId &&
    order.quantity === input.quantity &&
    order.fulfilment === input.fulfilment &&
    order.note === input.note &&
    (order.delivery === null || delivery === null
      ? order.delivery === delivery
      : order.delivery.phone === delivery.phone && order.delivery.address === delivery.address && order.delivery.area === delivery.area)
  );
}

/** A place in a newest-first list of orders: the last row's createdAt (ms) and id. */
export interface OrderPosition {
  createdAtMillis: number;
  id: string;
}

export interface OrderPage<T> {
  orders: T[];
  /** Where the next page starts, when there may be one. */
  next?: OrderPosition;
}

export interface PurchaseResult {
  id: string;
  /** True when this Idempotency-Key's order already existed: nothing was written. */
  replayed: boolean;
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;

export function createOrdersRepo(db: Firestore, options: RepoOptions = {}) {
  const now = options.now ?? (() => new Date());
  const limits = options.limits ?? NO_LIMITS;
  const foods = db.collection(FOODS);
  const orders = db.collection(ORDERS);
  const statsOf = (uid: string) => db.collection(USER_STATS).doc(uid);

  function orderRef(id: string) {
    if (!isDocumentId(id)) throw new NotFound(MSG.orderNotFound);
    return orders.doc(id);
  }

  /** One newest-first page of `query` after `after`, reading limit + 1 documents to know whether more exist. */
  async function page<T>(query: Query, limit: number, after: OrderPosition | undefined, convert: (doc: QueryDocumentSnapshot) => T): Promise<OrderPage<T>> {
    let ordered = query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
    if (after) ordered = ordered.startAfter(Timestamp.fromMillis(after.createdAtMillis), after.id);
    const snapshot = await tracked(ordered.limit(limit + 1).get(), querySize);
    const docs = snapshot.docs.slice(0, limit);
    const last = docs.at(-1);
    const next =
      snapshot.size > limit && last ? { createdAtMillis: (last.get('createdAt') as Timestamp).toMillis(), id: last.id } : undefined;
    return { orders: docs.map(convert), next };
  }

  return {
    /**
     * One transaction: checks the food, its stock and the buyer's open orders, takes the quantity from stock, records
     * the order and counts it as open. With an Idempotency-Key the order id is fixed before the transaction, so a
     * retried attempt or a client's retry finds the order instead of placing a second one.
     */
    async purchase(user: SessionUser, input: PurchaseInput, idempotencyKey?: string): Promise<PurchaseResult> {
      if (!isDocumentId(input.foodId)) throw new NotFound(MSG.foodNotFound);
      const ref = idempotencyKey ? orders.doc(orderIdFor(user.uid, idempotencyKey)) : orders.doc();
      const foodRef = foods.doc(input.foodId);
      const statsRef = statsOf(user.uid);
      return runTransaction(db, async (tx) => {
        // Reads first: Firestore rejects reads after writes in a transaction.
        const [existing, foodSnapshot, statsSnapshot] = await tracked(tx.getAll(ref, foodRef, statsRef), (docs) => docs.length);
        if (existing?.exists) {
          const order = existing.data() as OrderDoc;
          if (order.buyerUid === user.uid && samePurchase(order, input)) return { id: ref.id, replayed: true };
          throw new Conflict(MSG.idempotencyKeyReused);
        }
        if (!foodSnapshot?.exists) throw new NotFound(MSG.foodNotFound);
        const food = foodSnapshot.data() as FoodDoc;
        if (food.ownerUid === user.uid) throw new Forbidden(MSG.ownFood);
        if (food.quantity <= 0) throw new Conflict(MSG.outOfStock);
        if (input.quantity > food.quantity) throw new Conflict(MSG.purchaseQuantityStockLeft(food.quantity));
        const openOrders = (statsSnapshot?.data() as UserStatsDoc | undefined)?.openOrders ?? 0;
        const limit = limits.openOrdersPerBuyer;
        if (limit !== null && openOrders >= limit) throw new TooManyRequests(MSG.tooManyOpenOrders(limit), OPEN_ORDERS_RETRY_AFTER_SECONDS);

        const boughtAt = now();
        const order: OrderDoc = {
          foodId: input.foodId,
          foodName: food.foodName,
          foodImage: food.foodImage,
          category: food.category,
          foodOrigin: food.foodOrigin,
          price: food.price,
          quantity: input.quantity,
          total: roundMoney(food.price * input.quantity),
          buyingDate: boughtAt.toISOString(),
          createdAt: Timestamp.fromDate(boughtAt),
          buyer: { email: user.email, userName: user.name, photo: user.picture },
          buyerUid: user.uid,
          seller: { email: food.buyer.email, userName: food.buyer.userName },
          sellerUid: food.ownerUid,
          sellerEmail: food.buyer.email,
          status: 'placed',
          fulfilment: input.fulfilment,
          delivery: input.delivery ?? null,
          note: input.note,
          payment: PAYMENT_CASH_ON_DELIVERY,
          history: [historyEntry('placed', boughtAt, 'buyer')],
        };
        tx.update(foodRef, { quantity: food.quantity - input.quantity, purchaseCount: food.purchaseCount + input.quantity });
        tx.create(ref, order);
        tx.set(statsRef, { openOrders: openOrders + 1 } satisfies UserStatsDoc, { merge: true });
        return { id: ref.id, replayed: false };
      });
    },

    /**
     * One transaction per move of the §5a table: re-reads the order (and the food when stock comes back, and the
     * buyer's counters when the order leaves `placed`), checks who asks and whether the move is allowed, then writes
     * the status with its history entry and returns the stock exactly once.
     */
    async move(user: SessionUser, orderId: string, to: OrderStatus, by: OrderActor): Promise<OrderDetail> {
      const ref = orderRef(orderId);
      return runTransaction(db, async (tx) => {
        const snapshot = await tracked(tx.get(ref), oneDoc);
        if (!snapshot.exists) throw new NotFound(MSG.orderNotFound);
        const order = snapshot.data() as OrderDoc;
        if (by === 'buyer' && order.buyerUid !== user.uid) throw new Forbidden(MSG.notBuyer);
        if (by === 'seller' && order.sellerUid !== user.uid) throw new Forbidden(MSG.notSeller);
        // A cancelled order has left the buyer's list: cancelling it again finds nothing (§5a).
        if (by === 'buyer' && to === 'cancelled' && order.status === 'cancelled') throw new NotFound(MSG.orderNotFound);
        const move = findMove(order.status, to, by);
        if (!move) {
          const tooLate = by === 'buyer' && to === 'cancelled' && (order.status === 'accepted' || order.status === 'ready');
          throw new Conflict(tooLate ? MSG.cancelTooLate : MSG.moveNotAllowed(order.status, to));
        }
        const foodRef = foods.doc(order.foodId);
        const statsRef = statsOf(order.buyerUid);
        const food = move.returnsStock ? await tracked(tx.get(foodRef), oneDoc) : undefined;
        const stats = move.from === 'placed' ? await tracked(tx.get(statsRef), oneDoc) : undefined;

        const at = now();
        const changes = { status: to, history: [...order.history, historyEntry(to, at, by)] };
        tx.update(ref, changes);
        if (food?.exists) {
          const current = food.data() as FoodDoc;
          tx.update(foodRef, {
            quantity: current.quantity + order.quantity,
            purchaseCount: Math.max(0, current.purchaseCount - order.quantity),
          });
        }
        if (stats) {
          const open = (stats.data() as UserStatsDoc | undefined)?.openOrders ?? 0;
          tx.set(statsRef, { openOrders: Math.max(0, open - 1) } satisfies UserStatsDoc, { merge: true });
        }
        return forViewer(toOrderDetail({ id: ref.id, data: () => ({ ...order, ...changes }) }), order.sellerUid, user.uid, at);
      });
    },

    /** One order, for its buyer or its seller. */
    async get(user: SessionUser, orderId: string): Promise<OrderDetail> {
      const snapshot = await tracked(orderRef(orderId).get(), oneDoc);
      if (!snapshot.exists) throw new NotFound(MSG.orderNotFound);
      const order = snapshot.data() as OrderDoc;
      if (order.buyerUid !== user.uid && order.sellerUid !== user.uid) throw new Forbidden(MSG.notOrderParty);
      return forViewer(toOrderDetail(snapshot), order.sellerUid, user.uid, now());
    },

    /** The buyer's orders but the cancelled ones, newest first. */
    listByBuyer(uid: string, limit: number, after?: OrderPosition): Promise<OrderPage<Order>> {
      const query = orders.where('buyerUid', '==', uid).where('status', 'in', BUYER_LISTED).select(...LISTED_FIELDS, 'createdAt');
      return page(query, limit, after, toOrder);
    },

    /** Orders of the seller's foods, newest first, of one status or all. */
    listBySeller(uid: string, status: OrderStatus | undefined, limit: number, after?: OrderPosition): Promise<OrderPage<OrderDetail>> {
      let query: Query = orders.where('sellerUid', '==', uid);
      if (status) query = query.where('status', '==', status);
      const at = now();
      return page(query, limit, after, (doc) => forViewer(toOrderDetail(doc), uid, uid, at));
    },

    /** How many of the seller's orders are in each open status: one count() aggregation each, no scan. */
    async salesSummary(uid: string): Promise<SalesSummary> {
      const count = (status: OpenStatus) =>
        tracked(orders.where('sellerUid', '==', uid).where('status', '==', status).count().get(), oneDoc).then((result) => result.data().count);
      const [placed, accepted, ready] = await Promise.all([count('placed'), count('accepted'), count('ready')]);
      return { placed, accepted, ready };
    },
  };
}
