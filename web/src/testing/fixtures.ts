import type { Food, Order } from '@domain/types';
import { alice } from './auth';

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
    buyer: { email: alice.email, userName: alice.displayName, photo: '' },
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
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
    ...overrides,
  };
}
