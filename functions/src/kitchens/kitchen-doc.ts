import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { hoursCode, hoursState, inWeekOrder, opensText, SPEC_HOURS, type WeekHours } from '../domain/hours.js';
import { MSG, type MessageTable } from '../domain/messages.js';
import type { DeliveryArea, Kitchen, KitchenContact } from '../domain/types.js';

/** One document per seller, id = uid: whether the kitchen takes orders, when, and where and whom to call for a pickup. */
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
  /** Its weekly hours (§5j); absent until the seller sets them: the default hours (AppConfig.defaultHours). */
  hours?: WeekHours;
  /** Dhaka dates it is closed, ascending; absent: none. */
  closedDates?: string[];
  /**
   * Counts the changes of `open` and of the hours (with the closed dates): a fan-out of `kitchenOpen` and
   * `kitchenHours` onto the foods finishes only for the version it started at.
   */
  openVersion: number;
  /** True from such a change until every food of the kitchen carries it (the sweep finishes what a request could not). */
  foodsPending: boolean;
  /** When `open` or the hours last changed (absent: never): the next such change waits KITCHEN_SWITCH_SECONDS from it. */
  openChangedAt?: Timestamp;
  updatedAt: Timestamp;
}

type Snapshot = { data(): DocumentData | undefined } | undefined;

/** A kitchen that never saved its settings is open, on the default hours, without address or phone. */
export function kitchenOf(snapshot: Snapshot, defaultHours: WeekHours = SPEC_HOURS): Kitchen {
  const data = snapshot?.data() as Partial<KitchenDoc> | undefined;
  const kitchen: Kitchen = {
    open: data?.open ?? true,
    deliveryAreas: (data?.deliveryAreas ?? []).map(({ area, fee }) => ({ area, fee })),
    minimumOrder: data?.minimumOrder ?? 0,
    hours: inWeekOrder(data?.hours ?? defaultHours),
    closedDates: data?.closedDates ?? [],
  };
  if (data?.pickupAddress) kitchen.pickupAddress = data.pickupAddress;
  if (data?.phone) kitchen.phone = data.phone;
  return kitchen;
}

/** What the kitchen's foods carry of its hours (`kitchenHours`, §5j). */
export function kitchenHoursCode(kitchen: Kitchen): string {
  return hoursCode(kitchen);
}

/**
 * Why a purchase from this kitchen is refused at `at` (409, §5f and §5j), or null when it takes orders: the switch wins
 * over the hours.
 */
export function kitchenClosedMessage(kitchen: Kitchen, at: Date, texts: MessageTable = MSG): string | null {
  if (!kitchen.open) return texts.kitchenClosed;
  const state = hoursState(kitchen, at);
  if (state.open) return null;
  const opens = opensText(state.opens, texts);
  return opens ? texts.kitchenClosedUntil(opens) : texts.kitchenClosed;
}

/** What a pickup order shows its buyer; undefined when the kitchen set neither. */
export function contactOf(kitchen: KitchenContact): KitchenContact | undefined {
  const { pickupAddress, phone } = kitchen;
  if (!pickupAddress && !phone) return undefined;
  return { ...(pickupAddress ? { pickupAddress } : {}), ...(phone ? { phone } : {}) };
}
