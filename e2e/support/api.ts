import { APP_URL } from './env.js';
import { idTokenFor } from './auth-emulator.js';
import { unavailability } from '../../functions/src/domain/availability.js';
import type { WeekHours } from '../../functions/src/domain/hours.js';

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
}

export interface FoodBody {
  _id: string;
  foodName: string;
  foodImage: string;
  category: string;
  price: number;
  quantity: number;
  description: string;
  foodOrigin: string;
  purchaseCount: number;
  /** Whether its kitchen takes orders now (§5f). */
  kitchenOpen: boolean;
  /** Its kitchen's hours and closed dates (`hoursCode`, §5j), when it has set them. */
  kitchenHours?: string;
  /** The owner; `email` only in the owner's own list. */
  buyer: { uid: string; userName: string; photo: string; email?: string };
}

export type OrderStatus = 'placed' | 'accepted' | 'ready' | 'completed' | 'cancelled' | 'declined' | 'expired';

export interface OrderBody {
  _id: string;
  /** The single-dish fields are the first line's (docs/ARCHITECTURE.md §5h). */
  foodId: string;
  foodName: string;
  foodImage: string;
  price: number;
  quantity: number;
  total: number;
  lines: { foodId: string; foodName: string; foodImage: string; price: number; quantity: number; total: number; review: { rating: number; text: string } | null }[];
  subtotal: number;
  deliveryFee: number;
  buyingDate: string;
  status: OrderStatus;
  fulfilment: 'delivery' | 'pickup';
}

/** `GET /api/orders/:id` and each item of `GET /api/sales` (docs/ARCHITECTURE.md §5a). */
export interface OrderDetailBody extends OrderBody {
  delivery: { phone: string; address: string; area: string } | null;
  note: string;
  payment: string;
  buyer: { email: string; userName: string; photo: string };
  seller: { email: string; userName: string };
  history: { status: OrderStatus; at: string; by: 'buyer' | 'seller' | 'system' }[];
  /** §5f: why the seller declined, and the kitchen's pickup details (its buyer's pickup orders only). */
  decline: { reason: string; note: string } | null;
  kitchen?: { pickupAddress?: string; phone?: string };
}

/** `GET`/`PUT /api/kitchen` (docs/ARCHITECTURE.md §5f, §5j). */
export interface KitchenBody {
  open: boolean;
  pickupAddress?: string;
  phone?: string;
  hours: WeekHours;
  closedDates: string[];
}

/** The order details of a purchase beyond food and quantity (absent: pickup, no note). */
export interface PurchaseDetails {
  fulfilment?: 'delivery' | 'pickup';
  /** For a pickup, only the buyer's phone (§5f). */
  delivery?: { phone: string; address?: string; area?: string };
  note?: string;
}

/**
 * Whether a shopper can order the dish now, by the rule its card and page go by (domain/availability.ts): in stock, and
 * its kitchen taking orders within its hours. Another journey may have added a dish that is not.
 */
export function orderableNow(food: FoodBody): boolean {
  return unavailability(food, Date.now()) === null;
}

export type FoodInput = Pick<FoodBody, 'foodName' | 'foodImage' | 'category' | 'price' | 'quantity' | 'description' | 'foodOrigin'>;

/** Calls the API the way the SPA does, through Hosting's /api rewrite, optionally with a session cookie. */
export class ApiClient {
  private constructor(private readonly cookie: string | null) {}

  static anonymous(): ApiClient {
    return new ApiClient(null);
  }

  /** Posts a fresh ID token to /api/jwt and keeps the __session cookie it sets. */
  static async signIn(email: string, password?: string): Promise<ApiClient> {
    const idToken = await idTokenFor(email, password);
    const response = await fetch(`${APP_URL}/api/jwt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const session = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('__session=') && pair.length > '__session='.length);
    if (response.status !== 200 || !session) {
      throw new Error(`POST /api/jwt for ${email}: ${response.status} ${await response.text()}`);
    }
    return new ApiClient(session);
  }

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${APP_URL}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: parseBody(text) as T };
  }

  /** The `__session=<cookie>` pair this client sends (null when anonymous). */
  get sessionCookie(): string | null {
    return this.cookie;
  }

  get<T = unknown>(path: string): Promise<ApiResult<T>> {
    return this.call<T>('GET', path);
  }

  async food(id: string): Promise<FoodBody> {
    return expectStatus(await this.get<FoodBody>(`/food/${id}`), 200, `GET /api/food/${id}`);
  }

  async addFood(input: FoodInput): Promise<string> {
    const result = await this.call<{ _id: string }>('POST', '/add-food', input);
    return expectStatus(result, 201, 'POST /api/add-food')._id;
  }

  async purchase(foodId: string, quantity: number, details: PurchaseDetails = {}): Promise<string> {
    const result = await this.call<{ _id: string }>('POST', '/add-purchase-food', { foodId, quantity, ...details });
    return expectStatus(result, 201, 'POST /api/add-purchase-food')._id;
  }

  async order(id: string): Promise<OrderDetailBody> {
    return expectStatus(await this.get<OrderDetailBody>(`/orders/${id}`), 200, `GET /api/orders/${id}`);
  }

  async sales(status?: OrderStatus): Promise<OrderDetailBody[]> {
    return expectStatus(await this.get<OrderDetailBody[]>(`/sales${status ? `?status=${status}` : ''}`), 200, 'GET /api/sales');
  }

  /** A seller's move (`POST /api/orders/:id/status`). */
  async move(id: string, status: Exclude<OrderStatus, 'placed' | 'cancelled'>): Promise<OrderDetailBody> {
    return expectStatus(await this.call<OrderDetailBody>('POST', `/orders/${id}/status`, { status }), 200, `POST /api/orders/${id}/status`);
  }

  /** Changes the signed-in seller's kitchen (`PUT /api/kitchen`). */
  async kitchen(): Promise<KitchenBody> {
    return expectStatus(await this.call<KitchenBody>('GET', '/kitchen'), 200, 'GET /api/kitchen');
  }

  async setKitchen(changes: Partial<KitchenBody>): Promise<KitchenBody> {
    return expectStatus(await this.call<KitchenBody>('PUT', '/kitchen', changes), 200, 'PUT /api/kitchen');
  }

  async orders(email: string): Promise<OrderBody[]> {
    return expectStatus(await this.get<OrderBody[]>(`/purchase-food/${encodeURIComponent(email)}`), 200, 'GET /api/purchase-food');
  }

  async myFoods(email: string): Promise<FoodBody[]> {
    return expectStatus(await this.get<FoodBody[]>(`/foods/${encodeURIComponent(email)}`), 200, 'GET /api/foods/:email');
  }
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function expectStatus<T>(result: ApiResult<T>, status: number, what: string): T {
  if (result.status !== status) throw new Error(`${what}: expected ${status}, got ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** A food the tests can add through the API; the image is one the app serves itself. */
export function sampleFood(foodName: string, overrides: Partial<FoodInput> = {}): FoodInput {
  return {
    foodName,
    foodImage: '/images/foods/kacchi-biryani-800.webp',
    category: 'Main Course',
    price: 9.5,
    quantity: 25,
    description: 'Slow-cooked for the end-to-end journeys, served hot.',
    foodOrigin: 'Bangladesh',
    ...overrides,
  };
}
