import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '@domain/limits';
import { DEFAULT_FOODS_VIEW, paths, readFoodsView, readSalesFilter, writeFoodsView } from './paths';

describe('paths', () => {
  it('are the URLs of the spec route table', () => {
    expect([paths.home, paths.login, paths.register, paths.forgotPassword, paths.foods, paths.addFood, paths.myFoods, paths.myOrders]).toEqual([
      '/', '/login', '/register', '/forgot-password', '/foods', '/add-food', '/my-foods', '/my-orders',
    ]);
    expect([paths.gallery, paths.about, paths.contact, paths.jobs, paths.press, paths.faq, paths.terms, paths.privacy, paths.cookies]).toEqual([
      '/gallery', '/aboutus', '/contract', '/jobs', '/press', '/faq', '/terms', '/privacy', '/cookies',
    ]);
    expect(paths.food('f1')).toBe('/food/f1');
    expect(paths.purchase('f1')).toBe('/foodPurchase/f1');
    expect(paths.updateFood('f1')).toBe('/update-food/f1');
    expect(paths.updateFoodSpecCasing('f1')).toBe('/update-Food/f1');
    expect(paths.applyFor('Head Chef')).toBe('/contract?apply=Head%20Chef');
  });

  it('builds URLs that the matching router pattern reads back', () => {
    for (const path of [paths.food, paths.purchase, paths.updateFood, paths.updateFoodSpecCasing, paths.order]) {
      expect(matchRoutes([{ path: path.pattern }], path('a b/c'))?.[0]?.params.id).toBe('a b/c');
    }
  });

  it('puts the All Foods view in the query string, defaults omitted, and reads it back', () => {
    expect(paths.foodsWith({})).toBe('/foods');
    expect(paths.foodsWith({ category: 'Street Food' })).toBe('/foods?category=Street+Food');
    expect(paths.foodsWith({ q: 'biryani', category: 'Rice', sort: 'price_asc' })).toBe('/foods?q=biryani&category=Rice&sort=price_asc');
    expect(paths.foodsWith({ sort: 'newest' })).toBe('/foods');
    const view = { q: ' dal & rice ', category: 'Rice', sort: 'popular' } as const;
    expect(readFoodsView(new URL(paths.foodsWith(view), 'http://x').searchParams)).toEqual(view);
  });

  it('reads a hand-made All Foods URL safely and keeps parameters it does not own', () => {
    expect(readFoodsView(new URLSearchParams('sort=cheapest&category=%20Rice%20'))).toEqual({ ...DEFAULT_FOODS_VIEW, category: 'Rice' });
    expect(readFoodsView(new URLSearchParams(`q=${'x'.repeat(200)}`)).q).toHaveLength(SEARCH_MAX_LENGTH);
    expect(writeFoodsView(new URLSearchParams('utm=a&q=old'), DEFAULT_FOODS_VIEW).toString()).toBe('utm=a');
    // One spelling per view, whatever order the parameters were set in.
    expect(writeFoodsView(new URLSearchParams('sort=popular&utm=a&category=Rice'), { q: 'dal', category: 'Rice', sort: 'popular' }).toString()).toBe(
      'q=dal&category=Rice&sort=popular&utm=a',
    );
  });

  it('puts the My Sales status filter in the URL and reads only known statuses back', () => {
    expect(paths.order('o1')).toBe('/orders/o1');
    expect(paths.mySalesWith('')).toBe('/my-sales');
    expect(paths.mySalesWith('placed')).toBe('/my-sales?status=placed');
    expect(readSalesFilter(new URL(paths.mySalesWith('declined'), 'http://x').searchParams)).toBe('declined');
    expect(readSalesFilter(new URLSearchParams('status=shipped'))).toBe('');
    expect(readSalesFilter(new URLSearchParams(''))).toBe('');
  });
});
