import type { Food, Order, OrderDetail } from '@domain/types';
import { alice, bob } from './auth';

export function makeFood(overrides: Partial<Food> = {}): Food {
  return {
    _id: 'food-1',
    foodName: 'Chicken Biryani',
    foodImage: '/images/foods/biryani-800.webp',
    category: 'Rice',
    foodCategory: 'Rice',
    price: 12.5,
    description: 'Fragrant basmati rice layered with spiced chicken.',
    quantity: 50,
    foodOrigin: 'Bangladesh',
    purchaseCount: 0,
    buyer: { uid: alice.uid, userName: alice.displayName, photo: '' },
    createdAt: '2024-01-01T00:00:00.000Z',
    kitchenOpen: true,
    rating: { average: 0, count: 0 },
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const order: Omit<Order, 'lines' | 'subtotal' | 'deliveryFee'> & Partial<Order> = {
    _id: 'order-1',
    foodId: 'food-1',
    foodName: 'Chicken Biryani',
    foodImage: '/images/foods/biryani-800.webp',
    price: 12.5,
    quantity: 2,
    total: 25,
    buyingDate: '2024-01-05T12:00:00.000Z',
    status: 'placed',
    fulfilment: 'pickup',
    review: null,
    ...overrides,
  };
  // One line, the order's own dish, unless the test gives lines (docs/ARCHITECTURE.md §5h).
  const { foodId, foodName, foodImage, price, quantity, review } = order;
  return {
    lines: [{ foodId, foodName, foodImage, price, quantity, total: Math.round(price * quantity * 100) / 100, review }],
    subtotal: order.total,
    deliveryFee: 0,
    ...order,
  };
}

/** An order in full (`GET /api/orders/:id`): Bob bought Alice's biryani for delivery, and it waits in `placed`. */
export function makeOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...makeOrder({ fulfilment: 'delivery' }),
    delivery: { phone: '+8801712345678', address: 'House 12, Road 5', area: 'Dhanmondi' },
    note: 'Less spicy, please.',
    payment: 'cash_on_delivery',
    buyer: { email: bob.email, userName: bob.displayName, photo: '' },
    seller: { email: alice.email, userName: alice.displayName },
    history: [{ status: 'placed', at: '2024-01-05T12:00:00.000Z', by: 'buyer' }],
    decline: null,
    ...overrides,
  };
}
