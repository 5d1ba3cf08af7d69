import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import type { Food, Person } from '../domain/types.js';
import { RATING_FIELDS, toFoodRating, type FoodRatingFields } from './food-rating.js';

export const FOODS = 'foods';

/** A food as stored in Firestore. */
export interface FoodDoc extends FoodRatingFields {
  foodName: string;
  foodImage: string;
  category: string;
  /** `categoryKey(category)`: what `?category=` matches. */
  categoryKey: string;
  price: number;
  description: string;
  quantity: number;
  foodOrigin: string;
  purchaseCount: number;
  /** The owner (the user who added the food); the contract calls it `buyer`. */
  buyer: Person;
  ownerUid: string;
  createdAt: Timestamp;
  /** `nameGrams(foodName)`: what a search selects candidates by. */
  grams: string[];
  /**
   * The owner's kitchen takes orders: a copy of `kitchens/{ownerUid}.open`, written on every change of it, so a list
   * page reads no kitchen (§6). Absent on foods stored before kitchens existed: open.
   */
  kitchenOpen?: boolean;
  /**
   * The owner's kitchen's hours and closed dates, `hoursCode` of them (§5j), written with `kitchenOpen`: a list computes
   * "open now" and "opens at" from it and the clock, with no kitchen read and no write at an opening or closing. Absent on
   * foods stored before hours existed: the card goes by `kitchenOpen` alone (a purchase asks the kitchen itself).
   */
  kitchenHours?: string;
  /** The largest (oldest) id among its reviews, or above it; absent without reviews (reviews-repo.ts). */
  reviewsEnd?: string;
  /** The sitemap shard that lists it (foods-sitemap.ts); absent on foods stored before the sitemap had shards. */
  sitemapShard?: number;
}

// Every stored field the API returns, for list queries (not the search grams).
export const LISTED_FIELDS = [
  'foodName',
  'foodImage',
  'category',
  'price',
  'description',
  'quantity',
  'foodOrigin',
  'purchaseCount',
  'buyer',
  'ownerUid',
  'createdAt',
  'kitchenOpen',
  'kitchenHours',
  ...RATING_FIELDS,
] as const;

/**
 * The only place a food document becomes an API object. The owner's e-mail is only in the owner's own list
 * (`withOwnerEmail`); every public response carries uid, name and photo.
 */
export function toFood(doc: { id: string; data(): DocumentData | undefined }, { withOwnerEmail = false } = {}): Food {
  const data = doc.data() as FoodDoc;
  const owner = { uid: data.ownerUid, userName: data.buyer.userName, photo: data.buyer.photo };
  return {
    _id: doc.id,
    foodName: data.foodName,
    foodImage: data.foodImage,
    category: data.category,
    foodCategory: data.category,
    price: data.price,
    description: data.description,
    quantity: data.quantity,
    foodOrigin: data.foodOrigin,
    purchaseCount: data.purchaseCount,
    buyer: withOwnerEmail ? { ...owner, email: data.buyer.email } : owner,
    createdAt: data.createdAt.toDate().toISOString(),
    kitchenOpen: data.kitchenOpen ?? true,
    ...(data.kitchenHours ? { kitchenHours: data.kitchenHours } : {}),
    rating: toFoodRating(data),
  };
}
