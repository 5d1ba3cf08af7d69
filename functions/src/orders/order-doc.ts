import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { SELLER_CONTACT_DAYS } from '../domain/limits.js';
import { BadRequest } from '../http/errors.js';
import { hasAddress, isFinalStatus, type Fulfilment, type OrderActor, type OrderStatus, type Payment } from '../domain/orders.js';
import { MSG } from '../domain/messages.js';
import { linesOf } from '../domain/order-lines.js';
import type { DeclineDetails, Delivery, Order, OrderDetail, OrderHistoryEntry, OrderLine, OrderReview, Person, PickupContact } from '../domain/types.js';

export const ORDERS = 'orders';

/**
 * One dish of an order as stored (§5h): a copy of the food when it was ordered, and the buyer's review of it (with
 * the review document's id).
 */
export interface StoredOrderLine {
  foodId: string;
  foodName: string;
  foodImage: string;
  category: string;
  foodOrigin: string;
  price: number;
  quantity: number;
  /** price × quantity, rounded to cents. */
  total: number;
  review: StoredOrderReview | null;
}

/**
 * An order as stored: a copy of what was bought, so it outlives edits and deletion of the food. `foodId` … `quantity`
 * and `review` are its first line's (the spec's single-dish fields); an order stored before §5h has no `lines`, and
 * `linesOf` (domain/order-lines.ts) reads it as one line.
 */
export interface OrderDoc {
  foodId: string;
  foodName: string;
  foodImage: string;
  category: string;
  foodOrigin: string;
  /** Unit price at the time of purchase. */
  price: number;
  quantity: number;
  /** subtotal + deliveryFee, rounded to cents (before §5h: price × quantity). */
  total: number;
  /** Every dish (§5h); absent on orders stored before. */
  lines?: StoredOrderLine[];
  /** The lines' totals added up (§5h); absent before, when it was `total`. */
  subtotal?: number;
  /** The kitchen's fee for the order's area (§5h); absent before, when it was 0. */
  deliveryFee?: number;
  /** ISO 8601, the same instant as `createdAt` (the contract's field). */
  buyingDate: string;
  /** Lists order by it, newest first. */
  createdAt: Timestamp;
  buyer: Person;
  buyerUid: string;
  /** The food's owner when it was bought: the kitchen that fulfils the order. */
  seller: Pick<Person, 'email' | 'userName'>;
  sellerUid: string;
  sellerEmail: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
  /** A delivery's address and phone; for a pickup the buyer's phone when given (§5f); else null. */
  delivery: Delivery | PickupContact | null;
  note: string;
  payment: Payment;
  history: OrderHistoryEntry[];
  /** Set when the seller declined with a reason (§5f). */
  decline?: DeclineDetails;
  /**
   * The buyer's review of the first line, written and removed in one transaction with the review document and the
   * food's rating.
   */
  review?: StoredOrderReview | null;
}

/** The copy of its review an order keeps: what the buyer's lists show, and the id of the review document. */
export interface StoredOrderReview {
  id: string;
  rating: number;
  text: string;
}

/** What the buyer's list reads of each order. */
export const LISTED_FIELDS = [
  'foodId',
  'foodName',
  'foodImage',
  'price',
  'quantity',
  'total',
  'buyingDate',
  'status',
  'fulfilment',
  'review',
  'lines',
  'subtotal',
  'deliveryFee',
] as const;

const reviewOf = (review: { rating: number; text: string } | null | undefined): OrderReview | null =>
  review ? { rating: review.rating, text: review.text } : null;

/** The lines of a stored order as the API returns them (an order stored before §5h: its one dish). */
export function toOrderLines(order: OrderDoc): OrderLine[] {
  return linesOf(order).map((line) => ({
    foodId: line.foodId,
    foodName: line.foodName,
    foodImage: line.foodImage,
    price: line.price,
    quantity: line.quantity,
    total: line.total,
    review: reviewOf(line.review),
  }));
}

type Snapshot = { id: string; data(): DocumentData | undefined };

