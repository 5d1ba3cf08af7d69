import { toLatinDigits } from './digits.js';

// The life of an order (docs/ARCHITECTURE.md §5a) as data: the API checks moves against this table inside its
// transaction, and the web derives which actions to offer from the same rows.

export const ORDER_STATUSES = ['placed', 'accepted', 'ready', 'completed', 'cancelled', 'declined', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses in which the kitchen still has work to do; `GET /api/sales/summary` counts these. */
export const OPEN_STATUSES = ['placed', 'accepted', 'ready'] as const satisfies readonly OrderStatus[];
export type OpenStatus = (typeof OPEN_STATUSES)[number];

/** Statuses the seller may ask for with `POST /api/orders/:id/status`. */
export const SELLER_TARGETS = ['accepted', 'declined', 'ready', 'completed'] as const satisfies readonly OrderStatus[];
export type SellerTarget = (typeof SELLER_TARGETS)[number];

export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
export const DEFAULT_FULFILMENT: Fulfilment = 'pickup';

export const PAYMENT_CASH_ON_DELIVERY = 'cash_on_delivery';
export type Payment = typeof PAYMENT_CASH_ON_DELIVERY;

/** `system`: the store itself, when a placed order expires unanswered (docs/ARCHITECTURE.md §5f). */
export type OrderActor = 'buyer' | 'seller' | 'system';

export interface OrderMove {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActor;
  /** The order's quantity goes back to the food's stock (and leaves its purchaseCount). */
  returnsStock: boolean;
}

/** The store's own move: a placed order its kitchen did not accept within ORDER_ACCEPT_SECONDS (§5f). */
export const EXPIRY_MOVE: OrderMove = { from: 'placed', to: 'expired', by: 'system', returnsStock: true };

export const ORDER_MOVES: readonly OrderMove[] = [
  { from: 'placed', to: 'cancelled', by: 'buyer', returnsStock: true },
  { from: 'placed', to: 'accepted', by: 'seller', returnsStock: false },
  { from: 'placed', to: 'declined', by: 'seller', returnsStock: true },
  { from: 'accepted', to: 'declined', by: 'seller', returnsStock: true },
  { from: 'accepted', to: 'ready', by: 'seller', returnsStock: false },
  { from: 'ready', to: 'completed', by: 'seller', returnsStock: false },
  EXPIRY_MOVE,
];

/** The row that allows `by` to move an order from `from` to `to`, if any. */
export function findMove(from: OrderStatus, to: OrderStatus, by: OrderActor): OrderMove | undefined {
  return ORDER_MOVES.find((move) => move.from === from && move.to === to && move.by === by);
}

export function canMove(order: { status: OrderStatus }, to: OrderStatus, by: OrderActor): boolean {
  return findMove(order.status, to, by) !== undefined;
}

/** The moves `by` may make from `status`, in table order (the web's action buttons). */
export function movesFrom(status: OrderStatus, by: OrderActor): OrderMove[] {
  return ORDER_MOVES.filter((move) => move.from === status && move.by === by);
}

/** No move leaves a final status. */
export function isFinalStatus(status: OrderStatus): boolean {
  return !ORDER_MOVES.some((move) => move.from === status);
}

/** Why a seller declined an order (docs/ARCHITECTURE.md §5f); the buyer sees it on the order. */
export const DECLINE_REASONS = ['sold_out', 'kitchen_closed', 'cannot_deliver', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** What the buyer and the seller read for a decline reason. */
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  sold_out: 'Sold out',
  kitchen_closed: 'The kitchen is closed',
  cannot_deliver: 'Cannot deliver there',
  other: 'Other',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export interface Delivery {
  /** `+8801XXXXXXXXX`. */
  phone: string;
  address: string;
  area: string;
}

/** What a pickup order keeps of `delivery`: the buyer's phone, so the kitchen can call (§5f). */
export interface PickupContact {
  /** `+8801XXXXXXXXX`. */
  phone: string;
}

/** Whether an order's `delivery` holds an address (a delivery), not only a pickup buyer's phone. */
export function hasAddress(delivery: Delivery | PickupContact | null | undefined): delivery is Delivery {
  return !!delivery && 'address' in delivery;
}

// A Bangladeshi mobile number: 01, an operator digit 3-9 and 8 digits; +880/880 stand for the leading 0 (+88 01…).
const BD_MOBILE = /^(?:\+?88)?(01[3-9]\d{8})$/;

/**
 * `+8801XXXXXXXXX` for a Bangladeshi mobile number written as `01XXXXXXXXX`, `8801…` or `+8801…`, in Latin or Bangla
 * digits (০১৭…), spaces and dashes ignored.
 */
export function normalizeBdPhone(input: string): string | undefined {
  const match = BD_MOBILE.exec(toLatinDigits(input).replace(/[\s-]/g, ''));
  return match ? `+88${match[1]}` : undefined;
}

/**
 * An area name as compared: trimmed, inner spaces single, lower case ("  Dhanmondi " = "dhanmondi"), and in one Unicode
 * form (NFC): Bangla keyboards write some letters in two ways (য় as one code point or as য + ়).
 */
export function areaKey(area: string): string {
  return area.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}
