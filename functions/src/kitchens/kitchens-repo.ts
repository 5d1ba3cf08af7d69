import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { dhakaDate, SPEC_HOURS } from '../domain/hours.js';
import { KITCHEN_SWITCH_SECONDS } from '../domain/limits.js';
import { CODED } from '../domain/message-codes.js';
import { MSG } from '../domain/messages.js';
import type { Kitchen, KitchenUpdate, PublicKitchen } from '../domain/types.js';
import { isDocumentId } from '../db/ids.js';
import { oneDoc, querySize, tracked } from '../db/read-metrics.js';
import type { RepoOptions } from '../db/repo-options.js';
import { runTransaction } from '../db/transaction.js';
import { FOODS } from '../foods/food-doc.js';
import { LimitReached, NotFound } from '../domain/errors.js';
import { KITCHENS, kitchenHoursCode, kitchenOf, type KitchenDoc } from './kitchen-doc.js';

/** Foods rewritten per transaction by the fan-out of `kitchenOpen`: well below Firestore's 500 writes per commit. */
export const KITCHEN_SYNC_BATCH = 200;

export interface KitchensRepoOptions extends RepoOptions {
  /** Foods per fan-out transaction (tests use fewer to cross batch edges cheaply). */
  syncBatch?: number;
}

export type KitchensRepo = ReturnType<typeof createKitchensRepo>;

/** The closed dates from `today` (Dhaka) on: one that has passed is no longer shown, saved or compared (§5j). */
const upcoming = (closedDates: readonly string[], today: string): string[] => closedDates.filter((date) => date >= today);

