import { createHash } from 'node:crypto';
import { FieldPath, Timestamp, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { MAX_PER_ORDER } from '../domain/limits.js';
import { CODED } from '../domain/message-codes.js';
import { MSG } from '../domain/messages.js';
import { roundMoney } from '../domain/money.js';
import { areaKey, EXPIRY_MOVE, findMove, hasAddress, PAYMENT_CASH_ON_DELIVERY, type OpenStatus, type OrderActor, type OrderStatus } from '../domain/orders.js';
import { deliveryFeeFor, linesOf, servedArea, subtotalOf } from '../domain/order-lines.js';
import type { DeclineDetails, Delivery, Order, OrderDetail, OrderInput, PurchaseInput, SalesSummary, SessionUser } from '../domain/types.js';
import { isDocumentId } from '../db/ids.js';
import { oneDoc, querySize, tracked } from '../db/read-metrics.js';
import { NO_LIMITS, type RepoOptions } from '../db/repo-options.js';
import { runTransaction } from '../db/transaction.js';
import { USER_STATS, type UserStatsDoc } from '../db/user-stats.js';
import { FOODS, type FoodDoc } from '../foods/food-doc.js';
import { Conflict, Forbidden, InvalidInput, LimitReached, NotFound } from '../domain/errors.js';
import { SPEC_HOURS } from '../domain/hours.js';
import { contactOf, KITCHENS, kitchenClosedMessage, kitchenOf } from '../kitchens/kitchen-doc.js';
import { forViewer, historyEntry, LISTED_FIELDS, ORDERS, sellerSeesContact, toOrder, toOrderDetail, type OrderDoc, type StoredOrderLine } from './order-doc.js';
import { acceptCutoff, createOrderExpiry } from './order-expiry.js';
import { applyMove } from './order-moves.js';
import { orderDayOf, recordSalesDay } from '../sales/sales-days.js';

export { ORDERS, type OrderDoc } from './order-doc.js';

/** The buyer's list shows every order but the cancelled ones (docs/ARCHITECTURE.md §5a, §5f). */
const BUYER_LISTED: OrderStatus[] = ['placed', 'accepted', 'ready', 'completed', 'declined', 'expired'];

/** Delivery orders the kitchen has taken on: the buyer may need to call it, and can no longer cancel (§5f). */
const DELIVERY_CONTACT_STATUSES: ReadonlySet<OrderStatus> = new Set(['accepted', 'ready', 'completed']);

/** Whether the order's buyer is shown the kitchen's contact: any pickup order, a delivery once accepted. */
function showsKitchenContact(order: Pick<OrderDoc, 'fulfilment' | 'status'>): boolean {
  return order.fulfilment === 'pickup' || (order.fulfilment === 'delivery' && DELIVERY_CONTACT_STATUSES.has(order.status));
}

/** Due orders of one seller expired before their sales list is read; a page of older ones is fixed as it is read. */
const SELLER_EXPIRY_MAX = 100;

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

/** Whether a stored order is the one `input` would place: the same dishes and quantities, in order, and details. */
function sameOrder(order: OrderDoc, input: OrderInput): boolean {
  const stored = order.delivery;
  const sent = input.delivery ?? null;
  const sameDelivery =
    stored === null || sent === null
      ? stored === sent
      : stored.phone === sent.phone &&
        hasAddress(stored) === hasAddress(sent) &&
        // The area is stored as the kitchen spells it, so a retry's own spelling of it is the same area.
        (!hasAddress(stored) || !hasAddress(sent) || (stored.address === sent.address && areaKey(stored.area) === areaKey(sent.area)));
  const lines = linesOf(order);
  const sameLines =
    lines.length === input.lines.length && lines.every((line, index) => line.foodId === input.lines[index]?.foodId && line.quantity === input.lines[index]?.quantity);
  return (
    sameLines &&
    order.fulfilment === input.fulfilment &&
    order.note === input.note &&
    sameDelivery
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
  const defaultHours = options.defaultHours ?? SPEC_HOURS;
  const expiry = createOrderExpiry(db, options);
  const foods = db.collection(FOODS);
  const orders = db.collection(ORDERS);
  const kitchens = db.collection(KITCHENS);
  const statsOf = (uid: string) => db.collection(USER_STATS).doc(uid);

  function orderRef(id: string) {
    if (!isDocumentId(id)) throw new NotFound(MSG.orderNotFound);
    return orders.doc(id);
  }

  /**
   * One newest-first page of `query` after `after`, reading limit + 1 documents to know whether more exist. Due
   * orders on the page expire first; `keep` drops those that no longer match the list (a `placed` filter).
   */
  async function page<T>(
    query: Query,
    limit: number,
    after: OrderPosition | undefined,
    convert: (doc: { id: string; data(): OrderDoc }) => T,
    keep: (order: OrderDoc) => boolean = () => true,
  ): Promise<OrderPage<T>> {
    let ordered = query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
    if (after) ordered = ordered.startAfter(Timestamp.fromMillis(after.createdAtMillis), after.id);
    const snapshot = await tracked(ordered.limit(limit + 1).get(), querySize);
    const docs: QueryDocumentSnapshot[] = snapshot.docs.slice(0, limit);
    const last = docs.at(-1);
    const next =
      snapshot.size > limit && last ? { createdAtMillis: (last.get('createdAt') as Timestamp).toMillis(), id: last.id } : undefined;
    const current = await expiry.applyDue(docs);
    return { orders: current.filter(({ data }) => keep(data)).map(({ id, data }) => convert({ id, data: () => data })), next };
  }

  /**
   * One transaction reads the order's id (the Idempotency-Key's), every food, the buyer's counters and the kitchen;
   * checks every line (404 food, 400 more than one kitchen, 403 own food, 409 closed kitchen, 400 an area it does not
   * deliver to or a subtotal below its minimum, 409 stock, 409 the buyer's open units of a dish, 429 the buyer's open
   * orders) and writes the order, every decrement and the counters: all or nothing. With an Idempotency-Key the order
   * id is fixed before the transaction, so a retried attempt or a client's retry finds the order instead of placing a
   * second one. `single`: the one-dish purchase, whose refusals keep the spec's messages.
   */
  async function placeOrder(user: SessionUser, input: OrderInput, idempotencyKey: string | undefined, single: boolean): Promise<PurchaseResult> {
    const lineError = (index: number, field: string, message: string) => (single ? undefined : { [`lines.${index}.${field}`]: message });
    for (const [index, line] of input.lines.entries()) {
      if (!isDocumentId(line.foodId)) throw new NotFound(MSG.foodNotFound, lineError(index, 'foodId', MSG.foodNotFound));
    }
    const ref = idempotencyKey ? orders.doc(orderIdFor(user.uid, idempotencyKey)) : orders.doc();
    const foodRefs = input.lines.map((line) => foods.doc(line.foodId));
    const statsRef = statsOf(user.uid);
    return runTransaction(db, async (tx) => {
      // Reads first: Firestore rejects reads after writes in a transaction.
      const [existing, statsSnapshot, ...foodSnapshots] = await tracked(tx.getAll(ref, statsRef, ...foodRefs), (docs) => docs.length);
      if (existing?.exists) {
        const order = existing.data() as OrderDoc;
        if (order.buyerUid === user.uid && sameOrder(order, input)) return { id: ref.id, replayed: true };
        throw new Conflict(MSG.idempotencyKeyReused);
      }
      const found = foodSnapshots.map((snapshot, index) => {
        if (!snapshot?.exists) throw new NotFound(MSG.foodNotFound, lineError(index, 'foodId', MSG.foodNotFound));
        return snapshot.data() as FoodDoc;
      });
      const sellerUid = found[0]?.ownerUid ?? '';
      if (found.some((food) => food.ownerUid !== sellerUid)) throw new InvalidInput({ lines: MSG.oneKitchen });
      if (sellerUid === user.uid) throw new Forbidden(MSG.ownFood);
      // The kitchen itself, not the food's copy of its state: right even while a fan-out is under way. The switch, then
      // the hours at this moment (§5j).
      const kitchen = kitchenOf(await tracked(tx.get(kitchens.doc(sellerUid)), oneDoc), defaultHours);
      const closed = kitchenClosedMessage(kitchen, now(), CODED);
      if (closed) throw new Conflict(closed);

      const lines: StoredOrderLine[] = input.lines.map(({ quantity }, index) => {
        const food = found[index] as FoodDoc;
        return {
          foodId: input.lines[index]?.foodId ?? '',
          foodName: food.foodName,
          foodImage: food.foodImage,
          category: food.category,
          foodOrigin: food.foodOrigin,
          price: food.price,
          quantity,
          total: roundMoney(food.price * quantity),
          review: null,
        };
      });
      const subtotal = subtotalOf(lines);
      let deliveryFee = 0;
      let delivery: OrderInput['delivery'] | null = input.delivery ?? null;
      if (input.fulfilment === 'delivery') {
        const fee = deliveryFeeFor(kitchen.deliveryAreas, hasAddress(input.delivery) ? input.delivery.area : '');
        if (fee === undefined) throw new InvalidInput({ 'delivery.area': CODED.areaNotServed(kitchen.deliveryAreas.map(({ area }) => area)) });
        if (subtotal < kitchen.minimumOrder) throw new InvalidInput({ lines: CODED.belowMinimumOrder(kitchen.minimumOrder, subtotal) });
        deliveryFee = fee;
        // Stored as the kitchen spells the area ('gulshan' typed is its 'Gulshan'): the ticket, My Sales and the export
        // name one area one way.
        if (hasAddress(delivery)) {
          const served = servedArea(kitchen.deliveryAreas, delivery.area);
          if (served) delivery = { ...delivery, area: served.area } satisfies Delivery;
        }
      }
      const total = roundMoney(subtotal + deliveryFee);
      // The buyer agreed to the total the page showed (§5g): a price or a fee changed since is not charged unseen.
      if (input.expectedTotal !== undefined && roundMoney(input.expectedTotal) !== total) throw new Conflict(CODED.totalChanged(total));

      const short: Record<string, string> = {};
      for (const [index, line] of lines.entries()) {
        const stock = (found[index] as FoodDoc).quantity;
        if (line.quantity <= stock) continue;
        if (single) throw new Conflict(stock <= 0 ? MSG.outOfStock : CODED.purchaseQuantityStockLeft(stock));
        short[`lines.${index}.quantity`] = CODED.onlyLeft(Math.max(0, stock));
      }
      if (Object.keys(short).length > 0) throw new Conflict(MSG.linesShort, short);
      const stats = statsSnapshot?.data() as UserStatsDoc | undefined;
      // A rule of the store, on everywhere: the buyer's open orders of one dish hold MAX_PER_ORDER units at most.
      const openUnits: Record<string, number> = {};
      for (const [index, line] of lines.entries()) {
        const held = stats?.openUnits?.[line.foodId] ?? 0;
        if (held + line.quantity > MAX_PER_ORDER) throw new Conflict(CODED.tooManyOfDish(held), lineError(index, 'quantity', CODED.tooManyOfDish(held)));
        openUnits[line.foodId] = held + line.quantity;
      }
      const openOrders = stats?.openOrders ?? 0;
      const limit = limits.openOrdersPerBuyer;
      if (limit !== null && openOrders >= limit) throw new LimitReached(CODED.tooManyOpenOrders(limit), OPEN_ORDERS_RETRY_AFTER_SECONDS);

      const boughtAt = now();
      const first = lines[0] as StoredOrderLine;
      const seller = (found[0] as FoodDoc).buyer;
      const order: OrderDoc = {
        foodId: first.foodId,
        foodName: first.foodName,
        foodImage: first.foodImage,
        category: first.category,
        foodOrigin: first.foodOrigin,
        price: first.price,
        quantity: first.quantity,
        total,
        lines,
        subtotal,
        deliveryFee,
        buyingDate: boughtAt.toISOString(),
        createdAt: Timestamp.fromDate(boughtAt),
        buyer: { email: user.email, userName: user.name, photo: user.picture },
        buyerUid: user.uid,
        seller: { email: seller.email, userName: seller.userName },
        sellerUid,
        sellerEmail: seller.email,
        status: 'placed',
        fulfilment: input.fulfilment,
        delivery,
        note: input.note,
        payment: PAYMENT_CASH_ON_DELIVERY,
        history: [historyEntry('placed', boughtAt, 'buyer')],
      };
      order.salesDay = orderDayOf(order);
      for (const [index, foodRef] of foodRefs.entries()) {
        const food = found[index] as FoodDoc;
        const { quantity } = lines[index] as StoredOrderLine;
        tx.update(foodRef, { quantity: food.quantity - quantity, purchaseCount: food.purchaseCount + quantity });
      }
      tx.create(ref, order);
      recordSalesDay(tx, ref, undefined, order);
      // merge: the other foods' entries of openUnits stay as they are.
      tx.set(statsRef, { openOrders: openOrders + 1, openUnits } satisfies UserStatsDoc, { merge: true });
      return { id: ref.id, replayed: false };
    });
  }

  return {
    /**
     * `POST /api/add-purchase-food`: an order of one dish, placed by `placeOrder`; its refusals keep the spec's
     * single-dish messages (404 food, 409 stock).
     */
    purchase(user: SessionUser, input: PurchaseInput, idempotencyKey?: string): Promise<PurchaseResult> {
      const { foodId, quantity, ...details } = input;
      return placeOrder(user, { lines: [{ foodId, quantity }], ...details }, idempotencyKey, true);
    },

    /** `POST /api/orders` (§5h): an order of 1..ORDER_LINES_MAX dishes of one kitchen, see `placeOrder`. */
    order: (user: SessionUser, input: OrderInput, idempotencyKey?: string) => placeOrder(user, input, idempotencyKey, false),

    /**
     * One transaction per move of the §5a table: re-reads the order, checks who asks and whether the move is allowed,
     * then writes it (applyMove). A due order expires instead, in the same transaction, and the move gets 409: so an
     * accept racing the expiry has exactly one winner.
     */
    async move(user: SessionUser, orderId: string, to: OrderStatus, by: OrderActor, decline?: DeclineDetails): Promise<OrderDetail> {
      const ref = orderRef(orderId);
      const outcome = await runTransaction(db, async (tx) => {
        const snapshot = await tracked(tx.get(ref), oneDoc);
        if (!snapshot.exists) throw new NotFound(MSG.orderNotFound);
        const order = snapshot.data() as OrderDoc;
        if (by === 'buyer' && order.buyerUid !== user.uid) throw new Forbidden(MSG.notBuyer);
        if (by === 'seller' && order.sellerUid !== user.uid) throw new Forbidden(MSG.notSeller);
        // A cancelled order has left the buyer's list: cancelling it again finds nothing (§5a).
        if (by === 'buyer' && to === 'cancelled' && order.status === 'cancelled') throw new NotFound(MSG.orderNotFound);
        const at = now();
        if (expiry.isDue(order, at)) {
          await applyMove(db, tx, ref, order, EXPIRY_MOVE, at);
          return { expired: true } as const;
        }
        if (order.status === 'expired') throw new Conflict(MSG.orderExpired);
        const move = findMove(order.status, to, by);
        if (!move) {
          const tooLate = by === 'buyer' && to === 'cancelled' && (order.status === 'accepted' || order.status === 'ready');
          throw new Conflict(tooLate ? MSG.cancelTooLate : CODED.moveNotAllowed(order.status, to));
        }
        const moved = await applyMove(db, tx, ref, order, move, at, decline ? { decline } : {});
        return { expired: false, order: forViewer(toOrderDetail({ id: ref.id, data: () => moved }), order.sellerUid, user.uid, at) } as const;
      });
      // Thrown after the transaction, so the expiry it wrote is committed.
      if (outcome.expired) throw new Conflict(MSG.orderExpired);
      return outcome.order;
    },

    /**
     * One order, for its buyer or its seller, expired first if due. The buyer of a pickup order also gets the
     * kitchen's pickup address and phone as they are now (one more read), on the terms the seller sees the buyer's;
     * the buyer of a delivery order the kitchen has accepted gets its phone on the same terms.
     */
    async get(user: SessionUser, orderId: string): Promise<OrderDetail> {
      const ref = orderRef(orderId);
      const snapshot = await tracked(ref.get(), oneDoc);
      if (!snapshot.exists) throw new NotFound(MSG.orderNotFound);
      let order = snapshot.data() as OrderDoc;
      if (order.buyerUid !== user.uid && order.sellerUid !== user.uid) throw new Forbidden(MSG.notOrderParty);
      if (expiry.isDue(order)) order = (await expiry.expire(ref)) ?? order;
      const at = now();
      const detail = forViewer(toOrderDetail({ id: ref.id, data: () => order }), order.sellerUid, user.uid, at);
      if (user.uid !== order.buyerUid || !showsKitchenContact(order) || !sellerSeesContact(detail, at)) return detail;
      const contact = contactOf(kitchenOf(await tracked(kitchens.doc(order.sellerUid).get(), oneDoc)));
      // A delivery comes to the buyer: of the kitchen's contact, only its phone is theirs to use.
      const kitchen = order.fulfilment === 'pickup' ? contact : contact?.phone ? { phone: contact.phone } : undefined;
      return kitchen ? { ...detail, kitchen } : detail;
    },

    /** The buyer's orders but the cancelled ones, newest first. */
    listByBuyer(uid: string, limit: number, after?: OrderPosition): Promise<OrderPage<Order>> {
      const query = orders.where('buyerUid', '==', uid).where('status', 'in', BUYER_LISTED).select(...LISTED_FIELDS, 'createdAt');
      return page(query, limit, after, toOrder);
    },

    /**
     * Orders of the seller's foods, newest first, of one status or all. The seller's due orders expire first (so
     * `expired` lists them and `placed` does not), up to SELLER_EXPIRY_MAX; a page of older ones is fixed as it is read.
     */
    async listBySeller(uid: string, status: OrderStatus | undefined, limit: number, after?: OrderPosition): Promise<OrderPage<OrderDetail>> {
      await expiry.expireDueOfSeller(uid, SELLER_EXPIRY_MAX);
      let query: Query = orders.where('sellerUid', '==', uid);
      if (status) query = query.where('status', '==', status);
      const at = now();
      return page(query, limit, after, (doc) => forViewer(toOrderDetail(doc), uid, uid, at), (order) => !status || order.status === status);
    },

    /**
     * How many of the seller's orders are in each open status: one count() aggregation each, no scan. `placed` counts
     * only orders still within their time to accept, so a due order the sweep has not reached is not "new".
     */
    async salesSummary(uid: string): Promise<SalesSummary> {
      const ofSeller = (status: OpenStatus) => orders.where('sellerUid', '==', uid).where('status', '==', status);
      const cutoff = Timestamp.fromDate(acceptCutoff(now(), expiry.acceptSeconds));
      const waiting = ofSeller('placed').where('createdAt', '>', cutoff).orderBy('createdAt', 'desc');
      const count = (query: Query) => tracked(query.count().get(), oneDoc).then((result) => result.data().count);
      const [placed, accepted, ready] = await Promise.all([count(waiting), count(ofSeller('accepted')), count(ofSeller('ready'))]);
      return { placed, accepted, ready };
    },

    /** The sweep's and the seed's way to expire one order now, if it is due. */
    expire: (orderId: string) => expiry.expire(orderRef(orderId)),
  };
}
