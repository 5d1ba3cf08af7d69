import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { SELLER_CONTACT_DAYS } from '../domain/limits.js';
import { hasAddress, isFinalStatus, type Fulfilment, type OrderActor, type OrderStatus, type Payment } from '../domain/orders.js';
import type { DeclineDetails, Delivery, Order, OrderDetail, OrderHistoryEntry, Person, PickupContact } from '../domain/types.js';

export const ORDERS = 'orders';

/** An order as stored: a copy of what was bought, so it outlives edits and deletion of the food. */
export interface OrderDoc {
  foodId: string;
  foodName: string;
  foodImage: string;
  category: string;
  foodOrigin: string;
  /** Unit price at the time of purchase. */
  price: number;
  quantity: number;
  /** price × quantity, rounded to cents. */
  total: number;
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
  /** The buyer's review, written and removed in one transaction with the review document and the food's rating. */
  review?: StoredOrderReview | null;
  /** The Dhaka day whose sales rollup counts this order (sales/sales-days.ts); absent on orders placed before rollups, until the backfill. */
  salesDay?: string;
}

/** The copy of its review an order keeps: what the buyer's lists show, and the id of the review document. */
export interface StoredOrderReview {
  id: string;
  rating: number;
  text: string;
}

/** What the buyer's list reads of each order. */
export const LISTED_FIELDS = ['foodId', 'foodName', 'foodImage', 'price', 'quantity', 'total', 'buyingDate', 'status', 'fulfilment', 'review'] as const;

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
    review: data.review ? { rating: data.review.rating, text: data.review.text } : null,
  };
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
