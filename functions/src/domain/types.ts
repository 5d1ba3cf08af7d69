import type { CodedMessage, MessageParam } from './message-codes.js';
import type { MessageCode } from './messages.js';
import type { FoodUpdateValues, FoodValues, KitchenValues, ReplyValues, ReviewValues } from './schemas.js';
import type { DeclineReason, Delivery, Fulfilment, OpenStatus, OrderActor, OrderStatus, Payment, PickupContact, SellerTarget } from './orders.js';
import type { WeekHours } from './hours.js';

// An order's contact types live in orders.ts (its rules read them) and are wire types too.
export type { Delivery, PickupContact } from './orders.js';

// Wire types of the /api contract (docs/ARCHITECTURE.md §5). Field names are the contract's.

export interface Person {
  email: string;
  userName: string;
  photo: string;
}

/**
 * A food's owner as the public sees it: no e-mail address in any anonymous response (docs/ARCHITECTURE.md §5f,
 * Privacy). The web tells "this is mine" by `uid`.
 */
export interface FoodOwner {
  uid: string;
  userName: string;
  photo: string;
  /** Only in the owner's own list (`GET /api/foods/:email`). */
  email?: string;
}

export interface Food {
  _id: string;
  foodName: string;
  foodImage: string;
  category: string;
  foodCategory: string;
  price: number;
  description: string;
  quantity: number;
  foodOrigin: string;
  purchaseCount: number;
  /** The user who added the food (the contract's name). */
  buyer: FoodOwner;
  createdAt: string;
  /** Whether the food's kitchen takes orders (§5f); a purchase checks the kitchen itself. */
  kitchenOpen: boolean;
  /**
   * The kitchen's hours and closed dates in the compact form of `hoursCode` (§5j); absent on a food stored before hours
   * existed (then only `kitchenOpen` counts on a card).
   */
  kitchenHours?: string;
  /** Its buyers' reviews (docs/ARCHITECTURE.md §5c); `{average: 0, count: 0}` without any. */
  rating: FoodRating;
}

/**
 * A top food: the contract's fields, plus what the card needs to say "Sold out" or "Not taking orders" (§5f), its stars
 * (§5c), and its kitchen (`buyer`, as on All Foods' items) for Add to cart (§5h).
 */
export type TopFood = Pick<Food, '_id' | 'foodName' | 'foodImage' | 'foodCategory' | 'description' | 'price' | 'quantity' | 'kitchenOpen' | 'kitchenHours' | 'rating' | 'buyer'>;

/** The body of `POST /api/add-food` once validated; the validated types of bodies are the schemas' (schemas.ts). */
export type FoodInput = FoodValues;

/** The body of `PUT /api/update-food/:id`: the food and the stock the edit form was loaded with. */
export type FoodUpdateInput = FoodUpdateValues;

/** One item of `GET /api/categories`: a category (as its first food spelled it) and how many foods it has. */
export interface CategoryCount {
  category: string;
  count: number;
}

/** The body of `POST /api/add-purchase-food` once validated (fulfilment defaulted, phone normalised). */
export interface PurchaseInput {
  foodId: string;
  quantity: number;
  fulfilment: Fulfilment;
  /** Always for `delivery`; for `pickup` only when the buyer gave a phone. */
  delivery?: Delivery | PickupContact;
  /** '' when none. */
  note: string;
  /** The total the buyer was shown (§5g): when given, the order is placed only at that total. */
  expectedTotal?: number;
}

/**
 * An order as listed in My Orders (`GET /api/purchase-food/:email`). The single-dish fields (`foodId` … `quantity`)
 * describe its first line (§5h).
 */
export interface Order {
  _id: string;
  foodId: string;
  foodName: string;
  foodImage: string;
  /** Unit price at the time of purchase. */
  price: number;
  quantity: number;
  /** subtotal + deliveryFee, rounded to cents (§5h). */
  total: number;
  /** ISO 8601. */
  buyingDate: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
  /** The buyer's review of the first line, null until they rate it. */
  review: OrderReview | null;
  /** Every dish of the order, at the prices when it was placed (one for an order of one dish). */
  lines: OrderLine[];
  /** The lines' totals added up. */
  subtotal: number;
  /** What the kitchen charges to deliver to the order's area; 0 for a pickup. */
  deliveryFee: number;
}

export interface OrderHistoryEntry {
  status: OrderStatus;
  /** ISO 8601. */
  at: string;
  by: OrderActor;
}

/** Why the seller declined an order (§5f). */
export interface DeclineDetails {
  reason: DeclineReason;
  /** '' when none. */
  note: string;
}

/** A kitchen's own settings (`GET`/`PUT /api/kitchen`, §5f, §5j); the address and phone are absent until set. */
export interface Kitchen {
  open: boolean;
  pickupAddress?: string;
  /** `+8801XXXXXXXXX`. */
  phone?: string;
  /** Where the kitchen delivers and for what fee (§5h); [] delivers everywhere for free. */
  deliveryAreas: DeliveryArea[];
  /** The subtotal below which it does not deliver (§5h); 0 when none. */
  minimumOrder: number;
  /** Its weekly opening hours in Dhaka time (§5j); the default's until the seller sets them. */
  hours: WeekHours;
  /** Dhaka dates it is closed all day (holidays), ascending. */
  closedDates: string[];
}

