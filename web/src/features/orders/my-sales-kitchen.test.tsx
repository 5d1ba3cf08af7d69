import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDERS_PAGE_MAX } from '@domain/limits';
import { ALWAYS_OPEN_HOURS } from '@domain/hours';
import { MSG } from '@domain/messages';
import type { Kitchen, OrderDetail, SalesSummary } from '@domain/types';
import { NEW_ORDER_CHECK_MS, NEW_ORDER_SOUND_KEY, SALES_SUMMARY_REFRESH_MS } from '../../config/ui';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { json, stubApi, type ApiCall } from '../../testing/api';
import { alice } from '../../testing/auth';
import { kitchenWith as sharedKitchenWith } from '../../testing/kitchen';
import { makeOrderDetail } from '../../testing/fixtures';
import { renderPageWithHistory } from '../../testing/render-page';
import MySalesPage from './my-sales-page';
import { NewOrderWatch } from './new-order-watch';
import { newOrdersText } from './new-order-bell';

// docs/ARCHITECTURE.md §5f on My Sales: the 'Taking orders' switch, the pickup details, declines with a reason and the
// new-order bell (sound, notification, tab title).

let chimes = 0;
let notifications: { title: string; body?: string }[] = [];

/** Web Audio and notifications as a browser offers them, counted. */
function stubBrowserAlerts(permission: NotificationPermission = 'granted') {
  chimes = 0;
  notifications = [];
  const node = () => ({ connect: (next: unknown) => next, start: () => undefined, stop: () => undefined });
  const param = { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume() {
      return Promise.resolve();
    }
    createOscillator() {
      chimes += 1;
      return { ...node(), type: 'sine', frequency: param };
    }
    createGain() {
      return { ...node(), gain: param };
    }
  }
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
    constructor(title: string, options?: { body?: string }) {
      notifications.push({ title, body: options?.body });
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('Notification', FakeNotification);
}

const render = () => renderPageWithHistory(
    <NewOrderWatch>
      <MySalesPage />
    </NewOrderWatch>, { path: paths.mySales, route: paths.mySales, user: alice });
const isBellCheck = (c: ApiCall) => c.path === '/sales' && c.params.get('limit') === String(ORDERS_PAGE_MAX);

/** The seller's kitchen, open at every hour so that no test depends on the clock. */
const kitchenWith = (settings: Partial<Kitchen>): Kitchen => sharedKitchenWith({ hours: ALWAYS_OPEN_HOURS, ...settings });

interface Store {
  kitchen: Kitchen;
  summary: SalesSummary;
  placed: OrderDetail[];
}

function stubStore(store: Store) {
  return stubApi([
    ['GET', /^\/sales\/summary$/, () => json(store.summary)],
    ['GET', /^\/sales$/, () => json(store.placed)],
    ['GET', /^\/kitchen$/, () => json(store.kitchen)],
    [
      'PUT',
      /^\/kitchen$/,
      (call) => {
        store.kitchen = { ...store.kitchen, ...(call.body as Partial<Kitchen>) };
        return json(store.kitchen);
      },
    ],
    ['POST', /^\/orders\/[\w-]+\/status$/, (call) => json(makeOrderDetail({ status: 'declined', decline: { reason: 'other', note: String((call.body as { note?: string }).note ?? '') } }))],
  ]);
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the kitchen on My Sales', () => {
  it("'Taking orders' closes and opens the kitchen", async () => {
    const store: Store = { kitchen: kitchenWith({ open: true }), summary: { placed: 0, accepted: 0, ready: 0 }, placed: [] };
    const { calls } = stubStore(store);
    render();
    const toggle = await screen.findByRole('switch', { name: 'Taking orders' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(await screen.findByText('Your kitchen is closed to new orders.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(toggle).toHaveAccessibleDescription('Closed: your dishes say “Not taking orders right now”.');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ open: false }, { open: true }]);
  });

  it('says why a switch too soon after the last one was refused (429) and keeps the switch as it was', async () => {
    const store: Store = { kitchen: kitchenWith({ open: false }), summary: { placed: 0, accepted: 0, ready: 0 }, placed: [] };
    stubApi([
      ['GET', /^\/sales\/summary$/, () => json(store.summary)],
      ['GET', /^\/sales$/, () => json(store.placed)],
      ['GET', /^\/kitchen$/, () => json(store.kitchen)],
      ['PUT', /^\/kitchen$/, () => json({ message: MSG.kitchenSwitchTooSoon(4) }, { status: 429, headers: { 'Retry-After': '4' } })],
    ]);
    render();
    const toggle = await screen.findByRole('switch', { name: 'Taking orders' });
    await userEvent.click(toggle);
    expect(await screen.findByText(MSG.kitchenSwitchTooSoon(4))).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('shows its folds while the kitchen loads: one opened then shows the editor when the kitchen arrives, with no second tap', async () => {
    const store: Store = { kitchen: kitchenWith({ open: true }), summary: { placed: 0, accepted: 0, ready: 0 }, placed: [] };
    let answerKitchen: () => void = () => undefined;
    const kitchenAnswered = new Promise<void>((resolve) => {
      answerKitchen = resolve;
    });
    stubApi([
      ['GET', /^\/sales\/summary$/, () => json(store.summary)],
      ['GET', /^\/sales$/, () => json(store.placed)],
      ['GET', /^\/kitchen$/, () => kitchenAnswered.then(() => json(store.kitchen))],
    ]);
    render();
    const panel = within(await screen.findByRole('region', { name: 'Your kitchen' }));
    // The switch's place and each fold say so.
    expect(panel.getAllByText('Loading your kitchen...')).toHaveLength(4);
    expect(panel.getByText('Delivery areas and fees')).toBeInTheDocument();
    expect(panel.getByText('Pickup address and phone')).toBeInTheDocument();
    const hours = panel.getByText('Opening hours').closest('details');
    expect(hours).not.toHaveAttribute('open');
    await userEvent.click(panel.getByText('Opening hours'));
    expect(hours).toHaveAttribute('open');
    expect(panel.queryByRole('button', { name: 'Save hours' })).toBeNull();
    act(() => answerKitchen());
    const save = await panel.findByRole('button', { name: 'Save hours' });
    // The same fold, still open, now holds the editor.
    expect(panel.getByText('Opening hours').closest('details')).toBe(hours);
    expect(hours).toHaveAttribute('open');
    expect(hours).toContainElement(save);
    expect(panel.getByRole('switch', { name: 'Taking orders' })).toBeInTheDocument();
    expect(panel.queryByText('Loading your kitchen...')).toBeNull();
  });

  it('saves the pickup address and phone, checking them with the domain rules first', async () => {
    const store: Store = { kitchen: kitchenWith({ open: true }), summary: { placed: 0, accepted: 0, ready: 0 }, placed: [] };
    const { calls } = stubStore(store);
    render();
    await userEvent.click(await screen.findByText('Pickup address and phone'));
    await userEvent.type(await screen.findByLabelText('Pickup address'), 'Mirpur');
    await userEvent.type(screen.getByLabelText('Kitchen phone'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pickup address must be at least 10 characters.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Pickup address'), ' 10, Road 2');
    await userEvent.clear(screen.getByLabelText('Kitchen phone'));
    await userEvent.type(screen.getByLabelText('Kitchen phone'), '01812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pickup details saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ pickupAddress: 'Mirpur 10, Road 2', phone: '+8801812345678' }]);
  });

  it('declines with a reason the buyer will see, and a short note for Other', async () => {
    const store: Store = { kitchen: kitchenWith({ open: true }), summary: { placed: 1, accepted: 0, ready: 0 }, placed: [makeOrderDetail()] };
    const { calls } = stubStore(store);
    render();
    await screen.findByRole('heading', { name: 'Chicken Biryani' });
    await userEvent.click(screen.getByRole('button', { name: /^Decline/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Decline this order?' }));
    expect(dialog.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Sold out', 'The kitchen is closed', 'Cannot deliver there', 'Other']);
    expect(dialog.queryByLabelText('A short note for the buyer')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    await userEvent.type(dialog.getByLabelText('A short note for the buyer'), '  Our gas is out today. ');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'declined', reason: 'other', note: 'Our gas is out today.' });
  });
});

describe('the new-order bell', () => {
  it('once per new order: a chime (sound on), a notification naming it, the count in the title; never for known orders', async () => {
    stubBrowserAlerts();
    localStorage.setItem(NEW_ORDER_SOUND_KEY, 'on');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = makeOrderDetail({ _id: 'order-1' });
    const store: Store = { kitchen: kitchenWith({ open: true }), summary: { placed: 1, accepted: 0, ready: 0 }, placed: [first] };
    const { calls } = stubStore(store);
    render();
    await waitFor(() => expect(document.title).toBe('(1) My Sales | Food Store'));
    await waitFor(() => expect(calls.filter(isBellCheck)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Sound on' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Notifications on')).toBeInTheDocument();

    // A buyer orders: the next check (within 15 s) finds it.
    store.placed = [makeOrderDetail({ _id: 'order-2', foodName: 'Kacchi Biryani', quantity: 2 }), first];
    store.summary = { placed: 2, accepted: 0, ready: 0 };
    await act(() => vi.advanceTimersByTimeAsync(NEW_ORDER_CHECK_MS));
    await waitFor(() => expect(document.title).toBe('(2) My Sales | Food Store'));
    await waitFor(() => expect(notifications).toEqual([{ title: 'New order: 2 × Kacchi Biryani', body: 'Open My Sales to accept it.' }]));
    expect(chimes).toBe(1);
    expect(await screen.findByText('New order: 2 × Kacchi Biryani')).toBeInTheDocument();

    // Nothing changes, then the seller's own accept: no chime, no notification.
    await act(() => vi.advanceTimersByTimeAsync(NEW_ORDER_CHECK_MS));
    store.placed = [first];
    store.summary = { placed: 1, accepted: 1, ready: 0 };
    await act(() => vi.advanceTimersByTimeAsync(NEW_ORDER_CHECK_MS));
    await waitFor(() => expect(document.title).toBe('(1) My Sales | Food Store'));
    await act(() => vi.advanceTimersByTimeAsync(NEW_ORDER_CHECK_MS));
    expect(chimes).toBe(1);
    expect(notifications).toHaveLength(1);
  });

  it('plays nothing until the seller turns sound on; the choice is remembered and plays a sample', async () => {
    stubBrowserAlerts('default');
    const store: Store = { kitchen: kitchenWith({ open: true }), summary: { placed: 0, accepted: 0, ready: 0 }, placed: [] };
    stubStore(store);
    render();
    await waitFor(() => expect(document.title).toBe('My Sales | Food Store'));
    const sound = await screen.findByRole('button', { name: 'Turn on sound' });
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(sound);
    expect(localStorage.getItem(NEW_ORDER_SOUND_KEY)).toBe('on');
    expect(chimes).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Allow notifications' }));
    expect(Notification.requestPermission).toHaveBeenCalledOnce();
    expect(await screen.findByText('Notifications on')).toBeInTheDocument();
  });

  it('rings on every page of the app, from one poll: the count leads that page\'s own title', async () => {
    stubBrowserAlerts();
    localStorage.setItem(NEW_ORDER_SOUND_KEY, 'on');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = makeOrderDetail({ _id: 'order-1' });
    const store: Store = { kitchen: kitchenWith({ open: true }), summary: { placed: 0, accepted: 0, ready: 0 }, placed: [] };
    const { calls } = stubStore(store);
    function HomePage() {
      useTitle('Food Store | Home');
      return <h1>Home</h1>;
    }
    renderPageWithHistory(
      <NewOrderWatch>
        <HomePage />
      </NewOrderWatch>,
      { path: paths.home, route: paths.home, user: alice },
    );
    await waitFor(() => expect(calls.filter((c) => c.path === '/sales/summary')).toHaveLength(1));
    expect(document.title).toBe('Food Store | Home');
    // Nothing placed yet: no list to read.
    expect(calls.filter(isBellCheck)).toHaveLength(0);

    store.placed = [first];
    store.summary = { placed: 1, accepted: 0, ready: 0 };
    await act(() => vi.advanceTimersByTimeAsync(NEW_ORDER_CHECK_MS));
    await waitFor(() => expect(document.title).toBe('(1) Food Store | Home'));
    await waitFor(() => expect(notifications).toHaveLength(1));
    expect(chimes).toBe(1);
    expect(await screen.findByText(newOrdersText([first]))).toBeInTheDocument();
    // One summary request per check, whatever else the page holds.
    expect(calls.filter((c) => c.path === '/sales/summary')).toHaveLength(2);
    expect(calls.filter(isBellCheck)).toHaveLength(1);
  });

  it('checks a closed kitchen only at the menu badge\'s pace', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store: Store = { kitchen: kitchenWith({ open: false }), summary: { placed: 0, accepted: 0, ready: 0 }, placed: [] };
    const { calls } = stubStore(store);
    renderPageWithHistory(<NewOrderWatch />, { path: paths.home, route: paths.home, user: alice });
    const summaries = () => calls.filter((c) => c.path === '/sales/summary').length;
    await waitFor(() => expect(calls.filter((c) => c.path === '/kitchen')).toHaveLength(1));
    await waitFor(() => expect(summaries()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(NEW_ORDER_CHECK_MS));
    expect(summaries()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(SALES_SUMMARY_REFRESH_MS - NEW_ORDER_CHECK_MS));
    await waitFor(() => expect(summaries()).toBe(2));
  });

  it('names what arrived', () => {
    expect(newOrdersText([{ quantity: 2, foodName: 'Kacchi Biryani' }])).toBe('New order: 2 × Kacchi Biryani');
    expect(newOrdersText([1, 2, 3, 4].map((quantity) => ({ quantity, foodName: 'Fuchka' })))).toBe('4 new orders: 1 × Fuchka, 2 × Fuchka, 3 × Fuchka, …');
  });

  it('names the first dish of an order of several and how many more', () => {
    const meal = {
      quantity: 2,
      foodName: 'Kacchi Biryani',
      lines: [
        { quantity: 2, foodName: 'Kacchi Biryani' },
        { quantity: 1, foodName: 'Borhani' },
        { quantity: 2, foodName: 'Firni' },
      ],
    };
    expect(newOrdersText([meal])).toBe('New order: 2 × Kacchi Biryani and 2 more');
    expect(newOrdersText([meal, { quantity: 1, foodName: 'Fuchka' }])).toBe('2 new orders: 2 × Kacchi Biryani and 2 more, 1 × Fuchka');
  });
});