/** The only place an order document becomes a list item. */
export function toOrder(doc: Snapshot): Order {
  const data = doc.data() as OrderDoc;
  return {
    _id: doc.id,
    foodId: data.foodId,
    foodName: data.foodName,
    foodImage: data.foodImage,
    price: data.price,
    quantity: data.quantity,
    total: data.total,
    buyingDate: data.buyingDate,
    status: data.status,
    fulfilment: data.fulfilment,
    review: reviewOf(data.review),
    lines: toOrderLines(data),
    subtotal: data.subtotal ?? data.total,
    deliveryFee: data.deliveryFee ?? 0,
  };
}

/**
 * Which line of `order` a review is about (§5h): the line of `foodId`, or the only line when there is one. 400
 * `errors.foodId` when the order has several and none is named, or names a dish it does not hold.
 */
export function reviewedLine(order: OrderDoc, foodId: string | undefined): number {
  const lines = linesOf(order);
  if (!foodId) {
    if (lines.length === 1) return 0;
    throw new BadRequest({ foodId: MSG.reviewFoodRequired });
  }
  const index = lines.findIndex((line) => line.foodId === foodId);
  if (index < 0) throw new BadRequest({ foodId: MSG.reviewFoodNotInOrder });
  return index;
}

/** The review of one line of a stored order (null: none). */
export function lineReview(order: OrderDoc, index: number): StoredOrderReview | null {
  const review = linesOf(order)[index]?.review;
  return review && 'id' in review && review.id ? { id: review.id, rating: review.rating, text: review.text } : null;
}

/** The order's fields to write for line `index` taking `review` (null: removed); `review` stays the first line's. */
export function withLineReview(order: OrderDoc, index: number, review: StoredOrderReview | null): Partial<OrderDoc> {
  // An order stored before §5h is its one line: its `review` is that line's.
  if (!order.lines?.length) return { review };
  const lines = order.lines.map((line, at) => (at === index ? { ...line, review } : line));
  return { lines, review: lines[0]?.review ?? null };
}

function copyDelivery(delivery: Delivery | PickupContact | null): Delivery | PickupContact | null {
  if (!delivery) return null;
  return hasAddress(delivery) ? { phone: delivery.phone, address: delivery.address, area: delivery.area } : { phone: delivery.phone };
}

/** The only place an order document becomes the full API object (`GET /api/orders/:id`, `GET /api/sales`). */
export function toOrderDetail(doc: Snapshot): OrderDetail {
  const data = doc.data() as OrderDoc;
  return {
    ...toOrder(doc),
    delivery: copyDelivery(data.delivery),
    note: data.note,
    payment: data.payment,
    buyer: { email: data.buyer.email, userName: data.buyer.userName, photo: data.buyer.photo },
    seller: { email: data.seller.email, userName: data.seller.userName },
    history: data.history.map(({ status, at, by }) => ({ status, at, by })),
    decline: data.decline ? { reason: data.decline.reason, note: data.decline.note } : null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the seller may still see the buyer's phone, address and note: while the order is open, and for
 * SELLER_CONTACT_DAYS after it was placed (docs/ARCHITECTURE.md §5f, Privacy).
 */
export function sellerSeesContact(order: Pick<OrderDetail, 'status' | 'buyingDate'>, now: Date): boolean {
  return !isFinalStatus(order.status) || now.getTime() - Date.parse(order.buyingDate) < SELLER_CONTACT_DAYS * DAY_MS;
}

/** The order as `viewerUid` may see it: a seller past sellerSeesContact gets no phone, address or note (`''`). */
export function forViewer(order: OrderDetail, sellerUid: string, viewerUid: string, now: Date): OrderDetail {
  if (viewerUid !== sellerUid || sellerSeesContact(order, now)) return order;
  return { ...order, delivery: null, note: '' };
}

/** A history entry for a move made now by `by`. */
export function historyEntry(status: OrderStatus, at: Date, by: OrderActor): OrderHistoryEntry {
  return { status, at: at.toISOString(), by };
}
