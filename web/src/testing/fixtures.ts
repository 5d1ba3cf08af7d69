import type { SalesStats } from '@domain/sales';
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

/** The dashboard's numbers (`GET /api/sales/stats?range=7d`): a week with three orders, two completed, one review. */
export function makeSalesStats(overrides: Partial<SalesStats> = {}): SalesStats {
  const days = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06', '2024-01-07'];
  return {
    range: '7d',
    from: days[0] ?? '',
    to: days[6] ?? '',
    orders: { placed: 1, accepted: 0, ready: 0, completed: 2, cancelled: 0, declined: 0, expired: 0, total: 3 },
    takings: 37.5,
    averageOrder: 18.75,
    topDishes: [
      { foodId: 'food-1', foodName: 'Chicken Biryani', units: 3, takings: 25 },
      { foodId: 'food-2', foodName: 'Fish Curry', units: 1, takings: 12.5 },
    ],
    byHour: Array.from({ length: 24 }, (_, hour) => (hour === 13 ? 2 : hour === 19 ? 1 : 0)),
    days: days.map((day, i) => ({
      day,
      orders: i === 4 ? 3 : 0,
      takings: i === 4 ? 37.5 : 0,
      rating: i === 4 ? { average: 4, count: 1 } : { average: 0, count: 0 },
    })),
    rating: { average: 4, count: 1 },
    ...overrides,
  };
}
