import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOODS_PAGE_DEFAULT } from '@domain/limits';
import type { Food } from '@domain/types';
import { SEARCH_AUTO_CONTINUE_PAGES, SKELETONS_ALL_FOODS } from '../../config/ui';
import { paths, readFoodsView } from '../../lib/paths';
import AllFoodsPage from './all-foods-page';
import { json, stubApi, type ApiCall } from '../../testing/api';
import { makeFood } from '../../testing/fixtures';
import { renderPage, renderPageWithHistory } from '../../testing/render-page';

const render = (route: string = paths.foods) => renderPage(<AllFoodsPage />, { path: paths.foods, route });
const renderWithHistory = (route: string = paths.foods) => renderPageWithHistory(<AllFoodsPage />, { path: paths.foods, route });

const CATEGORIES = [
  { category: 'Rice', count: 4 },
  { category: 'Dessert', count: 1 },
];

/** `count` distinct foods named `<prefix> 1`, `<prefix> 2`, ... */
function foodsNamed(prefix: string, count: number): Food[] {
  return Array.from({ length: count }, (_, i) => makeFood({ _id: `${prefix}-${i + 1}`, foodName: `${prefix} ${i + 1}` }));
}

/** The API with categories and a foods handler; `foodCalls` lists the GET /api/foods calls only. */
function stubFoods(foods: (call: ApiCall) => Response) {
  const stub = stubApi([
    ['GET', /^\/categories$/, () => json(CATEGORIES)],
    ['GET', /^\/foods$/, foods],
  ]);
  return { ...stub, foodCalls: () => stub.calls.filter((call) => call.path === '/foods') };
}

/** A food named after the list asked for, so the cards tell which search, category and sort are shown. */
const echo = (call: ApiCall) =>
  json([
    makeFood({
      _id: `${call.params.get('search')}|${call.params.get('category')}|${call.params.get('sort')}`,
      foodName: `search=${call.params.get('search')} category=${call.params.get('category') ?? '-'} sort=${call.params.get('sort') ?? '-'}`,
    }),
  ]);

