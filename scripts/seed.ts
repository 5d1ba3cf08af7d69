import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { readDefaultHours } from '../functions/src/config.js';
import { parseStoreCurrency, type StoreCurrency } from '../functions/src/domain/currency.js';
import type { DeclineReason, OrderStatus } from '../functions/src/domain/orders.js';
import { foodSchema, kitchenSchema, orderSchema, purchaseSchema, replySchema, reviewSchema } from '../functions/src/domain/schemas.js';
import type { KitchenUpdate, OrderInput, PurchaseInput, ReviewInput, SessionUser } from '../functions/src/domain/types.js';
import { backfillFoods, type BackfillResult } from '../functions/src/foods/foods-backfill.js';
import { createFoodsRepo } from '../functions/src/foods/foods-repo.js';
import { createKitchensRepo } from '../functions/src/kitchens/kitchens-repo.js';
import { createOrdersRepo } from '../functions/src/orders/orders-repo.js';
import { createReviewsRepo } from '../functions/src/reviews/reviews-repo.js';
import { backfillSales, type SalesBackfillResult } from '../functions/src/sales/sales-backfill.js';

const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'emulator-data');
const HOUR_MS = 60 * 60 * 1000;

export interface SeedAccount {
  key: string;
  uid: string;
  email: string;
  password: string;
  displayName: string;
  photoURL: string;
}

export interface SeedFood {
  key: string;
  foodName: string;
  category: string;
  foodOrigin: string;
  price: number;
  quantity: number;
  description: string;
  purchaseCount: number;
  owner: string;
  foodImage: string;
}

export interface SeedOrder {
  buyer: string;
  /** One dish (`food`, `quantity`), or several of one kitchen (`lines`, docs/ARCHITECTURE.md §5h). */
  food?: string;
  quantity?: number;
  lines?: { food: string; quantity: number }[];
  hoursAgo: number;
  /** Absent: pickup. */
  fulfilment?: 'delivery' | 'pickup';
  delivery?: { phone: string; address: string; area: string };
  note?: string;
  /** What happened to the order afterwards, in order: the seller's moves (a decline with its reason), the buyer's cancel, or its expiry. */
  moves?: { status: OrderStatus; hoursAgo: number; reason?: DeclineReason; note?: string }[];
  /** The buyer's review once the order is completed, and the seller's reply to it. */
  review?: SeedReview;
}

export interface SeedReview {
  /** The dish rated, in an order of several (§5h). */
  food?: string;
  rating: number;
  text?: string;
  hoursAgo: number;
  reply?: { text: string; hoursAgo: number };
}

/** A seller's kitchen settings (docs/ARCHITECTURE.md §5f); sellers not listed keep an open kitchen without them. */
export interface SeedKitchen {
  owner: string;
  open?: boolean;
  pickupAddress?: string;
  phone?: string;
  /** Saved before the orders, so the seeded deliveries pay their area's fee (§5h). */
  deliveryAreas?: { area: string; fee: number }[];
  minimumOrder?: number;
}

export interface SeedOptions {
  projectId: string;
  /** host:port of the Firestore emulator. */
  firestoreHost: string;
  /** host:port of the Auth emulator. */
  authHost: string;
  /** Defaults to emulator-data/. */
  dataDir?: string;
  /** The store's currency (docs/ARCHITECTURE.md §5i); defaults to STORE_CURRENCY, as the Functions emulator reads it. */
  currency?: StoreCurrency;
}

/** Taka to the dollar: the one rate the seed's BDT store is priced at (README, "A store in Dhaka: STORE_CURRENCY=BDT"). */
export const SEED_TAKA_PER_DOLLAR = 120;

/**
 * An amount of emulator-data/ (written in dollars) in the store's currency: as it is in USD; in BDT, times
 * SEED_TAKA_PER_DOLLAR rounded to whole taka (prices, delivery fees and minimum orders alike).
 */
export function seedAmount(dollars: number, currency: StoreCurrency): number {
  return currency === 'BDT' ? Math.round(dollars * SEED_TAKA_PER_DOLLAR) : dollars;
}

export interface SeedResult {
  /** True when the store already had foods and only the accounts were ensured. */
  skipped: boolean;
  accounts: number;
  foods: number;
  orders: number;
}

function readJson<T>(dataDir: string, file: string): T {
  return JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as T;
}

