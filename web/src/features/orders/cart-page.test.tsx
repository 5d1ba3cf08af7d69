import { ALWAYS_OPEN_HOURS } from '@domain/hours';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@domain/limits';
import { MSG } from '@domain/messages';
import { readCart } from '../../lib/cart';
import { addToCart, clearCart, type CartFood } from '../../lib/cart-actions';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { alice, bob } from '../../testing/auth';
import { makeFood } from '../../testing/fixtures';
import { englishWordsIn, visibleTextOf } from '../../testing/english-words';
import { renderPage } from '../../testing/render-page';
import CartPage from './cart-page';
import { cartTotals } from './cart-totals';
import type { PublicKitchen } from '@domain/types';

// docs/ARCHITECTURE.md §5h: one kitchen's dishes, the delivery fee by area, the checkout.

afterEach(() => {
  vi.unstubAllGlobals();
});

const seller = { uid: alice.uid, userName: alice.displayName, photo: '' };
const kacchi = makeFood({ _id: 'kacchi', foodName: 'Kacchi Biryani', price: 450, quantity: 30, buyer: seller });
const borhani = makeFood({ _id: 'borhani', foodName: 'Borhani', price: 80, quantity: 10, buyer: seller });
const firni = makeFood({ _id: 'firni', foodName: 'Firni', price: 60, quantity: 10, buyer: seller });
const terms: PublicKitchen = {
  userName: alice.displayName,
  open: true,
  hours: ALWAYS_OPEN_HOURS,
  closedDates: [],
  deliveryAreas: [
    { area: 'Gulshan', fee: 80 },
    { area: 'Dhanmondi', fee: 50 },
  ],
  minimumOrder: 300,
};

const asCartFood = (food: typeof kacchi): CartFood => food;

function fillCart() {
  addToCart(asCartFood(kacchi), 4);
  addToCart(asCartFood(borhani), 1);
  addToCart(asCartFood(firni), 2);
}

/** The store: the dishes as they are now, the kitchen's terms, and POST /orders answering `order`. */
function stubStore({ foods = [kacchi, borhani, firni], order = () => json({ _id: 'order-9' }, { status: 201 }) }: { foods?: (typeof kacchi)[]; order?: () => Response } = {}) {
  return stubApi([
    ['GET', /^\/food\/[^/]+$/, (call) => {
      const food = foods.find((f) => call.path === `/food/${f._id}`);
      return food ? json(food) : json({ message: 'Food not found.' }, { status: 404 });
    }],
    ['GET', /^\/kitchens\/u-alice$/, () => json(terms)],
    ['POST', /^\/orders$/, order],
  ]);
}

/** The figure beside `label` in the order total. */
const sum = (label: string) => within(screen.getByRole('group', { name: 'Order total' })).getByText(label).nextElementSibling?.textContent;

describe('cart totals', () => {
  it('add the delivery fee of the area typed (any case), none for pickup, and mark an area not served', () => {
    const lines = [{ price: 450, quantity: 4 }, { price: 80, quantity: 1 }, { price: 60.5, quantity: 2 }];
    expect(cartTotals(lines, terms, 'delivery', ' gulshan ')).toEqual({ subtotal: 2001, deliveryFee: 80, total: 2081, belowMinimum: false, areaNotServed: false, termsUnknown: false });
    // Without the kitchen's terms (loading, or their read failed) a delivery has no total to confirm; a pickup has.
    expect(cartTotals(lines, undefined, 'delivery', 'Gulshan')).toMatchObject({ deliveryFee: null, termsUnknown: true });
    expect(cartTotals(lines, undefined, 'pickup', '')).toMatchObject({ total: 2001, termsUnknown: false });
    expect(cartTotals(lines, terms, 'pickup', 'Gulshan')).toMatchObject({ deliveryFee: 0, total: 2001 });
    expect(cartTotals(lines, terms, 'delivery', 'Mirpur')).toMatchObject({ deliveryFee: null, total: 2001, areaNotServed: true });
    expect(cartTotals([{ price: 80, quantity: 1 }], terms, 'delivery', 'Gulshan')).toMatchObject({ belowMinimum: true });
    expect(cartTotals(lines, { ...terms, deliveryAreas: [] }, 'delivery', 'Anywhere')).toMatchObject({ deliveryFee: 0, total: 2001 });
  });
});

