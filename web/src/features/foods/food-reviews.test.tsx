import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import type { Review } from '@domain/types';
import type { AuthUser } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { alice, bob } from '../../testing/auth';
import { makeFood } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import FoodDetailPage from './food-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rated = makeFood({ quantity: 7, rating: { average: 4.33, count: 12 } });
const review = (n: number, overrides: Partial<Review> = {}): Review => ({
  _id: `review-${n}`,
  rating: (n % 5) + 1,
  text: `Review text ${n}`,
  createdAt: `2024-02-${String(20 - n).padStart(2, '0')}T10:00:00.000Z`,
  reviewer: { userName: `Diner ${n}`, photo: '' },
  ...overrides,
});
const render = (user: AuthUser | null = bob) => renderPage(<FoodDetailPage />, { path: paths.food.pattern, route: paths.food('food-1'), user });
const reviewsSection = () => within(screen.getByRole('region', { name: 'Reviews' }));

describe('Food page rating and reviews', () => {
  it('shows the rating from the food itself, even when the reviews cannot load', async () => {
    stubApi([
      ['GET', /^\/food\/food-1$/, () => json(rated)],
      ['GET', /^\/food\/food-1\/reviews$/, () => json({ message: 'Something went wrong.' }, { status: 500 })],
    ]);
    render();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Chicken Biryani' });
    const line = heading.nextElementSibling as HTMLElement;
    expect(within(line).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(line).toHaveTextContent('4.3');
    expect(within(line).getByText('12 reviews')).toBeInTheDocument();
    expect(await reviewsSection().findByText(MSG.reviewsFetchFailed)).toBeInTheDocument();
    expect(reviewsSection().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists the reviews newest first with their stars and the seller\'s reply, and loads more', async () => {
    const { calls } = stubApi([
      ['GET', /^\/food\/food-1$/, () => json(rated)],
      [
        'GET',
        /^\/food\/food-1\/reviews$/,
        ({ params }) =>
          params.get('cursor') === 'page-2'
            ? json([review(10), review(11, { text: '' })])
            : json(
                Array.from({ length: 10 }, (_, i) =>
                  review(i, i === 0 ? { reply: { text: 'Thank you for coming back!', at: '2024-02-21T09:00:00.000Z' } } : {}),
                ),
                { headers: { 'X-Next-Cursor': 'page-2' } },
              ),
      ],
    ]);
    render();
    const first = await screen.findByRole('article', { name: 'Review by Diner 0' });
    expect(within(first).getByRole('img', { name: '1 of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByText('Review text 0')).toBeInTheDocument();
    expect(within(first).getByText('Feb 20, 2024')).toBeInTheDocument();
    expect(within(first).getByText('Reply from Alice Cook')).toBeInTheDocument();
    expect(within(first).getByText('Thank you for coming back!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/food/food-1/reviews')?.params.get('limit')).toBe('10');
    expect(reviewsSection().getAllByRole('article')).toHaveLength(10);
    // A buyer or visitor gets no Reply form.
    expect(reviewsSection().queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();

    await userEvent.click(reviewsSection().getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('article', { name: 'Review by Diner 11' })).toBeInTheDocument();
    expect(reviewsSection().getAllByRole('article')).toHaveLength(12);
    expect(reviewsSection().queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('gives the seller a Reply form under a review without a reply; the reply then shows', async () => {
    const { calls } = stubApi([
      ['GET', /^\/food\/food-1$/, () => json(rated)],
      ['GET', /^\/food\/food-1\/reviews$/, () => json([review(1), review(2, { reply: { text: 'Glad you liked it.', at: '2024-02-19T12:00:00.000Z' } })])],
      ['POST', /^\/reviews\/review-1\/reply$/, ({ body }) => json(review(1, { reply: { text: (body as { text: string }).text, at: '2024-02-20T12:00:00.000Z' } }))],
    ]);
    render(alice);
    const item = within(await screen.findByRole('article', { name: 'Review by Diner 1' }));
    const open = await item.findByRole('button', { name: 'Reply to Diner 1' });
    expect(within(screen.getByRole('article', { name: 'Review by Diner 2' })).queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
    await userEvent.click(open);
    const form = within(item.getByRole('form', { name: 'Reply to Diner 1' }));
    await userEvent.click(form.getByRole('button', { name: 'Post reply' }));
    expect(await form.findByText(MSG.replyRequired)).toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Your reply'), ' See you soon! ');
    await userEvent.click(form.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(MSG.replySuccess)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'See you soon!' });
    expect(await item.findByText('See you soon!')).toBeInTheDocument();
    expect(item.getByText('Reply from Alice Cook')).toBeInTheDocument();
    expect(item.queryByRole('form')).not.toBeInTheDocument();
  });

  it('moves focus with the reply: into its field on Reply, back to Reply on Cancel, to the posted reply after Post', async () => {
    stubApi([
      ['GET', /^\/food\/food-1$/, () => json(rated)],
      ['GET', /^\/food\/food-1\/reviews$/, () => json([review(1)])],
      ['POST', /^\/reviews\/review-1\/reply$/, ({ body }) => json(review(1, { reply: { text: (body as { text: string }).text, at: '2024-02-20T12:00:00.000Z' } }))],
    ]);
    render(alice);
    const item = within(await screen.findByRole('article', { name: 'Review by Diner 1' }));
    await userEvent.click(await item.findByRole('button', { name: 'Reply to Diner 1' }));
    expect(item.getByLabelText('Your reply')).toHaveFocus();
    await userEvent.click(item.getByRole('button', { name: 'Cancel' }));
    expect(item.getByRole('button', { name: 'Reply to Diner 1' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(item.getByLabelText('Your reply')).toHaveFocus();
    await userEvent.keyboard('Thank you!');
    await userEvent.click(item.getByRole('button', { name: 'Post reply' }));
    const posted = await item.findByText('Thank you!');
    await waitFor(() => expect(posted.parentElement).toHaveFocus());
    expect(posted.parentElement).toHaveTextContent('Reply from Alice Cook');
  });

  it('says a dish has no reviews yet', async () => {
    stubApi([
      ['GET', /^\/food\/food-1$/, () => json(makeFood())],
      ['GET', /^\/food\/food-1\/reviews$/, () => json([])],
    ]);
    render(null);
    await screen.findByRole('region', { name: 'Reviews' });
    expect(await reviewsSection().findByText('No reviews yet. Buyers can rate this dish once their order is completed.')).toBeInTheDocument();
    expect(reviewsSection().getByText('No reviews yet')).toBeInTheDocument();
  });
});
