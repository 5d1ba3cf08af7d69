import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { makeFood } from '../../testing/fixtures';
import { renderPageWithHistory } from '../../testing/render-page';
import AllFoodsPage from './all-foods-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('All Foods by rating', () => {
  it('sorts by Top rated (sort=rating in the URL and the API call) and shows each card\'s stars', async () => {
    const rated = [
      makeFood({ _id: 'f1', foodName: 'Mishti Doi', rating: { average: 5, count: 2 } }),
      makeFood({ _id: 'f2', foodName: 'Kacchi Biryani', rating: { average: 4.67, count: 3 } }),
      makeFood({ _id: 'f3', foodName: 'New Dish', rating: { average: 0, count: 0 } }),
    ];
    const { calls } = stubApi([
      ['GET', /^\/categories$/, () => json([])],
      ['GET', /^\/foods$/, (call) => json(call.params.get('sort') === 'rating' ? rated : [makeFood()])],
    ]);
    const { url } = renderPageWithHistory(<AllFoodsPage />, { path: paths.foods, route: paths.foods });
    await screen.findByRole('heading', { name: 'Chicken Biryani' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Top rated');
    await screen.findByRole('heading', { name: 'Mishti Doi' });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Mishti Doi', 'Kacchi Biryani', 'New Dish']);
    expect(url()).toBe('/foods?sort=rating');
    expect(calls.filter((call) => call.path === '/foods').at(-1)?.params.get('sort')).toBe('rating');
    expect(within(cards[0]!).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('2 reviews')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(within(cards[2]!).getByText('No reviews yet')).toBeInTheDocument();
  });
});
