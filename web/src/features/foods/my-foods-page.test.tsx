import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MY_FOODS_PAGE_DEFAULT } from '@domain/limits';
import { paths } from '../../lib/paths';
import MyFoodsPage from './my-foods-page';
import { json, stubApi } from '../../testing/api';
import { makeFood } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';

const render = () => renderPage(<MyFoodsPage />, { path: paths.myFoods, route: paths.myFoods });
const foods = [makeFood(), makeFood({ _id: 'food-2', foodName: 'Beef Tehari', price: 9 })];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My Foods page', () => {
  it('lists the user’s foods with price and an Update link', async () => {
    const { calls } = stubApi([['GET', /^\/foods\/.+/, () => json(foods)]]);
    render();
    expect(screen.getByRole('status')).toBeInTheDocument();
    const rows = await screen.findAllByRole('article');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading', { name: 'Chicken Biryani' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$12.50')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /Update/ })).toHaveAttribute('href', '/update-food/food-1');
    // Each dish links to its public page, as buyers see it.
    expect(within(rows[1]!).getByRole('link', { name: 'Beef Tehari' })).toHaveAttribute('href', '/food/food-2');
    expect(calls[0]!.path).toBe('/foods/alice%40example.com');
  });

  it('deletes only after confirmation and removes the row once the server agrees', async () => {
    let release: (r: Response) => void = () => undefined;
    const { calls } = stubApi([
      ['GET', /^\/foods\/.+/, () => json(foods)],
      ['DELETE', /^\/food\/food-1$/, () => new Promise<Response>((resolve) => (release = resolve))],
    ]);
    render();
    const rows = await screen.findAllByRole('article');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Delete/ }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this food?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Delete/ }));
    dialog = screen.getByRole('dialog', { name: 'Delete this food?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    // Still listed while the server has not answered.
    expect(screen.getByRole('heading', { name: 'Chicken Biryani' })).toBeInTheDocument();

    release(json({ ok: true }));
    expect(await screen.findByText('Chicken Biryani deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chicken Biryani' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus went to the next row's first link, not to the page's body.
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByRole('article')).getAllByRole('link')[0]));
  });

  it('keeps the row and says so when the delete fails', async () => {
    stubApi([
      ['GET', /^\/foods\/.+/, () => json(foods)],
      ['DELETE', /^\/food\//, () => json({ message: 'Something went wrong. Please try again.' }, { status: 500 })],
    ]);
    render();
    const rows = await screen.findAllByRole('article');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Delete/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete food.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getAllByRole('article')[1]!).getByRole('button', { name: /Delete/ })));
  });

  it('shows the empty state with a link to add the first food', async () => {
    stubApi([['GET', /^\/foods\/.+/, () => json([])]]);
    render();
    expect(await screen.findByRole('heading', { name: 'No Foods Found' })).toBeInTheDocument();
    expect(screen.getByText("You haven't added any food items yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Food' })).toHaveAttribute('href', '/add-food');
    // One way to add, not two.
    expect(screen.queryByRole('link', { name: 'Add Food' })).toBeNull();
  });

  it('offers Add Food while the list loads, where it stays once the list arrives', async () => {
    stubApi([['GET', /^\/foods\/.+/, () => json(foods)]]);
    render();
    expect(screen.getByRole('status')).toBeInTheDocument();
    const add = screen.getByRole('link', { name: 'Add Food' });
    expect(add).toHaveAttribute('href', '/add-food');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Add Food' })).toBe(add);
  });

  it('says when the list cannot be fetched, and Try again fetches it', async () => {
    let failing = true;
    const { calls } = stubApi([['GET', /^\/foods\/.+/, () => (failing ? json({ message: 'boom' }, { status: 500 }) : json(foods))]]);
    render();
    expect(await screen.findByRole('heading', { name: 'Could not fetch your foods.' })).toBeInTheDocument();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  it('pages with the cursor: Load More appends the next page', async () => {
    const { calls } = stubApi([
      [
        'GET',
        /^\/foods\/.+/,
        (call) =>
          call.params.get('cursor') === 'next-1'
            ? json([makeFood({ _id: 'food-3', foodName: 'Fish Curry' })])
            : json(foods, { headers: { 'X-Next-Cursor': 'next-1' } }),
      ],
    ]);
    render();
    await screen.findByRole('heading', { name: 'Beef Tehari' });
    expect(calls[0]!.params.get('limit')).toBe(String(MY_FOODS_PAGE_DEFAULT));

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('heading', { name: 'Fish Curry' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // Focus goes on to the first new dish, not to the body with the vanished button.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Fish Curry' })).toHaveFocus());
    expect(calls.map((c) => c.params.get('cursor'))).toEqual([null, 'next-1']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument());
  });
});