export function createKitchensRepo(db: Firestore, options: KitchensRepoOptions = {}) {
  const now = options.now ?? (() => new Date());
  const batchSize = options.syncBatch ?? KITCHEN_SYNC_BATCH;
  const defaultHours = options.defaultHours ?? SPEC_HOURS;
  const kitchens = db.collection(KITCHENS);
  const foods = db.collection(FOODS);

  /**
   * Writes the kitchen's open state and hours onto every one of its foods as `kitchenOpen` and `kitchenHours` (§5j), a
   * batch of foods per transaction.
   * Each batch reads the kitchen inside its transaction, so whatever order racing fan-outs run in, the last write to
   * a food carries the state current at that moment; the kitchen is marked done only if `open` did not change
   * meanwhile (else the fan-out of that change finishes the job).
   */
  async function syncFoods(uid: string): Promise<void> {
    const kitchenRef = kitchens.doc(uid);
    const started = await tracked(kitchenRef.get(), oneDoc);
    const version = (started.data() as KitchenDoc | undefined)?.openVersion ?? 0;
    let after: string | undefined;
    for (;;) {
      let query = foods.where('ownerUid', '==', uid).orderBy(FieldPath.documentId()).select().limit(batchSize);
      if (after) query = query.startAfter(after);
      const batch = await tracked(query.get(), querySize);
      if (batch.empty) break;
      await runTransaction(db, async (tx) => {
        const [kitchen, ...docs] = await tracked(tx.getAll(kitchenRef, ...batch.docs.map((doc) => doc.ref)), (snapshots) => snapshots.length);
        const current = kitchenOf(kitchen, defaultHours);
        const { open } = current;
        const kitchenHours = kitchenHoursCode(current);
        // A food deleted since the query is skipped; one stored before kitchens existed counts as open.
        for (const doc of docs) {
          if (!doc.exists) continue;
          const stale = ((doc.get('kitchenOpen') as boolean | undefined) ?? true) !== open || doc.get('kitchenHours') !== kitchenHours;
          if (stale) tx.update(doc.ref, { kitchenOpen: open, kitchenHours });
        }
      });
      after = batch.docs.at(-1)?.id;
      if (batch.size < batchSize) break;
    }
    await runTransaction(db, async (tx) => {
      const kitchen = await tracked(tx.get(kitchenRef), oneDoc);
      const data = kitchen.data() as KitchenDoc | undefined;
      if (data?.foodsPending && data.openVersion === version) tx.update(kitchenRef, { foodsPending: false });
    });
  }

  return {
    /** The seller's kitchen; one that never saved settings is open on the default hours. Past closed dates are left out. */
    async get(uid: string): Promise<Kitchen> {
      const kitchen = kitchenOf(await tracked(kitchens.doc(uid).get(), oneDoc), defaultHours);
      return { ...kitchen, closedDates: upcoming(kitchen.closedDates, dhakaDate(now())) };
    },

    /**
     * What a cart shows of a kitchen (§5h): the seller's name, whether it takes orders, its delivery areas and minimum.
     * The name is the one the kitchen saved with its settings, else its newest food's owner name (2 reads at most);
     * 404 when the uid has neither a kitchen nor a food.
     */
    async getPublic(uid: string): Promise<PublicKitchen> {
      if (!isDocumentId(uid)) throw new NotFound(MSG.kitchenNotFound);
      const snapshot = await tracked(kitchens.doc(uid).get(), oneDoc);
      let userName = (snapshot.data() as KitchenDoc | undefined)?.userName;
      if (!userName) {
        const food = await tracked(foods.where('ownerUid', '==', uid).select('buyer').limit(1).get(), querySize);
        userName = (food.docs[0]?.get('buyer') as { userName?: string } | undefined)?.userName;
        if (userName === undefined && !snapshot.exists) throw new NotFound(MSG.kitchenNotFound);
      }
      const { open, deliveryAreas, minimumOrder, hours, closedDates } = kitchenOf(snapshot, defaultHours);
      return { userName: userName ?? '', open, deliveryAreas, minimumOrder, hours, closedDates: upcoming(closedDates, dhakaDate(now())) };
    },

    /**
     * Saves the given settings in one transaction ('' removes the address or the phone; past closed dates are dropped),
     * then, when `open` or the hours changed, fans them out to the kitchen's foods. Such a change within
     * KITCHEN_SWITCH_SECONDS of the last one is 429 and changes nothing: checked in the transaction that writes it, so
     * racing switches cannot slip past. A fan-out cut
     * short (the request's deadline, an outage) is logged and left to the sweep: purchases read the kitchen itself,
     * so they are right meanwhile.
     */
    async update(uid: string, changes: KitchenUpdate, userName?: string): Promise<Kitchen> {
      const ref = kitchens.doc(uid);
      const { kitchen, pending } = await runTransaction(db, async (tx) => {
        const snapshot = await tracked(tx.get(ref), oneDoc);
        const stored = snapshot.data() as KitchenDoc | undefined;
        const at = now();
        const today = dhakaDate(at);
        // A closed date that has passed is no longer part of the hours: its going is no change of them.
        const stale = kitchenOf(snapshot, defaultHours);
        const before = { ...stale, closedDates: upcoming(stale.closedDates, today) };
        const hours = changes.hours ?? stored?.hours;
        const closedDates = upcoming(changes.closedDates ?? stored?.closedDates ?? [], today);
        const openChanged = changes.open !== undefined && changes.open !== before.open;
        const hoursChanged = kitchenHoursCode({ ...before, hours: hours ?? defaultHours, closedDates }) !== kitchenHoursCode(before);
        if ((openChanged || hoursChanged) && stored?.openChangedAt) {
          // A clock behind the last switch (another instance's) waits the whole interval, no more.
          const waitMs = Math.min(KITCHEN_SWITCH_SECONDS * 1000, stored.openChangedAt.toMillis() + KITCHEN_SWITCH_SECONDS * 1000 - at.getTime());
          const seconds = Math.ceil(waitMs / 1000);
          if (waitMs > 0) throw new LimitReached(openChanged ? CODED.kitchenSwitchTooSoon(seconds) : CODED.kitchenHoursTooSoon(seconds), waitMs / 1000);
        }
        const changed = openChanged || hoursChanged;
        const doc: KitchenDoc = {
          open: changes.open ?? before.open,
          openVersion: (stored?.openVersion ?? 0) + (changed ? 1 : 0),
          foodsPending: changed || (stored?.foodsPending ?? false),
          updatedAt: Timestamp.fromDate(at),
        };
        if (hours) doc.hours = hours;
        if (closedDates.length) doc.closedDates = closedDates;
        const openChangedAt = changed ? Timestamp.fromDate(at) : stored?.openChangedAt;
        if (openChangedAt) doc.openChangedAt = openChangedAt;
        const pickupAddress = changes.pickupAddress ?? before.pickupAddress;
        if (pickupAddress) doc.pickupAddress = pickupAddress;
        const phone = changes.phone ?? before.phone;
        if (phone) doc.phone = phone;
        // §5h: [] clears the areas (delivers everywhere for free), 0 the minimum.
        const deliveryAreas = changes.deliveryAreas ?? before.deliveryAreas;
        if (deliveryAreas.length > 0) doc.deliveryAreas = deliveryAreas.map(({ area, fee }) => ({ area, fee }));
        const minimumOrder = changes.minimumOrder ?? before.minimumOrder;
        if (minimumOrder > 0) doc.minimumOrder = minimumOrder;
        const name = userName ?? stored?.userName;
        if (name) doc.userName = name;
        tx.set(ref, doc);
        return { kitchen: kitchenOf({ data: () => doc }, defaultHours), pending: doc.foodsPending };
      });
      if (pending) {
        try {
          await syncFoods(uid);
        } catch (error) {
          logger.warn(`The foods of kitchen ${uid} do not all show open=${kitchen.open} and its hours yet; the sweep finishes them.`, error);
        }
      }
      return kitchen;
    },

    syncFoods,

    /** Kitchens whose foods do not all carry their open state and hours yet (a fan-out was cut short), at most `limit`. */
    async pendingSyncs(limit: number): Promise<string[]> {
      const snapshot = await tracked(kitchens.where('foodsPending', '==', true).select().limit(limit).get(), querySize);
      return snapshot.docs.map((doc) => doc.id);
    },
  };
}
