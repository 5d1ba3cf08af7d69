import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

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
    for (const path of [paths.food, paths.purchase, paths.updateFood, paths.updateFoodSpecCasing]) {
      expect(matchRoutes([{ path: path.pattern }], path('a b/c'))?.[0]?.params.id).toBe('a b/c');
    }
  });
});
