import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import type { DeliveryArea, Kitchen, KitchenContact } from '../domain/types.js';

/** One document per seller, id = uid: whether the kitchen takes orders, and where and whom to call for a pickup. */
export const KITCHENS = 'kitchens';

export interface KitchenDoc {
  open: boolean;
  pickupAddress?: string;
  /** `+8801XXXXXXXXX`. */
  phone?: string;
  /** Where it delivers and for what fee (§5h); absent or [] delivers everywhere for free. */
  deliveryAreas?: DeliveryArea[];
  /** The subtotal below which it does not deliver (§5h); absent or 0 when none. */
  minimumOrder?: number;
  /** The seller's name when they last saved their settings: what `GET /api/kitchens/:uid` shows (§5h). */
  userName?: string;
  /** Counts the changes of `open`: a fan-out of `kitchenOpen` onto the foods finishes only for the version it started at. */
  openVersion: number;
  /** True from a change of `open` until every food of the kitchen carries it (the sweep finishes what a request could not). */
  foodsPending: boolean;
  /** When `open` last changed (absent: never): the next change waits KITCHEN_SWITCH_SECONDS from it. */
  openChangedAt?: Timestamp;
  updatedAt: Timestamp;
}

type Snapshot = { data(): DocumentData | undefined } | undefined;

/** A kitchen that never saved its settings is open, without address or phone. */
export function kitchenOf(snapshot: Snapshot): Kitchen {
  const data = snapshot?.data() as Partial<KitchenDoc> | undefined;
  const kitchen: Kitchen = {
    open: data?.open ?? true,
    deliveryAreas: (data?.deliveryAreas ?? []).map(({ area, fee }) => ({ area, fee })),
    minimumOrder: data?.minimumOrder ?? 0,
  };
  if (data?.pickupAddress) kitchen.pickupAddress = data.pickupAddress;
  if (data?.phone) kitchen.phone = data.phone;
  return kitchen;
}

/** What a pickup order shows its buyer; undefined when the kitchen set neither. */
export function contactOf(kitchen: Kitchen): KitchenContact | undefined {
  const { pickupAddress, phone } = kitchen;
  if (!pickupAddress && !phone) return undefined;
  return { ...(pickupAddress ? { pickupAddress } : {}), ...(phone ? { phone } : {}) };
}