/** The body of `PUT /api/kitchen` once validated: any of its fields; '' removes the address or the phone. */
export type KitchenUpdate = Partial<KitchenValues>;

/** Where and whom to call for a pickup, as the order shows it to its buyer. */
export type KitchenContact = Pick<Kitchen, 'pickupAddress' | 'phone'>;

/** One order in full (`GET /api/orders/:id`, each item of `GET /api/sales`). */
export interface OrderDetail extends Order {
  /** A delivery's address and phone, or the phone a pickup buyer gave; null when none (or hidden, §5f Privacy). */
  delivery: Delivery | PickupContact | null;
  note: string;
  payment: Payment;
  buyer: Person;
  seller: Pick<Person, 'email' | 'userName'>;
  history: OrderHistoryEntry[];
  /** The seller's reason when the order was declined with one; null otherwise. */
  decline: DeclineDetails | null;
  /** Only to the buyer of a pickup order: the kitchen's pickup address and phone, when it set them. */
  kitchen?: KitchenContact;
}

/** `GET /api/sales/summary`: the seller's orders in each open status. */
export type SalesSummary = Record<OpenStatus, number>;

export interface StatusChange {
  status: SellerTarget;
  /** Only with `declined`. */
  reason?: DeclineReason;
  /** '' when none; only with a reason. */
  note?: string;
}

/**
 * Every error the API answers (docs/ARCHITECTURE.md §5i "Error codes"): the spec's English `message` and `errors`, and
 * beside them the MSG key of each (`code`, `fieldCodes`) with the values of a text made from values (`params`).
 */
export interface ApiErrorBody {
  message: string;
  code: MessageCode;
  params?: MessageParam[];
  errors?: Record<string, string>;
  fieldCodes?: Record<string, CodedMessage>;
}

export interface IdResponse {
  _id: string;
}

export interface OkResponse {
  ok: true;
}

/** The signed-in user as the API knows it from the session cookie. */
export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  picture: string;
}

/** The answer of `POST /api/photos` (docs/ARCHITECTURE.md §5d): paths on the app's own origin. */
export interface PhotoUpload {
  id: string;
  /** The variant to store as a food's `foodImage`. */
  url: string;
  /** Every variant, `"<path> <width>w"`, comma-separated. */
  srcset: string;
}

// Reviews and ratings (docs/ARCHITECTURE.md §5c).

/** A food's rating: the mean of its reviews rounded to 2 decimals, and how many there are. */
export interface FoodRating {
  average: number;
  count: number;
}

/** A review as its order shows it to the buyer. */
export interface OrderReview {
  rating: number;
  text: string;
}

/** The body of `POST /api/orders/:id/review` once validated ('' for no text). */
export type ReviewInput = ReviewValues;

export type ReplyInput = ReplyValues;

/** A reviewer as the public sees them: no e-mail address and no uid. */
export interface Reviewer {
  userName: string;
  photo: string;
}

export interface ReviewReply {
  text: string;
  /** ISO 8601. */
  at: string;
}

/** One item of `GET /api/food/:id/reviews`. */
export interface Review {
  _id: string;
  rating: number;
  /** '' when the buyer left stars only. */
  text: string;
  /** ISO 8601. */
  createdAt: string;
  reviewer: Reviewer;
  /** The seller's answer, absent until they reply. */
  reply?: ReviewReply;
}

// A meal in one order (docs/ARCHITECTURE.md §5h).

/** One dish of an order as stored and returned: a copy of the food when the order was placed. */
export interface OrderLine {
  foodId: string;
  foodName: string;
  foodImage: string;
  /** Unit price when the order was placed. */
  price: number;
  quantity: number;
  /** price × quantity, rounded to cents. */
  total: number;
  /** The buyer's review of this dish, null until they rate it. */
  review: OrderReview | null;
}

/** One line of the body of `POST /api/orders`. */
export interface OrderLineInput {
  foodId: string;
  quantity: number;
}

/** The body of `POST /api/orders` once validated (fulfilment defaulted, phone normalised). */
export interface OrderInput {
  lines: OrderLineInput[];
  fulfilment: Fulfilment;
  /** Always for `delivery`; for `pickup` only when the buyer gave a phone. */
  delivery?: Delivery | PickupContact;
  /** '' when none. */
  note: string;
  /** The total the buyer was shown (§5g): when given, the order is placed only at that total. */
  expectedTotal?: number;
}

/** An area a kitchen delivers to, as its cook typed it, and the fee (0 to DELIVERY_FEE_MAX, 2 decimals). */
export interface DeliveryArea {
  area: string;
  fee: number;
}

/** `GET /api/kitchens/:uid`: what a cart shows of a kitchen before the order is placed. */
export interface PublicKitchen {
  userName: string;
  open: boolean;
  deliveryAreas: DeliveryArea[];
  minimumOrder: number;
  /** Its weekly hours and closed dates (§5j), so a shopper sees when it opens. */
  hours: WeekHours;
  closedDates: string[];
}