describe('the cart page', () => {
  it('shows each line, the subtotal, the fee of the area chosen and the total, and places one order', async () => {
    fillCart();
    const { calls } = stubStore();
    const user = userEvent.setup();
    renderPage(<CartPage />, { path: paths.cart, route: paths.cart, user: bob });

    const list = within(await screen.findByRole('list', { name: 'Dishes in your cart' }));
    expect(list.getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)).toEqual(['Kacchi Biryani', 'Borhani', 'Firni']);
    expect([sum('Subtotal'), sum('Delivery fee'), sum('Total')]).toEqual(['$2,000.00', 'Choose your area', '$2,000.00']);
    expect(await screen.findByText(/Minimum order for delivery: \$300.00/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Area in Dhaka'), 'gulshan ');
    expect([sum('Subtotal'), sum('Delivery fee'), sum('Total')]).toEqual(['$2,000.00', '$80.00', '$2,080.00']);

    await user.click(list.getByRole('button', { name: 'One more Firni' }));
    expect([sum('Subtotal'), sum('Total')]).toEqual(['$2,060.00', '$2,140.00']);
    expect(readCart()?.lines[2]?.quantity).toBe(3);

    await user.type(screen.getByLabelText('Phone'), '01712345678');
    await user.type(screen.getByLabelText('Delivery Address'), 'House 12, Road 5, Gulshan 1');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-9'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      lines: [{ foodId: 'kacchi', quantity: 4 }, { foodId: 'borhani', quantity: 1 }, { foodId: 'firni', quantity: 3 }],
      fulfilment: 'delivery',
      // As typed: the store keeps the area as the kitchen spells it (§5h).
      delivery: { phone: '+8801712345678', address: 'House 12, Road 5, Gulshan 1', area: 'gulshan' },
      note: '',
      // The total on screen: the store places the order at it or refuses it.
      expectedTotal: 2140,
    });
    expect(post?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
    expect(readCart()).toBeNull();
  });

  it("waits with a delivery while the kitchen's fees cannot be read: says so, offers a retry, and lets a pickup go", async () => {
    fillCart();
    stubApi([
      ['GET', /^\/food\/[^/]+$/, (call) => json([kacchi, borhani, firni].find((f) => call.path === `/food/${f._id}`))],
      ['GET', /^\/kitchens\/u-alice$/, () => json({ message: MSG.serviceUnavailable }, { status: 503 })],
      ['POST', /^\/orders$/, () => json({ _id: 'order-9' }, { status: 201 })],
    ]);
    const user = userEvent.setup();
    renderPage(<CartPage />, { path: paths.cart, route: paths.cart, user: bob });

    expect(await screen.findByText("Could not load the kitchen's delivery fees.", {}, { timeout: 5000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '01712345678');
    await user.type(screen.getByLabelText('Delivery Address'), 'House 12, Road 5, Gulshan 1');
    await user.type(screen.getByLabelText('Area in Dhaka'), 'Gulshan');
    // No fee, no minimum known: no total for the buyer to confirm.
    expect(screen.getByText("Delivery waits for the kitchen's fees and minimum order; pickup does not.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Pickup from the kitchen' }));
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('shows a price changed and a dish sold out since they were added, before any order is placed', async () => {
    fillCart();
    stubStore({ foods: [{ ...kacchi, price: 500 }, { ...borhani, quantity: 0 }, firni] });
    renderPage(<CartPage />, { path: paths.cart, route: paths.cart, user: bob });

    const kacchiLine = within((await screen.findByRole('heading', { name: 'Kacchi Biryani' })).closest('li') as HTMLElement);
    expect(await kacchiLine.findByText(/Price changed/)).toHaveTextContent('Price changed (was $450.00)');
    // Two phrases, also when read aloud (no "eachPrice").
    expect(kacchiLine.getByText('$500.00 each').textContent).toBe('$500.00 each Price changed (was $450.00)');
    const borhaniLine = within(screen.getByRole('heading', { name: 'Borhani' }).closest('li') as HTMLElement);
    expect(borhaniLine.getByText('Sold out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('marks the line a refused order names "Only N left." and keeps the cart', async () => {
    fillCart();
    const { calls } = stubStore({
      order: () => json({ message: 'Not enough stock.', errors: { 'lines.2.quantity': 'Only 1 left.' } }, { status: 409 }),
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, { path: paths.cart, route: paths.cart, user: bob });
    await screen.findByText(/Minimum order/);
    await user.click(screen.getByRole('radio', { name: 'Pickup from the kitchen' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const firniLine = within(screen.getByRole('heading', { name: 'Firni' }).closest('li') as HTMLElement);
    expect(await firniLine.findByText('Only 1 left.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(readCart()?.lines).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    // Lowered to what is left, the line may be ordered again.
    await user.click(firniLine.getByRole('button', { name: 'One fewer Firni' }));
    expect(firniLine.queryByText('Only 1 left.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('when a price changed since the cart was read, says what the order comes to now, shows the new price, and places it at that total', async () => {
    fillCart();
    const foods = [kacchi, borhani, firni];
    const { calls } = stubStore({
      foods,
      order: () => {
        // The cook made the Kacchi $500.00 after the cart was read.
        foods[0] = { ...kacchi, price: 500 };
        const sent = calls.filter((call) => call.method === 'POST').at(-1)?.body as { expectedTotal?: number };
        return sent.expectedTotal === 2200 ? json({ _id: 'order-9' }, { status: 201 }) : json({ message: MSG.totalChanged(2200), code: 'totalChanged', params: [2200] }, { status: 409 });
      },
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, { path: paths.cart, route: paths.cart, user: bob });
    await screen.findByText(/Minimum order/);
    await user.click(screen.getByRole('radio', { name: 'Pickup from the kitchen' }));
    expect(sum('Total')).toBe('$2,000.00');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findAllByText(MSG.totalChanged('$2,200.00'))).length).toBeGreaterThan(0);
    expect(await screen.findByText(/Price changed/)).toHaveTextContent('Price changed (was $450.00)');
    await waitFor(() => expect(sum('Total')).toBe('$2,200.00'));
    expect(readCart()?.lines).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-9'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => (call.body as { expectedTotal?: number }).expectedTotal)).toEqual([2000, 2200]);
  });

  it('after a reload still holds an order whose answer was lost: only Try again goes, under the same key, and empties the cart', async () => {
    fillCart();
    let answer: () => Response | Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    const { calls } = stubApi([
      ['GET', /^\/food\/[^/]+$/, (call) => json([kacchi, borhani, firni].find((f) => call.path === `/food/${f._id}`))],
      ['GET', /^\/kitchens\/u-alice$/, () => json(terms)],
      ['POST', /^\/orders$/, () => answer()],
    ]);
    const user = userEvent.setup();
    const first = renderPage(<CartPage />, { path: paths.cart, route: paths.cart, user: bob });
    await user.click(await screen.findByRole('radio', { name: 'Pickup from the kitchen' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText(/we cannot tell yet whether your order was placed/);
    first.unmount();

    // Another cart is another order: the attempt waits for its own lines.
    addToCart(asCartFood(firni), 1);
    const changed = renderPage(<CartPage />, { path: paths.cart, route: paths.cart, user: bob });
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(screen.queryByText(/we cannot tell yet whether your order was placed/)).toBeNull();
    changed.unmount();
    fillCart();
    clearCart();
    fillCart();

    renderPage(<CartPage />, { path: paths.cart, route: paths.cart, user: bob });
    const panel = (await screen.findByText(/we cannot tell yet whether your order was placed/)).closest('[role="alert"]') as HTMLElement;
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    answer = () => json({ _id: 'order-9' }, { status: 201, headers: { 'Idempotent-Replayed': 'true' } });
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-9'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((call) => call.headers.get(IDEMPOTENCY_KEY_HEADER))).size).toBe(1);
    expect(posts[2]?.body).toEqual(posts[0]?.body);
    expect(readCart()).toBeNull();
  });

  it('lets a visitor fill a cart and asks them to sign in to check out, coming back to /cart', async () => {
    fillCart();
    stubStore();
    renderPage(<CartPage />, { path: paths.cart, route: paths.cart, user: null });
    expect(await screen.findByRole('list', { name: 'Dishes in your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to check out' })).toHaveAttribute('href', paths.login);
  });

  it('says so when the cart is empty', () => {
    stubStore();
    renderPage(<CartPage />, { path: paths.cart, route: paths.cart, user: bob });
    expect(screen.getByRole('heading', { name: 'Your cart is empty.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Foods' })).toHaveAttribute('href', paths.foods);
  });
});

describe('the cart page in Bangla', () => {
  /** The figure beside `label` in the Bangla order total. */
  const bnSum = (label: string) => within(screen.getByRole('group', { name: 'অর্ডারের মোট' })).getByText(label).nextElementSibling?.textContent;

  it('shows Bangla digits in totals and quantities, takes a phone typed in Bangla digits and ends on the Bangla order page', async () => {
    fillCart();
    const { calls } = stubStore();
    const user = userEvent.setup();
    renderPage(<CartPage />, { path: '/bn/cart', route: '/bn/cart', user: bob, lang: 'bn' });

    const list = within(await screen.findByRole('list', { name: 'আপনার কার্টের খাবার' }));
    expect(list.getAllByRole('status').map((output) => output.textContent)).toEqual(['৪', '১', '২']);
    expect(bnSum('সাবটোটাল')).toMatch(/^২,০০০\.০০/);
    expect(await screen.findByText(/ডেলিভারির জন্য ন্যূনতম অর্ডার: ৩০০\.০০/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('ঢাকার এলাকা'), 'Gulshan');
    expect(bnSum('ডেলিভারি চার্জ')).toMatch(/^৮০\.০০/);
    expect(bnSum('মোট')).toMatch(/^২,০৮০\.০০/);
    expect(list.getByText(/প্রতিটি ৪৫০\.০০/)).toBeInTheDocument();
    expect(englishWordsIn(visibleTextOf(screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement), ['Kacchi', 'Biryani', 'Borhani', 'Firni', 'Gulshan', 'Dhanmondi', alice.displayName])).toEqual([]);

    await user.type(screen.getByLabelText('ফোন'), '০১৭১২৩৪৫৬৭৮');
    await user.type(screen.getByLabelText('ডেলিভারির ঠিকানা'), 'House 12, Road 5');
    await user.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/bn/orders/order-9'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ delivery: { phone: '+8801712345678', area: 'Gulshan' } });
  });

  it('shows a refused order in Bangla (by the API code)', async () => {
    fillCart();
    stubStore({
      order: () =>
        json(
          { message: 'Not enough stock.', code: 'purchaseFailed', errors: { 'lines.2.quantity': 'Only 1 left.' }, fieldCodes: { 'lines.2.quantity': { code: 'onlyLeft', params: [1] } } },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, { path: '/bn/cart', route: '/bn/cart', user: bob, lang: 'bn' });
    await screen.findByText(/ন্যূনতম অর্ডার/);
    await user.click(screen.getByRole('radio', { name: 'রান্নাঘর থেকে পিকআপ' }));
    await user.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));
    const firniLine = within(screen.getByRole('heading', { name: 'Firni' }).closest('li') as HTMLElement);
    expect(await firniLine.findByText('আর মাত্র ১টি আছে।')).toBeInTheDocument();
    expect(screen.queryByText('Only 1 left.')).not.toBeInTheDocument();
  });
});
