import { FieldPath, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { MSG } from '../domain/messages.js';
import { roundMoney } from '../domain/money.js';
import type { Fulfilment, OrderStatus } from '../domain/orders.js';
import type { Order, Person, PurchaseInput, SessionUser } from '../domain/types.js';
import { isDocumentId, newestFirstId } from '../db/ids.js';
import { oneDoc, querySize, tracked } from '../db/read-metrics.js';
import type { RepoOptions } from '../db/repo-options.js';
import { runTransaction } from '../db/transaction.js';
import { FOODS, type FoodDoc } from '../foods/foods-repo.js';
import { Conflict, Forbidden, NotFound } from '../http/errors.js';

export const ORDERS = 'orders';

/** An order as stored: a copy of what was bought, so it outlives edits and deletion of the food. */
export interface OrderDoc {
  foodId: string;
  foodName: string;
  foodImage: string;
  /** Unit price at the time of purchase. */
  price: number;
  quantity: number;
  total: number;
  /** ISO 8601. */
  buyingDate: string;
  buyer: Person;
  buyerUid: string;
  sellerEmail: string;
  category: string;
  foodOrigin: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
}

const LISTED_FIELDS = ['foodId', 'foodName', 'foodImage', 'price', 'quantity', 'total', 'buyingDate', 'status', 'fulfilment'] as const;

/** The only place an order document becomes an API object. */
export function toOrder(doc: { id: string; data(): DocumentData | undefined }): Order {
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
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;

export function createOrdersRepo(db: Firestore, options: RepoOptions = {}) {
  const now = options.now ?? (() => new Date());
  const foods = db.collection(FOODS);
  const orders = db.collection(ORDERS);

  return {
    /** One transaction: checks the food and its stock, takes the quantity from stock and records the order. */
    async purchase(user: SessionUser, { foodId, quantity, fulfilment }: PurchaseInput): Promise<string> {
      if (!isDocumentId(foodId)) throw new NotFound(MSG.foodNotFound);
      const foodRef = foods.doc(foodId);
      return runTransaction(db, async (tx) => {
        // Reads first: Firestore rejects reads after writes in a transaction.
        const snapshot = await tracked(tx.get(foodRef), oneDoc);
        if (!snapshot.exists) throw new NotFound(MSG.foodNotFound);
        const food = snapshot.data() as FoodDoc;
        if (food.ownerUid === user.uid) throw new Forbidden(MSG.ownFood);
        if (food.quantity <= 0) throw new Conflict(MSG.outOfStock);
        if (quantity > food.quantity) throw new Conflict(MSG.purchaseQuantityStock);
        const boughtAt = now();
        const orderRef = orders.doc(newestFirstId(boughtAt));
        const order: OrderDoc = {
          foodId,
          foodName: food.foodName,
          foodImage: food.foodImage,
          price: food.price,
          quantity,
          total: roundMoney(food.price * quantity),
          buyingDate: boughtAt.toISOString(),
          buyer: { email: user.email, userName: user.name, photo: user.picture },
          buyerUid: user.uid,
          sellerEmail: food.buyer.email,
          category: food.category,
          foodOrigin: food.foodOrigin,
          status: 'placed',
          fulfilment,
        };
        tx.update(foodRef, { quantity: food.quantity - quantity, purchaseCount: food.purchaseCount + quantity });
        tx.create(orderRef, order);
        return orderRef.id;
      });
    },

    /** The user's orders, newest first. */
    async listByBuyer(uid: string): Promise<Order[]> {
      const query = orders.where('buyerUid', '==', uid).orderBy(FieldPath.documentId()).select(...LISTED_FIELDS);
      const snapshot = await tracked(query.get(), querySize);
      return snapshot.docs.map(toOrder);
    },

    /** One transaction: removes the user's order and returns its quantity to the food, if the food still exists. */
    async cancel(user: SessionUser, orderId: string): Promise<void> {
      if (!isDocumentId(orderId)) throw new NotFound(MSG.orderNotFound);
      const orderRef = orders.doc(orderId);
      await runTransaction(db, async (tx) => {
        const orderSnapshot = await tracked(tx.get(orderRef), oneDoc);
        if (!orderSnapshot.exists) throw new NotFound(MSG.orderNotFound);
        const order = orderSnapshot.data() as OrderDoc;
        if (order.buyerUid !== user.uid) throw new Forbidden(MSG.notBuyer);
        const foodRef = foods.doc(order.foodId);
        const foodSnapshot = await tracked(tx.get(foodRef), oneDoc);
        tx.delete(orderRef);
        if (foodSnapshot.exists) {
          const food = foodSnapshot.data() as FoodDoc;
          tx.update(foodRef, {
            quantity: food.quantity + order.quantity,
            purchaseCount: Math.max(0, food.purchaseCount - order.quantity),
          });
        }
      });
    },
  };
}