/** Creates the account with its fixed uid in the Auth emulator; an existing account is left as it is. */
async function ensureAccount(authHost: string, projectId: string, account: SeedAccount): Promise<void> {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({
      localId: account.uid,
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      photoUrl: account.photoURL,
      emailVerified: true,
    }),
  });
  if (response.ok) return;
  const message = ((await response.json()) as { error?: { message?: string } }).error?.message ?? String(response.status);
  if (message.startsWith('DUPLICATE_LOCAL_ID') || message.startsWith('EMAIL_EXISTS')) return;
  throw new Error(`Could not create the demo account ${account.email}: ${message}`);
}

function sessionUserOf(account: SeedAccount): SessionUser {
  return { uid: account.uid, email: account.email, name: account.displayName, picture: account.photoURL };
}

/**
 * Seeds the emulators from emulator-data/: the demo accounts always, foods, orders and reviews only into a store
 * without foods. Foods go through the API's repo (ids, search grams, category key and summary, owner) and orders through its purchase transaction
 * (stock and purchaseCount stay consistent).
 */
export async function seedStore(options: SeedOptions): Promise<SeedResult> {
  const dataDir = options.dataDir ?? DATA_DIR;
  const currency = options.currency ?? parseStoreCurrency(process.env.STORE_CURRENCY);
  const money = (dollars: number) => seedAmount(dollars, currency);
  const accounts = readJson<SeedAccount[]>(dataDir, 'accounts.json');
  const foods = readJson<SeedFood[]>(dataDir, 'foods.json').map((food) => ({ ...food, price: money(food.price) }));
  const orders = readJson<SeedOrder[]>(dataDir, 'orders.json');
  const kitchens = (existsSync(path.join(dataDir, 'kitchens.json')) ? readJson<SeedKitchen[]>(dataDir, 'kitchens.json') : []).map((kitchen) => ({
    ...kitchen,
    ...(kitchen.deliveryAreas && { deliveryAreas: kitchen.deliveryAreas.map(({ area, fee }) => ({ area, fee: money(fee) })) }),
    ...(kitchen.minimumOrder !== undefined && { minimumOrder: money(kitchen.minimumOrder) }),
  }));
  const accountByKey = new Map(accounts.map((account) => [account.key, account]));
  const accountOf = (key: string) => {
    const account = accountByKey.get(key);
    if (!account) throw new Error(`emulator-data: unknown account "${key}"`);
    return account;
  };

  for (const account of accounts) await ensureAccount(options.authHost, options.projectId, account);

  // Emulators only: skip google-auth-library's probe of the GCE metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId: options.projectId }, `seed-${process.pid}-${Date.now()}`);
  try {
    const db = getFirestore(app);
    db.settings({ host: options.firestoreHost, ssl: false });
    let clock = new Date();
    // The hours of kitchens that set none, as the Functions emulator of the same project has them (§5j): the seed's
    // orders of the past days go through the same check as a purchase.
    const defaultHours = readDefaultHours(process.env, options.projectId.startsWith('demo-'));
    const foodsRepo = createFoodsRepo(db, { now: () => clock, defaultHours });
    if (!(await foodsRepo.isEmpty())) return { skipped: true, accounts: accounts.length, foods: 0, orders: 0 };

    const now = Date.now();
    const foodIds = new Map<string, string>();
    // The first food of the file is the newest; all were added 10 to 24 days ago.
    for (const [index, food] of foods.entries()) {
      const input = foodSchema.validateSync(food, { stripUnknown: true });
      clock = new Date(now - 240 * HOUR_MS - index * 12 * HOUR_MS);
      const id = await foodsRepo.create(sessionUserOf(accountOf(food.owner)), input, { purchaseCount: food.purchaseCount });
      foodIds.set(food.key, id);
    }

    // Delivery areas and minimums first: the seeded deliveries meet them and pay their fees like any order.
    clock = new Date(now - 300 * HOUR_MS);
    const kitchensRepo = createKitchensRepo(db, { now: () => clock, defaultHours });
    for (const { owner, deliveryAreas, minimumOrder } of kitchens) {
      if (deliveryAreas === undefined && minimumOrder === undefined) continue;
      const settings = kitchenSchema.validateSync({ deliveryAreas, minimumOrder }, { stripUnknown: true }) as KitchenUpdate;
      await kitchensRepo.update(accountOf(owner).uid, settings, accountOf(owner).displayName);
    }

    // Orders go through the API's own transactions, so stock, purchaseCount and the open-order counts stay exact.
    const ordersRepo = createOrdersRepo(db, { now: () => clock, defaultHours });
    const reviewsRepo = createReviewsRepo(db, { now: () => clock });
    const foodOwners = new Map(foods.map((food) => [food.key, food.owner]));
    const foodIdOf = (key: string) => {
      const foodId = foodIds.get(key);
      if (!foodId) throw new Error(`emulator-data/orders.json: unknown food "${key}"`);
      return foodId;
    };
    for (const order of orders) {
      const dishes = order.lines ?? [{ food: order.food ?? '', quantity: order.quantity ?? 0 }];
      const owner = foodOwners.get(dishes[0]?.food ?? '');
      if (!owner) throw new Error(`emulator-data/orders.json: an order without a known food`);
      clock = new Date(now - order.hoursAgo * HOUR_MS);
      const buyer = sessionUserOf(accountOf(order.buyer));
      const lines = dishes.map(({ food, quantity }) => ({ foodId: foodIdOf(food), quantity }));
      const { id } = order.lines
        ? await ordersRepo.order(buyer, orderSchema.validateSync({ ...order, lines }, { stripUnknown: true }) as OrderInput)
        : await ordersRepo.purchase(buyer, purchaseSchema.validateSync({ ...order, ...lines[0] }, { stripUnknown: true }) as PurchaseInput);
      for (const move of order.moves ?? []) {
        clock = new Date(now - move.hoursAgo * HOUR_MS);
        if (move.status === 'cancelled') await ordersRepo.move(buyer, id, 'cancelled', 'buyer');
        else if (move.status === 'expired') {
          if ((await ordersRepo.expire(id))?.status !== 'expired') throw new Error(`emulator-data/orders.json: ${order.food} is not due to expire ${move.hoursAgo} h ago`);
        } else {
          const decline = move.reason ? { reason: move.reason, note: move.note ?? '' } : undefined;
          await ordersRepo.move(sessionUserOf(accountOf(owner)), id, move.status, 'seller', decline);
        }
      }
      // Reviews go through the API's review transaction too, so each food's rating is exactly its reviews'.
      if (order.review) {
        clock = new Date(now - order.review.hoursAgo * HOUR_MS);
        const foodId = order.review.food ? foodIdOf(order.review.food) : undefined;
        const input = reviewSchema.validateSync({ ...order.review, foodId }, { stripUnknown: true }) as ReviewInput;
        const reviewId = await reviewsRepo.create(buyer, id, input);
        if (order.review.reply) {
          clock = new Date(now - order.review.reply.hoursAgo * HOUR_MS);
          await reviewsRepo.reply(sessionUserOf(accountOf(owner)), reviewId, replySchema.validateSync(order.review.reply, { stripUnknown: true }));
        }
      }
    }

    // The rest of the kitchens' settings last: a closed kitchen would refuse the seed's own orders.
    clock = new Date(now);
    for (const { owner, deliveryAreas: _areas, minimumOrder: _minimum, ...settings } of kitchens) {
      if (Object.keys(settings).length === 0) continue;
      await kitchensRepo.update(accountOf(owner).uid, kitchenSchema.validateSync(settings, { stripUnknown: true }) as KitchenUpdate);
    }
    return { skipped: false, accounts: accounts.length, foods: foods.length, orders: orders.length };
  } finally {
    await deleteApp(app);
  }
}

/**
 * Brings local data saved by an earlier version to the current shape, as production's backfill does after a deploy
 * (functions/README.md, "Deploying the foods data change"): derived food fields, the rating score, the sitemap's
 * shards; then the sales rollups of orders and reviews saved before them (functions/src/sales/sales-backfill.ts).
 * Safe to repeat: a store already in shape is not written.
 */
export async function upgradeStore(options: Pick<SeedOptions, 'projectId' | 'firestoreHost'>): Promise<BackfillResult & { sales: SalesBackfillResult }> {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId: options.projectId }, `upgrade-${process.pid}-${Date.now()}`);
  try {
    const db = getFirestore(app);
    db.settings({ host: options.firestoreHost, ssl: false });
    const foods = await backfillFoods(db);
    return { ...foods, sales: await backfillSales(db) };
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await seedStore({
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-foodstore',
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  });
  console.log(
    result.skipped
      ? `Store already has foods: ensured ${result.accounts} accounts, seeded nothing else.`
      : `Seeded ${result.accounts} accounts, ${result.foods} foods, ${result.orders} orders.`,
  );
}