const searchBox = () => screen.getByRole('searchbox', { name: 'Search foods by name' });
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });
const chips = () => within(screen.getByRole('group', { name: 'Filter by category' }));
const chip = (name: RegExp) => chips().getByRole('button', { name });
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('All Foods page', () => {
  it('shows 8 skeleton cards, then the cards with origin, price and a Purchase link', async () => {
    stubFoods(() => json([makeFood(), makeFood({ _id: 'food-2', foodName: 'Beef Tehari', price: 9 })]));
    const { container } = render();

    const loading = screen.getByRole('status');
    expect(loading.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(SKELETONS_ALL_FOODS);

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Chicken Biryani' })).toBeInTheDocument();
    expect(first.getByText('Rice')).toBeInTheDocument();
    expect(first.getByText('Origin: Bangladesh')).toBeInTheDocument();
    expect(first.getByText('$12.50')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Purchase/ })).toHaveAttribute('href', '/food/food-1');
    expect(within(cards[1]!).getByText('$9.00')).toBeInTheDocument();
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search by food name...');
  });

  it('debounces typing into one search request and replaces the history entry', async () => {
    const { foodCalls } = stubFoods((call) =>
      json(call.params.get('search') === 'pizza' ? [makeFood({ _id: 'p', foodName: 'Pepperoni Pizza' })] : [makeFood()]),
    );
    const { router, url } = renderWithHistory();
    await screen.findByRole('heading', { name: 'Chicken Biryani' });
    expect(foodCalls().map((c) => c.params.toString())).toEqual([`search=&limit=${FOODS_PAGE_DEFAULT}`]);

    await userEvent.type(searchBox(), 'pizza');

    expect(await screen.findByRole('heading', { name: 'Pepperoni Pizza' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Chicken Biryani' })).not.toBeInTheDocument();
    await wait(400);
    expect(foodCalls().map((c) => c.params.get('search'))).toEqual(['', 'pizza']);
    expect(url()).toBe('/foods?q=pizza');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { name: 'Results for “pizza”' })).toBeInTheDocument();

    // Typing made no entry of its own: back has nowhere to go.
    await act(() => router.navigate(-1));
    expect(url()).toBe('/foods?q=pizza');
  });

  it('searches at once on Enter', async () => {
    const { foodCalls } = stubFoods(echo);
    const { url } = renderWithHistory();
    await screen.findByRole('heading', { name: /^search= / });
    await userEvent.type(searchBox(), 'dal{Enter}');
    expect(url()).toBe('/foods?q=dal');
    expect(await screen.findByRole('heading', { name: 'search=dal category=- sort=-' })).toBeInTheDocument();
    expect(foodCalls().map((c) => c.params.get('search'))).toEqual(['', 'dal']);
  });

  it('shows the category chips with their counts and filters by one, pushing a history entry', async () => {
    const { foodCalls } = stubFoods(echo);
    const { router, url } = renderWithHistory();
    await screen.findByRole('heading', { name: 'search= category=- sort=-' });

    expect(chip(/^All/)).toHaveAttribute('aria-pressed', 'true');
    // Named by what they show ("Rice 4"), then what the number counts.
    expect(chip(/^All/)).toHaveAccessibleName('All 5 dishes');
    expect(chip(/^Rice/)).toHaveAccessibleName('Rice 4 dishes');
    expect(chip(/^Rice/)).toHaveTextContent(/^Rice 4/);
    expect(chip(/^Dessert/)).toHaveAccessibleName('Dessert 1 dish');
    expect(chip(/^Rice/)).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(chip(/^Rice/));
    expect(await screen.findByRole('heading', { name: 'search= category=rice sort=-' })).toBeInTheDocument();
    expect(url()).toBe('/foods?category=Rice');
    expect(router.state.historyAction).toBe('PUSH');
    expect(chip(/^Rice/)).toHaveAttribute('aria-pressed', 'true');
    expect(chip(/^All/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { name: 'All dishes in Rice' })).toBeInTheDocument();

    // Pressing the chosen chip again goes back to every category.
    await userEvent.click(chip(/^Rice/));
    expect(await screen.findByRole('heading', { name: 'search= category=- sort=-' })).toBeInTheDocument();
    expect(url()).toBe('/foods');
    expect(foodCalls().map((c) => c.params.get('category'))).toEqual([null, 'rice', null]);
  });

  it('hides the counts while a search is active: they count the whole menu, not what a tap would show', async () => {
    stubFoods(echo);
    const { url } = renderWithHistory('/foods?q=biryani');
    await screen.findByRole('heading', { name: 'search=biryani category=- sort=-' });
    await waitFor(() => expect(chip(/^Dessert/)).toHaveAccessibleName('Dessert'));
    expect(chip(/^All/)).toHaveAccessibleName('All');
    expect(chip(/^Rice/)).toHaveTextContent(/^Rice$/);
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), '{Enter}');
    expect(url()).toBe('/foods');
    await waitFor(() => expect(chip(/^Rice/)).toHaveAccessibleName('Rice 4 dishes'));
  });

  it('on a small screen brings the results into view after a search, a chip or a sort (not on arrival)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }));
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubFoods(echo);
    renderWithHistory();
    const results = () => screen.getByRole('region', { name: /^All dishes|^Results for/ });
    await screen.findByRole('heading', { name: 'search= category=- sort=-' });
    expect(scrolled).not.toHaveBeenCalled();

    await userEvent.type(searchBox(), 'dal{Enter}');
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(results());
    expect(searchBox()).not.toHaveFocus();
    await userEvent.click(chip(/^Rice/));
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(2));
    await userEvent.selectOptions(sortSelect(), 'Most popular');
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(3));
    expect(scrolled.mock.contexts[2]).toBe(results());
  });

  it('sorts with a labelled select, pushing a history entry', async () => {
    const { foodCalls } = stubFoods(echo);
    const { router, url } = renderWithHistory();
    await screen.findByRole('heading', { name: 'search= category=- sort=-' });
    expect(sortSelect()).toHaveDisplayValue('Newest');
    expect(within(sortSelect()).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Newest',
      'Price: low to high',
      'Price: high to low',
      'Most popular',
      'Top rated',
    ]);

    await userEvent.selectOptions(sortSelect(), 'Price: high to low');
    expect(await screen.findByRole('heading', { name: 'search= category=- sort=price_desc' })).toBeInTheDocument();
    expect(url()).toBe('/foods?sort=price_desc');
    expect(router.state.historyAction).toBe('PUSH');
    expect(foodCalls().at(-1)?.params.get('sort')).toBe('price_desc');
  });

  it('restores the text, chip, sort and results on back and forward', async () => {
    stubFoods(echo);
    const { router, url } = renderWithHistory();
    await screen.findByRole('heading', { name: 'search= category=- sort=-' });

    await userEvent.type(searchBox(), 'bir');
    await screen.findByRole('heading', { name: 'search=bir category=- sort=-' });
    await userEvent.click(chip(/^Rice/));
    await screen.findByRole('heading', { name: 'search=bir category=rice sort=-' });
    await userEvent.selectOptions(sortSelect(), 'Price: low to high');
    await screen.findByRole('heading', { name: 'search=bir category=rice sort=price_asc' });
    expect(url()).toBe('/foods?q=bir&category=Rice&sort=price_asc');

    await act(() => router.navigate(-1));
    expect(url()).toBe('/foods?q=bir&category=Rice');
    expect(await screen.findByRole('heading', { name: 'search=bir category=rice sort=-' })).toBeInTheDocument();
    expect(sortSelect()).toHaveDisplayValue('Newest');
    expect(chip(/^Rice/)).toHaveAttribute('aria-pressed', 'true');
    expect(searchBox()).toHaveValue('bir');

    await act(() => router.navigate(-1));
    expect(url()).toBe('/foods?q=bir');
    expect(await screen.findByRole('heading', { name: 'search=bir category=- sort=-' })).toBeInTheDocument();
    expect(chip(/^All/)).toHaveAttribute('aria-pressed', 'true');
    expect(searchBox()).toHaveValue('bir');

    await act(() => router.navigate(1));
    await act(() => router.navigate(1));
    expect(url()).toBe('/foods?q=bir&category=Rice&sort=price_asc');
    expect(await screen.findByRole('heading', { name: 'search=bir category=rice sort=price_asc' })).toBeInTheDocument();
    expect(sortSelect()).toHaveDisplayValue('Price: low to high');
    expect(chip(/^Rice/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('back drops a search still being typed and shows the text of the entry it returns to', async () => {
    const { foodCalls } = stubFoods(echo);
    const { router, url } = renderWithHistory('/foods?q=rice');
    await screen.findByRole('heading', { name: 'search=rice category=- sort=-' });
    await userEvent.click(chip(/^Dessert/));
    await screen.findByRole('heading', { name: 'search=rice category=dessert sort=-' });

    await userEvent.type(searchBox(), 'xyz');
    await act(() => router.navigate(-1));
    expect(searchBox()).toHaveValue('rice');
    await wait(400);
    expect(url()).toBe('/foods?q=rice');
    expect(foodCalls().map((c) => c.params.get('search'))).not.toContain('ricexyz');
  });

  it('opens a shared link as it was: text, chip (any case), sort and results', async () => {
    const { foodCalls } = stubFoods(echo);
    render('/foods?q=tehari&category=rice&sort=popular');

    expect(await screen.findByRole('heading', { name: 'search=tehari category=rice sort=popular' })).toBeInTheDocument();
    expect(searchBox()).toHaveValue('tehari');
    expect(sortSelect()).toHaveDisplayValue('Most popular');
    await waitFor(() => expect(chip(/^Rice/)).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('heading', { name: 'Results for “tehari” in Rice' })).toBeInTheDocument();
    expect(foodCalls()).toHaveLength(1);
  });

  it('sends the view as the URL holds it when the form is submitted without the app (search, category, sort by name)', async () => {
    stubFoods(echo);
    render('/foods?q=tehari&category=rice&sort=popular');
    expect(await screen.findByRole('heading', { name: 'search=tehari category=rice sort=popular' })).toBeInTheDocument();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', paths.foods);
    const sent = new URLSearchParams([...new FormData(form as HTMLFormElement)].map(([key, value]) => [key, String(value)]));
    expect(readFoodsView(sent)).toEqual({ q: 'tehari', category: 'rice', sort: 'popular' });
  });

  it('the search button sends what the form holds: text typed and a sort chosen before the app ran count', async () => {
    stubFoods(echo);
    const { url } = renderWithHistory('/foods?category=rice');
    expect(await screen.findByRole('heading', { name: /^search=.* category=rice sort=/ })).toBeInTheDocument();
    const form = screen.getByRole('search');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    // What a visitor did before the app hydrated the page: the fields hold it, the app's state never heard of it.
    (searchBox() as HTMLInputElement).value = 'biryani';
    (sortSelect() as HTMLSelectElement).value = 'rating';
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'search=biryani category=rice sort=rating' })).toBeInTheDocument();
    expect(url()).toBe('/foods?q=biryani&category=rice&sort=rating');
    expect(searchBox()).toHaveValue('biryani');
    expect(sortSelect()).toHaveDisplayValue('Top rated');
  });

  it('shows a category the store no longer lists as a chosen chip', async () => {
    stubFoods(() => json([]));
    render('/foods?category=Pies');
    expect(await screen.findByRole('heading', { name: 'No Foods Found' })).toBeInTheDocument();
    await waitFor(() => expect(chip(/^Pies$/)).toHaveAttribute('aria-pressed', 'true'));
    expect(chip(/^Rice/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the empty state when nothing matches', async () => {
    stubFoods(() => json([]));
    render();
    expect(await screen.findByRole('heading', { name: 'No Foods Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or check back later.')).toBeInTheDocument();
  });

  it('says when the list cannot be fetched, and Try again fetches it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const { foodCalls } = stubFoods(() => (failing ? json({ message: 'Something went wrong. Please try again.' }, { status: 500 }) : json([makeFood()])));
    render();
    // One failure state: the spec's 'No Foods Found' with why, never a bare 'No Foods Found' above a failure.
    expect(await screen.findByRole('heading', { name: 'No Foods Found: the dishes could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Foods Found' })).not.toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Chicken Biryani' })).toBeInTheDocument();
    expect(foodCalls()).toHaveLength(2);
  });

  it('loads the next page with the X-Next-Cursor value and appends it', async () => {
    const firstPage = foodsNamed('Dish', FOODS_PAGE_DEFAULT);
    const { foodCalls } = stubFoods((call) =>
      call.params.get('cursor') === 'cursor-2'
        ? json([makeFood({ _id: 'food-last', foodName: 'Fish Curry' })])
        : json(firstPage, { headers: { 'X-Next-Cursor': 'cursor-2' } }),
    );
    render('/foods?category=Rice&sort=price_asc');
    await screen.findByRole('heading', { name: 'Dish 1' });
    expect(foodCalls()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));

    expect(await screen.findByRole('heading', { name: 'Fish Curry' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(FOODS_PAGE_DEFAULT + 1);
    // Focus goes on to the first new dish, not to the body with the vanished button.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Fish Curry' }).closest('li')).toContainElement(document.activeElement as HTMLElement));
    expect(foodCalls()).toHaveLength(2);
    expect(foodCalls()[0]!.params.has('cursor')).toBe(false);
    expect(Object.fromEntries(foodCalls()[1]!.params)).toMatchObject({ cursor: 'cursor-2', category: 'rice', sort: 'price_asc' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument());
  });

  it('goes on past capped empty search pages instead of saying nothing was found', async () => {
    const { foodCalls } = stubFoods((call) => {
      const cursor = call.params.get('cursor');
      if (!cursor) return json([], { headers: { 'X-Next-Cursor': 'c1' } });
      if (cursor === 'c1') return json([], { headers: { 'X-Next-Cursor': 'c2' } });
      return json([makeFood({ _id: 'rare', foodName: 'Rare Mango Pickle' })]);
    });
    render('/foods?q=pickle');

    expect(await screen.findByRole('heading', { name: 'Rare Mango Pickle' })).toBeInTheDocument();
    expect(foodCalls().map((c) => c.params.get('cursor'))).toEqual([null, 'c1', 'c2']);
    expect(screen.queryByRole('heading', { name: 'No Foods Found' })).not.toBeInTheDocument();
  });

  it('stops after a bounded number of empty pages and lets the shopper keep searching', async () => {
    let served = 0;
    const { foodCalls } = stubFoods(() => {
      served += 1;
      return json([], { headers: { 'X-Next-Cursor': `c${served}` } });
    });
    render('/foods?q=zz');

    expect(await screen.findByRole('heading', { name: 'No matches yet' })).toBeInTheDocument();
    expect(foodCalls()).toHaveLength(1 + SEARCH_AUTO_CONTINUE_PAGES);
    expect(screen.queryByRole('heading', { name: 'No Foods Found' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Keep searching' }));
    await waitFor(() => expect(foodCalls()).toHaveLength(2 * (1 + SEARCH_AUTO_CONTINUE_PAGES)));
    expect(await screen.findByRole('button', { name: 'Keep searching' })).toBeInTheDocument();
    expect(foodCalls().at(-1)?.params.get('cursor')).toBe(`c${2 * (1 + SEARCH_AUTO_CONTINUE_PAGES) - 1}`);
  });

  it('fills a short capped page from the next ones and keeps Load More while a cursor remains', async () => {
    const { foodCalls } = stubFoods((call) => {
      const page = Number(call.params.get('cursor') ?? '0');
      return json(foodsNamed(`Page${page} dish`, 10), { headers: { 'X-Next-Cursor': String(page + 1) } });
    });
    render('/foods?q=dish');

    // 10 + 10 + 10 reach a page's worth (24): three requests, then Load More waits for the shopper.
    expect(await screen.findByRole('heading', { name: 'Page2 dish 10' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Load More' })).toBeEnabled();
    expect(foodCalls()).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('heading', { name: 'Page5 dish 10' })).toBeInTheDocument();
    expect(foodCalls()).toHaveLength(6);
  });

  it('says when the next page fails, and Try again loads it', async () => {
    let failing = true;
    stubFoods((call) => {
      if (!call.params.get('cursor')) return json(foodsNamed('Dish', FOODS_PAGE_DEFAULT), { headers: { 'X-Next-Cursor': 'c1' } });
      return failing ? json({ message: 'Something went wrong. Please try again.' }, { status: 500 }) : json([makeFood({ _id: 'late', foodName: 'Late Dish' })]);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render();
    await screen.findByRole('heading', { name: 'Dish 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Could not load more dishes.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(FOODS_PAGE_DEFAULT);

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Late Dish' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load more dishes.')).not.toBeInTheDocument();
  });
});
