// Wire types of the /api contract (ARCHITECTURE.md §5). Field names are the contract's.

export interface Person {
  email: string;
  userName: string;
  photo: string;
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
  buyer: Person;
  createdAt: string;
}

export type TopFood = Pick<Food, '_id' | 'foodName' | 'foodImage' | 'foodCategory' | 'description' | 'price'>;

export interface FoodInput {
  foodName: string;
  foodImage: string;
  category: string;
  price: number;
  quantity: number;
  foodOrigin: string;
  description: string;
}

export interface PurchaseInput {
  foodId: string;
  quantity: number;
}

export interface Order {
  _id: string;
  foodId: string;
  foodName: string;
  foodImage: string;
  price: number;
  quantity: number;
  total: number;
  buyingDate: string;
}

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
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
