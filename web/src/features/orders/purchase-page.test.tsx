import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@domain/limits';
import { MSG } from '@domain/messages';
import type { Food } from '@domain/types';
import { paths } from '../../lib/paths';
import { json, stubApi as stubRoutes, type ApiCall } from '../../testing/api';
import { bob } from '../../testing/auth';
import { makeFood } from '../../testing/fixtures';
import { englishWordsIn, visibleTextOf } from '../../testing/english-words';
import { renderPage, renderPageWithHistory } from '../../testing/render-page';
import PurchasePage from './purchase-page';
import { UNSURE_ORDER_TEXT } from './unsure-order';
import { WAITING_DISH_CHECK_MS } from '../../config/ui';

/**
 * The store's answers, and for a test that does not say, the seller's kitchen (open, delivering free to the areas the
 * tests type, no minimum): a delivery waits for the kitchen's terms.
 */
function stubApi(routes: Parameters<typeof stubRoutes>[0]) {
  const deliveryAreas = ['Gulshan', 'Dhanmondi', 'Mirpur'].map((area) => ({ area, fee: 0 }));
  const kitchen = { userName: 'Alice Cook', open: true, deliveryAreas, minimumOrder: 0, hours: null, closedDates: [] };
  return stubRoutes([...routes, ['GET', /^\/kitchens\/[^/]+$/, () => json(kitchen)]]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderWith(food: Food, user = bob) {
  const api = stubApi([
    ['GET', /^\/food\//, () => json(food)],
    ['POST', /^\/add-purchase-food$/, () => json({ _id: 'order-9' }, { status: 201 })],
  ]);
  renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase(food._id), user });
  return api;
}

async function submitQuantity(value: string) {
  const input = await screen.findByLabelText('Quantity');
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
}

async function choosePickup() {
  await userEvent.click(await screen.findByRole('radio', { name: 'Pickup from the kitchen' }));
}

async function fillDelivery({ phone = '01712345678', address = 'House 12, Road 5, Dhanmondi', area = 'Dhanmondi' } = {}) {
  for (const [label, value] of [
    ['Phone', phone],
    ['Delivery Address', address],
    ['Area in Dhaka', area],
  ] as const) {
    const input = await screen.findByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');

/** The order total's rows as shown: [label, amount]. */
function summaryRows(): string[][] {
  const summary = screen.getByRole('group', { name: 'Order total' });
  return [...summary.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']);
}
const keyOf = (call: ApiCall | undefined) => call?.headers.get(IDEMPOTENCY_KEY_HEADER) ?? null;

describe('Purchase page', () => {
  it('shows the order form with quantity 1 and the buyer read-only', async () => {
    renderWith(makeFood({ quantity: 12 }));
    const quantity = await screen.findByLabelText('Quantity');
    expect(screen.getByRole('heading', { name: 'Confirm Your Order' })).toBeInTheDocument();
    expect(quantity).toHaveValue(1);
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '12');
    expect(screen.getByLabelText('Buyer Name')).toHaveValue('Bob Buyer');
    expect(screen.getByLabelText('Buyer Email')).toHaveValue('bob@example.com');
    expect(screen.getByLabelText('Buyer Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Back to the dish' })).toHaveAttribute('href', '/food/food-1');
  });

  it('rejects 0 with the spec message', async () => {
    const { calls } = renderWith(makeFood({ quantity: 12 }));
    await submitQuantity('0');
    expect(await screen.findByText('Quantity must be greater than 0')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('rejects an empty quantity with the spec message', async () => {
    renderWith(makeFood({ quantity: 12 }));
    await submitQuantity('');
    expect(await screen.findByText('Quantity must be greater than 0')).toBeInTheDocument();
  });

  it('rejects more than the stock', async () => {
    const { calls } = renderWith(makeFood({ quantity: 12 }));
    await submitQuantity('13');
    // The spec's message, then how many are left.
    expect(await screen.findByText('Quantity exceeds available stock (only 12 left)')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('rejects more than 20 units even with stock 50', async () => {
    const { calls } = renderWith(makeFood({ quantity: 50 }));
    await submitQuantity('21');
    expect(await screen.findByText('You can buy a maximum of 20 units')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says at the top that the user cannot buy their own food and offers Edit instead of the form', async () => {
    renderWith(makeFood({ buyer: { uid: bob.uid, userName: bob.displayName, photo: '' } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'You cannot purchase your own food.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', paths.updateFood('food-1'));
    expect(screen.queryByRole('button', { name: 'Confirm Purchase' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Quantity')).not.toBeInTheDocument();
  });

  it('says Sold out at the top, without the form, when the stock is 0', async () => {
    renderWith(makeFood({ quantity: 0 }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sold out' })).toBeInTheDocument();
    expect(screen.getByText(/This item is currently out of stock\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Purchase' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore All Foods' })).toHaveAttribute('href', paths.foods);
  });

  it('says at the top, without the form, when the kitchen is not taking orders', async () => {
    renderWith(makeFood({ kitchenOpen: false }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Not taking orders right now' })).toBeInTheDocument();
    expect(screen.getByText(/This kitchen is not taking orders right now\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Purchase' })).not.toBeInTheDocument();
  });

  it("says when a kitchen outside its opening hours opens, at the top, without the form (§5j)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 11:00 PM in Dhaka; the kitchen opens at 11 AM and closes at 10 PM.
    vi.setSystemTime(new Date('2026-11-26T17:00:00Z'));
    renderWith(makeFood({ kitchenHours: Array(7).fill('11:00-15:00,18:00-22:00').join('|') }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Opens tomorrow at 11:00 AM' })).toBeInTheDocument();
    expect(screen.getByText(/This kitchen is closed now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Purchase' })).not.toBeInTheDocument();
  });

  it('asks a pickup buyer for a phone (optional) and sends it as +880', async () => {
    const { calls } = renderWith(makeFood());
    await choosePickup();
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '01912 345678');
    await submitQuantity('1');
    expect(await screen.findByText('Food purchased successfully!')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ foodId: 'food-1', quantity: 1, fulfilment: 'pickup', delivery: { phone: '+8801912345678' }, note: '', expectedTotal: 12.5 });
  });

  it('posts a pickup order with an idempotency key, toasts and goes to the new order page', async () => {
    const { calls } = renderWith(makeFood({ quantity: 50 }));
    await choosePickup();
    await submitQuantity('3');
    expect(await screen.findByText('Food purchased successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-9');
    const [post] = posts(calls);
    expect(post?.body).toEqual({ foodId: 'food-1', quantity: 3, fulfilment: 'pickup', note: '', expectedTotal: 37.5 });
    expect(keyOf(post)).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('posts a delivery order with the phone as +880, trimmed text and the note', async () => {
    const { calls } = renderWith(makeFood({ quantity: 50 }));
    await fillDelivery({ phone: '01712-345678', address: '  House 12, Road 5  ', area: 'Gulshan ' });
    await userEvent.type(screen.getByLabelText('Note (optional)'), ' Less spicy, please. ');
    await submitQuantity('2');
    expect(await screen.findByText('Food purchased successfully!')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      foodId: 'food-1',
      quantity: 2,
      fulfilment: 'delivery',
      delivery: { phone: '+8801712345678', address: 'House 12, Road 5', area: 'Gulshan' },
      note: 'Less spicy, please.',
      expectedTotal: 25,
    });
  });

  it('takes a phone typed in Bangla digits and sends it as +880', async () => {
    const { calls } = renderWith(makeFood({ quantity: 50 }));
    await fillDelivery({ phone: '০১৭১২৩৪৫৬৭৮' });
    await userEvent.tab();
    expect(screen.queryByText(MSG.phoneInvalid)).not.toBeInTheDocument();
    await submitQuantity('1');
    expect(await screen.findByText('Food purchased successfully!')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({ delivery: { phone: '+8801712345678' } });
  });

  it('asks for delivery or pickup, says payment is cash and shows the total', async () => {
    renderWith(makeFood({ quantity: 50, price: 12.5 }));
    expect(await screen.findByRole('radio', { name: 'Delivery' })).toBeChecked();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Area in Dhaka')).toHaveAttribute('list', 'purchase-areas');
    expect(document.querySelectorAll('#purchase-areas option').length).toBeGreaterThan(10);
    expect(screen.getByText('Cash on delivery.')).toBeInTheDocument();

    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(summaryRows()).toEqual([['Subtotal (3 × $12.50)', '$37.50'], ['Delivery fee', 'Choose your area'], ['Total', '$37.50']]);

    await choosePickup();
    expect(screen.queryByLabelText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delivery Address')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Note (optional)')).toBeInTheDocument();
    expect(screen.getByText('Cash on pickup.')).toBeInTheDocument();
  });

  it("adds the kitchen's delivery fee for the area to the total, offers its areas, and waits below its minimum, as the cart does (§5h)", async () => {
    const { calls } = stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: 50, price: 3.5 }))],
      ['GET', /^\/kitchens\/u-alice$/, () => json({ userName: 'Alice Cook', open: true, deliveryAreas: [{ area: 'Mirpur', fee: 1 }, { area: 'Gulshan', fee: 0 }], minimumOrder: 8, hours: null, closedDates: [] })],
      ['POST', /^\/add-purchase-food$/, () => json({ _id: 'order-9' }, { status: 201 })],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await screen.findByText('Minimum order for delivery: $8.00.');
    expect([...document.querySelectorAll('#purchase-areas option')].map((option) => option.getAttribute('value'))).toEqual(['Mirpur', 'Gulshan']);
    expect(screen.getByText('One of the areas this kitchen delivers to.')).toBeInTheDocument();

    // One Fuchka is below the $8.00 minimum: said, and Confirm waits.
    await fillDelivery({ area: 'Mirpur' });
    expect(summaryRows()).toEqual([['Subtotal (1 × $3.50)', '$3.50'], ['Delivery fee', '$1.00'], ['Total', '$4.50']]);
    expect(screen.getByText(/Add a little more/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeDisabled();

    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(summaryRows()).toEqual([['Subtotal (3 × $3.50)', '$10.50'], ['Delivery fee', '$1.00'], ['Total', '$11.50']]);
    expect(screen.queryByText(/Add a little more/)).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Area in Dhaka'));
    await userEvent.type(screen.getByLabelText('Area in Dhaka'), 'Uttara');
    expect(screen.getByText('This kitchen does not deliver to Uttara.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Area in Dhaka'));
    await userEvent.type(screen.getByLabelText('Area in Dhaka'), 'gulshan');
    expect(summaryRows()).toEqual([['Subtotal (3 × $3.50)', '$10.50'], ['Delivery fee', 'Free'], ['Total', '$10.50']]);

    await choosePickup();
    expect(summaryRows()).toEqual([['Subtotal (3 × $3.50)', '$10.50'], ['Delivery fee', 'None (pickup)'], ['Total', '$10.50']]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
  });

  it("waits with a delivery while the kitchen's fees cannot be read (says so, with a retry); a pickup goes", async () => {
    const { calls } = stubRoutes([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: 50, price: 11 }))],
      ['GET', /^\/kitchens\//, () => json({ message: MSG.serviceUnavailable }, { status: 503 })],
      ['POST', /^\/add-purchase-food$/, () => json({ _id: 'order-9' }, { status: 201 })],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    expect(await screen.findByText("Could not load the kitchen's delivery fees.", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await fillDelivery({ area: 'Gulshan' });
    expect(screen.getByText("Delivery waits for the kitchen's fees and minimum order; pickup does not.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeDisabled();
    await choosePickup();
    expect(screen.queryByText("Could not load the kitchen's delivery fees.")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ fulfilment: 'pickup' });
  });

  it('checks the delivery details with the domain messages before sending', async () => {
    const { calls } = renderWith(makeFood({ quantity: 50 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Purchase' }));
    expect(await screen.findByText(MSG.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.addressRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.areaRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');

    await fillDelivery({ phone: '0171234567', address: 'Road 5', area: 'G' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    expect(await screen.findByText(MSG.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.addressMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.areaMin)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(`A Bangladeshi mobile number the rider can call. ${MSG.phoneInvalid}`);
    expect(posts(calls)).toHaveLength(0);

    // Pickup needs none of them; the phone it keeps is optional but must be a mobile number when given.
    await choosePickup();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    expect(await screen.findByText(MSG.phoneInvalid)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Phone (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    expect(await screen.findByText('Food purchased successfully!')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).not.toHaveProperty('delivery');
  });

  it('shows the server’s field errors next to their fields until the field is changed', async () => {
    const { calls } = stubApi([
      ['GET', /^\/food\//, () => json(makeFood())],
      [
        'POST',
        /^\/add-purchase-food$/,
        () =>
          json(
            { message: 'Some fields are invalid.', errors: { 'delivery.phone': 'This number cannot take calls.', note: 'Remove control or text-direction characters.', foodId: 'x' } },
            { status: 400 },
          ),
      ],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await fillDelivery();
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Ring twice');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));

    expect(await screen.findByText('Some fields are invalid.')).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('A Bangladeshi mobile number the rider can call. This number cannot take calls.');
    expect(screen.getByLabelText('Note (optional)')).toHaveAccessibleDescription('Remove control or text-direction characters.');
    expect(screen.getByLabelText('Delivery Address')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent('/foodPurchase/food-1');

    // A blur runs the form's own checks, which pass: the server's word stays until the phone itself changes.
    await userEvent.click(screen.getByLabelText('Delivery Address'));
    await userEvent.tab();
    expect(screen.getByText('This number cannot take calls.')).toBeInTheDocument();
    await userEvent.type(phone, '9');
    expect(screen.queryByText('This number cannot take calls.')).not.toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'false');
    expect(posts(calls)).toHaveLength(1);
  });

  it('after a lost answer asks again under the same key, and a placed order is said so and shown', async () => {
    // The first answer is lost on the way (the order was placed); asking again returns that order.
    const answers: (() => Response | Promise<Response>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json({ _id: 'order-9' }, { status: 201, headers: { 'Idempotent-Replayed': 'true' } }),
    ];
    const { calls } = stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: 50 }))],
      ['POST', /^\/add-purchase-food$/, () => (answers.shift() ?? (() => json({ message: 'unexpected' }, { status: 500 })))()],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await fillDelivery();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    expect(await screen.findByText('Food purchased successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-9'));
    expect(screen.queryByText('Failed to complete purchase')).not.toBeInTheDocument();
    const [first, second] = posts(calls);
    expect(posts(calls)).toHaveLength(2);
    expect(keyOf(first)).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keyOf(second)).toBe(keyOf(first));
    expect(second?.body).toEqual(first?.body);
  });

  it('after a 500 whose order was not placed, the check’s refusal is shown and the next attempt gets a new key', async () => {
    const answers: (() => Response)[] = [
      () => json({ message: MSG.serverError }, { status: 500 }),
      () => json({ message: MSG.purchaseQuantityStockLeft(1) }, { status: 409 }),
      () => json({ _id: 'order-9' }, { status: 201 }),
    ];
    const { calls } = stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: 5 }))],
      ['POST', /^\/add-purchase-food$/, () => (answers.shift() ?? (() => json({ message: 'unexpected' }, { status: 500 })))()],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await choosePickup();
    await submitQuantity('2');
    expect(await screen.findByText('Quantity exceeds available stock (only 1 left)')).toBeInTheDocument();
    expect(screen.queryByText('Failed to complete purchase')).not.toBeInTheDocument();
    const [first, second] = posts(calls);
    expect(keyOf(second)).toBe(keyOf(first));

    await submitQuantity('1');
    expect(await screen.findByText('Food purchased successfully!')).toBeInTheDocument();
    expect(keyOf(posts(calls)[2])).not.toBe(keyOf(first));
  });

  it('when the answer is lost twice, says it cannot tell, holds other orders back and retries the same one safely', async () => {
    let answer: () => Response | Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    const { calls } = stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: 50 }))],
      ['POST', /^\/add-purchase-food$/, () => answer()],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await choosePickup();
    await submitQuantity('2');
    const panel = await screen.findByText(UNSURE_ORDER_TEXT);
    expect(panel.closest('[role="alert"]')).toHaveTextContent('Failed to complete purchase');
    expect(screen.getByRole('link', { name: 'See My Orders' })).toHaveAttribute('href', '/my-orders');
    expect(posts(calls)).toHaveLength(2);
    // Another order now could be a second one: only the same order may go again.
    expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeDisabled();

    answer = () => json({ message: MSG.serviceUnavailable }, { status: 503 });
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(4));
    expect(await screen.findByText(UNSURE_ORDER_TEXT)).toBeInTheDocument();

    answer = () => json({ _id: 'order-9' }, { status: 201, headers: { 'Idempotent-Replayed': 'true' } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Food purchased successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-9'));
    const sent = posts(calls);
    expect(sent).toHaveLength(5);
    expect(new Set(sent.map(keyOf)).size).toBe(1);
    expect(sent.every((call) => JSON.stringify(call.body) === JSON.stringify(sent[0]?.body))).toBe(true);
    expect(sent[0]?.body).toMatchObject({ quantity: 2 });
  });

  it('remembers an order sent without an answer across a reload: the page opened afresh offers only its retry, under its key', async () => {
    let answer: () => Response | Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    const { calls } = stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: 50 }))],
      ['POST', /^\/add-purchase-food$/, () => answer()],
    ]);
    const first = renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await choosePickup();
    await submitQuantity('2');
    await screen.findByText(UNSURE_ORDER_TEXT);
    first.unmount();

    // The buyer reloads (or comes back later): the same order, not a second one, is what may go.
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    expect(await screen.findByText(UNSURE_ORDER_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeDisabled();
    answer = () => json({ _id: 'order-9' }, { status: 201, headers: { 'Idempotent-Replayed': 'true' } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-9'));
    const sent = posts(calls);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map(keyOf)).size).toBe(1);
    expect(sent[2]?.body).toEqual(sent[0]?.body);

    // Answered: nothing is left to retry, and the next purchase is a new attempt.
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeEnabled());
    expect(screen.queryByText(UNSURE_ORDER_TEXT)).not.toBeInTheDocument();
  });

  it('keeps an attempt whose re-send met a refused session (401): signed in again, the buyer can only ask about it', async () => {
    const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => json({ message: MSG.signInAgain }, { status: 401 })];
    const { calls } = stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: 50 }))],
      ['POST', /^\/add-purchase-food$/, () => (answers.shift() ?? (() => json({ _id: 'order-9' }, { status: 201, headers: { 'Idempotent-Replayed': 'true' } })))()],
    ]);
    const first = renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await choosePickup();
    await submitQuantity('2');
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    first.unmount();

    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    expect(await screen.findByText(UNSURE_ORDER_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-9'));
    expect(new Set(posts(calls).map(keyOf)).size).toBe(1);
  });

  it("keeps a buyer's unanswered order to that buyer and that dish", async () => {
    stubApi([
      ['GET', /^\/food\//, (call) => json(makeFood({ _id: call.path.split('/')[2] ?? 'food-1', quantity: 50 }))],
      ['POST', /^\/add-purchase-food$/, () => Promise.reject(new TypeError('Failed to fetch'))],
    ]);
    const first = renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await choosePickup();
    await submitQuantity('2');
    await screen.findByText(UNSURE_ORDER_TEXT);
    first.unmount();

    const other = renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-2'), user: bob });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeEnabled());
    expect(screen.queryByText(UNSURE_ORDER_TEXT)).not.toBeInTheDocument();
    other.unmount();

    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: { ...bob, uid: 'u-carol', email: 'carol@example.com' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeEnabled());
    expect(screen.queryByText(UNSURE_ORDER_TEXT)).not.toBeInTheDocument();
  });

  it('uses a new idempotency key for the next purchase after a success, even of the same order', async () => {
    let next = 1;
    const { calls } = stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: 50 }))],
      ['POST', /^\/add-purchase-food$/, () => json({ _id: `order-${next++}` }, { status: 201 })],
    ]);
    const { router } = renderPageWithHistory(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await choosePickup();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-1'));

    await router.navigate(-1);
    await choosePickup();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-2'));
    const [first, second] = posts(calls);
    expect(second?.body).toEqual(first?.body);
    expect(keyOf(second)).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('after a refusal (409) the same order is a new attempt with a new key', async () => {
    let answer = () => json({ message: 'Quantity exceeds available stock' }, { status: 409 });
    const { calls } = stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: 5 }))],
      ['POST', /^\/add-purchase-food$/, () => answer()],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await choosePickup();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    expect(await screen.findByText('Quantity exceeds available stock')).toBeInTheDocument();
    answer = () => json({ _id: 'order-9' }, { status: 201 });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    expect(await screen.findByText('Food purchased successfully!')).toBeInTheDocument();
    const [first, second] = posts(calls);
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('says so when the open-orders limit is reached (429)', async () => {
    stubApi([
      ['GET', /^\/food\//, () => json(makeFood())],
      ['POST', /^\/add-purchase-food$/, () => json({ message: MSG.tooManyOpenOrders(5) }, { status: 429, headers: { 'Retry-After': '3600' } })],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await choosePickup();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.tooManyOpenOrders(5));
    expect(screen.getByTestId('location')).toHaveTextContent('/foodPurchase/food-1');
  });

  it("says so when the buyer's open orders of the dish already hold 20 units (409) and stays", async () => {
    stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: 50 }))],
      ['POST', /^\/add-purchase-food$/, () => json({ message: MSG.tooManyOfDish(15) }, { status: 409 })],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await choosePickup();
    await submitQuantity('6');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.tooManyOfDish(15));
    expect(screen.getByTestId('location')).toHaveTextContent('/foodPurchase/food-1');
  });

  it('shows the server message on a stock conflict and stays', async () => {
    stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: 5 }))],
      ['POST', /^\/add-purchase-food$/, () => json({ message: 'Quantity exceeds available stock' }, { status: 409 })],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await choosePickup();
    await submitQuantity('2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Quantity exceeds available stock');
    expect(screen.getByTestId('location')).toHaveTextContent('/foodPurchase/food-1');
  });

  it('shows the own-food 403 on the page and keeps the session (a business rule, not a lost session)', async () => {
    stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ buyer: { uid: 'u-someone-else', userName: 'Other', photo: '' } }))],
      ['POST', /^\/add-purchase-food$/, () => json({ message: 'You cannot purchase your own food.' }, { status: 403 })],
    ]);
    const { onSessionLost } = renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await choosePickup();
    await submitQuantity('1');
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot purchase your own food.');
    expect(screen.getByTestId('location')).toHaveTextContent('/foodPurchase/food-1');
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('moves focus to the quantity when it is over the stock, so the error is where the eye is', async () => {
    renderWith(makeFood({ quantity: 1 }));
    await submitQuantity('5');
    expect(await screen.findByText('Quantity exceeds available stock (only 1 left)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Quantity')).toHaveFocus());
  });

  it('when someone else bought meanwhile, brings the quantity, the total and the stock down to what is left', async () => {
    let stock = 5;
    stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: stock, price: 6.5 }))],
      ['POST', /^\/add-purchase-food$/, () => ((stock = 1), json({ message: MSG.purchaseQuantityStockLeft(1) }, { status: 409 }))],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await choosePickup();
    await submitQuantity('3');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.purchaseQuantityStockLeft(1));
    await waitFor(() => expect(screen.getByLabelText('Quantity')).toHaveValue(1));
    expect(screen.getByLabelText('Quantity')).toHaveFocus();
    expect(screen.getByText('1 items available')).toBeInTheDocument();
    expect(screen.getByText('(1 × $6.50)')).toBeInTheDocument();
  });

  it('when the cook changed the price meanwhile, says what the order comes to now, shows the new price, and sends that total next', async () => {
    let price = 6.5;
    const { calls } = stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: 5, price }))],
      [
        'POST',
        /^\/add-purchase-food$/,
        // The cook has made it $7.00 since the page read $6.50.
        (call) => (
          (price = 7),
          (call.body as { expectedTotal?: number }).expectedTotal === 21
            ? json({ _id: 'order-9' }, { status: 201 })
            : json({ message: MSG.totalChanged(21), code: 'totalChanged', params: [21] }, { status: 409 })
        ),
      ],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await choosePickup();
    await submitQuantity('3');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.totalChanged('$21.00'));
    expect(await screen.findByText('(3 × $7.00)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-9'));
    expect(posts(calls).map((call) => (call.body as { expectedTotal?: number }).expectedTotal)).toEqual([19.5, 21]);
  });

  it('keeps what the buyer typed when the kitchen pauses meanwhile: the notice goes above the form, which waits', async () => {
    let open = true;
    stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ kitchenOpen: open }))],
      ['POST', /^\/add-purchase-food$/, () => ((open = false), json({ message: MSG.kitchenClosed }, { status: 409 }))],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await fillDelivery({ address: 'Flat 3B, House 14, Road 27, Dhanmondi' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    const notice = await screen.findByRole('heading', { level: 2, name: 'Not taking orders right now' });
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByLabelText('Delivery Address')).toHaveValue('Flat 3B, House 14, Road 27, Dhanmondi');
    expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeDisabled();
    expect(notice.compareDocumentPosition(screen.getByRole('heading', { name: 'Confirm Your Order' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('goes on by itself when the kitchen opens again, with what the buyer typed, and places the order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let open = true;
    let reads = 0;
    let posted = 0;
    stubApi([
      ['GET', /^\/food\//, () => ((reads += 1), json(makeFood({ kitchenOpen: open })))],
      ['POST', /^\/add-purchase-food$/, () => ((posted += 1), posted === 1 ? ((open = false), json({ message: MSG.kitchenClosed }, { status: 409 })) : json({ _id: 'order-7' }, { status: 201 }))],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await fillDelivery({ address: 'Flat 3B, House 14, Road 27, Dhanmondi' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Not taking orders right now' })).toBeInTheDocument();
    expect(screen.getByText('What you typed below stays; the form goes on by itself as soon as the dish can be ordered again.')).toBeInTheDocument();
    const readsWhilePaused = reads;
    await vi.advanceTimersByTimeAsync(WAITING_DISH_CHECK_MS);
    // Still paused: read again, and the form still waits.
    expect(reads).toBeGreaterThan(readsWhilePaused);
    expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeDisabled();
    open = true;
    await vi.advanceTimersByTimeAsync(WAITING_DISH_CHECK_MS);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeEnabled());
    expect(screen.queryByRole('heading', { level: 2, name: 'Not taking orders right now' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Delivery Address')).toHaveValue('Flat 3B, House 14, Road 27, Dhanmondi');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-7'));
    // Once it can be ordered, the dish is no longer read on a timer.
    const readsAfter = reads;
    await vi.advanceTimersByTimeAsync(3 * WAITING_DISH_CHECK_MS);
    expect(reads).toBe(readsAfter);
  });

  it('leaves the read-only buyer name and e-mail out of the Tab order, under their labels', async () => {
    renderWith(makeFood({ quantity: 12 }));
    const quantity = await screen.findByLabelText('Quantity');
    quantity.focus();
    await userEvent.tab();
    expect(screen.getByLabelText('Buyer Name')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByLabelText('Buyer Email')).toHaveAttribute('tabindex', '-1');
    expect(document.activeElement).not.toBe(screen.getByLabelText('Buyer Name'));
    expect(document.activeElement).not.toBe(screen.getByLabelText('Buyer Email'));
  });

  it('says when the food is missing or cannot be loaded', async () => {
    stubApi([['GET', /^\/food\/gone$/, () => json({ message: 'Food item not found.' }, { status: 404 })]]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('gone'), user: bob });
    expect(await screen.findByRole('heading', { name: 'Food item not found.' })).toBeInTheDocument();
  });

  it('says when loading fails', async () => {
    stubApi([['GET', /^\/food\//, () => json({ message: 'boom' }, { status: 500 })]]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    expect(await screen.findByRole('heading', { name: 'Failed to load food data.' })).toBeInTheDocument();
  });
});

describe('Purchase page in Bangla', () => {
  const bnRoute = (id: string) => `/bn${paths.purchase(id)}`;

  it('writes the dish in Bangla digits, takes a quantity and a phone typed in Bangla digits, and ends on the Bangla order page', async () => {
    const food = makeFood({ _id: 'food-1', foodName: 'Kacchi Biryani', foodOrigin: 'Dhaka', price: 450, quantity: 12 });
    const { calls } = stubApi([
      ['GET', /^\/food\//, () => json(food)],
      ['POST', /^\/add-purchase-food$/, () => json({ _id: 'order-9' }, { status: 201 })],
    ]);
    const user = userEvent.setup();
    renderPage(<PurchasePage />, { path: `/bn${paths.purchase.pattern}`, route: bnRoute('food-1'), user: bob, lang: 'bn' });
    expect(await screen.findByRole('heading', { name: 'আপনার অর্ডার নিশ্চিত করুন' })).toBeInTheDocument();
    expect(screen.getByText('১২টি পাওয়া যাচ্ছে')).toBeInTheDocument();
    const main = screen.getByRole('heading', { name: 'Kacchi Biryani' }).closest('div.grid') as HTMLElement;
    expect(englishWordsIn(visibleTextOf(main), [food.foodName, food.foodOrigin, food.category, food.foodCategory, bob.displayName, bob.email ?? ''])).toEqual([]);

    const quantity = screen.getByLabelText('পরিমাণ');
    await user.clear(quantity);
    await user.type(quantity, '২');
    expect(screen.getByText(/^\(২ × ৪৫০\.০০/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('ফোন'), '০১৭১২৩৪৫৬৭৮');
    await user.type(screen.getByLabelText('ঢাকার এলাকা'), 'Dhanmondi');
    await user.type(screen.getByLabelText('ডেলিভারির ঠিকানা'), 'House 12, Road 5, Dhanmondi');
    await user.click(screen.getByRole('button', { name: 'কেনা নিশ্চিত করুন' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/bn/orders/order-9'));
    expect(posts(calls)[0]?.body).toMatchObject({ quantity: 2, delivery: { phone: '+8801712345678' } });
    expect(await screen.findByText('খাবার সফলভাবে কেনা হয়েছে!')).toBeInTheDocument();
  });

  it('shows a refused purchase (409) in Bangla by its code', async () => {
    stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ _id: 'food-1', quantity: 5 }))],
      ['POST', /^\/add-purchase-food$/, () => json({ message: 'Quantity exceeds available stock', code: 'purchaseQuantityStock' }, { status: 409 })],
    ]);
    const user = userEvent.setup();
    renderPage(<PurchasePage />, { path: `/bn${paths.purchase.pattern}`, route: bnRoute('food-1'), user: bob, lang: 'bn' });
    await user.click(await screen.findByRole('radio', { name: 'রান্নাঘর থেকে পিকআপ' }));
    await user.click(screen.getByRole('button', { name: 'কেনা নিশ্চিত করুন' }));
    expect(await screen.findByText('পরিমাণ মজুদের চেয়ে বেশি')).toBeInTheDocument();
    expect(screen.queryByText('Quantity exceeds available stock')).not.toBeInTheDocument();
  });

  it('says Sold out in Bangla, without the form, with its ways on in the page\'s language', async () => {
    stubApi([['GET', /^\/food\//, () => json(makeFood({ _id: 'food-1', foodName: 'Kacchi Biryani', quantity: 0 }))]]);
    renderPage(<PurchasePage />, { path: `/bn${paths.purchase.pattern}`, route: bnRoute('food-1'), user: bob, lang: 'bn' });
    const notice = (await screen.findByRole('heading', { level: 2, name: 'বিক্রি শেষ' })).closest('section') as HTMLElement;
    expect(notice).toHaveTextContent('এই খাবারটি এখন স্টকে নেই। পরে আবার দেখুন, অথবা অন্য খাবার খুঁজুন।');
    expect(screen.queryByRole('button', { name: 'কেনা নিশ্চিত করুন' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব খাবার দেখুন' })).toHaveAttribute('href', '/bn/foods');
    expect(englishWordsIn(visibleTextOf(notice))).toEqual([]);
  });
});
