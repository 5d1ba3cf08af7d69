import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import { SPEC_HOURS } from '@domain/hours';
import type { Kitchen, SalesSummary } from '@domain/types';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { alice } from '../../testing/auth';
import { makeOrderDetail, makeSalesStats } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { KitchenPanel } from './kitchen-panel';
import MySalesPage from './my-sales-page';
import { newOrdersText } from './new-order-bell';
import { NewOrderWatch } from './new-order-watch';
import { KitchenTicket } from './kitchen-ticket';
import SalesDashboard from './sales-dashboard';
import { messagesOf, translatorOf } from '../../i18n';

// Issue #31: the seller's side in Bangla (docs/ARCHITECTURE.md §5i): texts from the sales catalog, numbers in Bangla digits.

vi.mock('./sales-chart', () => ({ default: ({ label }: { label: string }) => <canvas role="img" aria-label={label} /> }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary: SalesSummary = { placed: 2, accepted: 1, ready: 0 };
const kitchen: Kitchen = { open: true, deliveryAreas: [], minimumOrder: 0, hours: SPEC_HOURS, closedDates: ['2099-12-25'] };
const BANGLA_DIGIT = /[০-৯]/;

/** User content the store shows as stored, and the status texts the orders branch converts (status-badge, order-status.ts). */
const NOT_OURS = [
  'Chicken Biryani',
  'Fish Curry',
  'Bob Buyer',
  'bob@example.com',
  'House 12, Road 5',
  'Dhanmondi',
  'Less spicy, please.',
  'Food Store',
  // The page's frame in tests: the toasts' region (react-toastify's label) and the location probe.
  'Notifications Alt+T',
  paths.mySales,
  'CSV',
  'Status: ',
].sort((a, b) => b.length - a.length);

/** The English words left in `root`'s text and its labels, once user content is taken out. */
function englishLeft(root: HTMLElement): string[] {
  const labels = [...root.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
    ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  let text = [root.textContent ?? '', ...labels].join(' \n ');
  for (const content of NOT_OURS) text = text.split(content).join(' ');
  // Order ids and the ticket number are codes, not words.
  text = text.replace(/order-\d+|ORDER-\d+|#[A-Z0-9-]+/g, ' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

function stubSales(extra: Parameters<typeof stubApi>[0] = []) {
  return stubApi([
    ['GET', /^\/sales\/summary$/, () => json(summary)],
    ['GET', /^\/sales\/stats$/, () => json(makeSalesStats())],
    ['GET', /^\/sales$/, () => json([makeOrderDetail({ quantity: 2, price: 12.5, total: 25 })])],
    ['GET', /^\/kitchen$/, () => json(kitchen)],
    ...extra,
  ]);
}

/** My Sales in Bangla, for Alice, with the new-order watch around it as the app has it. */
function renderMySales() {
  return renderPage(
    <NewOrderWatch>
      <MySalesPage />
    </NewOrderWatch>,
    { path: paths.mySales, route: paths.mySales, user: alice, lang: 'bn' },
  );
}

describe('My Sales in Bangla', () => {
  it('shows the page, the filters, the kitchen panel and a sale in Bangla, numbers in Bangla digits', async () => {
    stubSales();
    const { container } = renderMySales();
    expect(screen.getByRole('heading', { level: 1, name: 'আপনার খাবারের অর্ডার' })).toBeInTheDocument();
    const filters = within(screen.getByRole('navigation', { name: 'অবস্থা অনুযায়ী বাছাই' }));
    expect(filters.getAllByRole('link').map((link) => link.firstChild?.textContent)).toEqual(['সব', 'নতুন', 'গৃহীত', 'তৈরি', 'সম্পন্ন', 'প্রত্যাখ্যাত', 'বাতিল', 'মেয়াদোত্তীর্ণ']);
    await waitFor(() => expect(filters.getByRole('link', { name: 'নতুন, ২টি অর্ডার' })).toBeInTheDocument());

    const heading = await screen.findByRole('heading', { name: 'Chicken Biryani' });
    const card = within(heading.closest('article') as HTMLElement);
    expect(card.getByText(/^২ × ১২\.৫০/)).toBeInTheDocument();
    expect(card.getByText('ক্রেতা')).toBeInTheDocument();
    expect(card.getByText('ডেলিভারির ঠিকানা')).toBeInTheDocument();
    expect(card.getByText(/ঢাকার সময়/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Bob Buyer-এর Chicken Biryani অর্ডার দেখুন' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'টিকিট প্রিন্ট করুন' })).toBeInTheDocument();

    expect(await screen.findByRole('switch', { name: 'অর্ডার নেওয়া হচ্ছে' })).toBeInTheDocument();
    expect(screen.getByText('সপ্তাহে ৭ দিন খোলা, ১টি বন্ধের তারিখ')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'আপনার রান্নাঘর কেমন চলছে' });
    expect(englishLeft(container)).toEqual([]);
  });

  it('asks before declining with the reasons in Bangla', async () => {
    stubSales();
    renderMySales();
    const heading = await screen.findByRole('heading', { name: 'Chicken Biryani' });
    const card = within(heading.closest('article') as HTMLElement);
    await userEvent.click(card.getByRole('button', { name: /^প্রত্যাখ্যান করুন/ }));
    const dialog = await screen.findByRole('dialog', { name: 'এই অর্ডারটি প্রত্যাখ্যান করবেন?' });
    expect(within(dialog).getByText(/Bob Buyer ২ × “Chicken Biryani” অর্ডার করেছেন।/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'শেষ হয়ে গেছে',
      'রান্নাঘর বন্ধ',
      'ওখানে ডেলিভারি দেওয়া সম্ভব নয়',
      'অন্যান্য',
    ]);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'অন্যান্য' }));
    expect(within(dialog).getByText('০/২০০')).toBeInTheDocument();
    expect(englishLeft(dialog)).toEqual([]);
  });

  it("says a refused move and a refused switch in Bangla by their codes, not in the API's English", async () => {
    const bn = messagesOf('bn');
    stubSales([
      ['POST', /^\/orders\/[^/]+\/status$/, () => json({ message: MSG.moveNotAllowed('accepted', 'accepted'), code: 'moveNotAllowed', params: ['accepted', 'accepted'] }, { status: 409 })],
      ['PUT', /^\/kitchen$/, () => json({ message: MSG.kitchenSwitchTooSoon(4), code: 'kitchenSwitchTooSoon', params: [4] }, { status: 429 })],
    ]);
    renderMySales();
    const heading = await screen.findByRole('heading', { name: 'Chicken Biryani' });
    await userEvent.click(within(heading.closest('article') as HTMLElement).getByRole('button', { name: /^গ্রহণ করুন/ }));
    const moved = await screen.findByText(/অবস্থার অর্ডার/);
    expect(moved.textContent).toBe(translatorOf('bn').t('sales.actions.refreshed', { message: 'গৃহীত অবস্থার অর্ডার গৃহীত হতে পারে না।' }));
    expect(moved.textContent).not.toMatch(/[A-Za-z]{2,}/);

    await userEvent.click(await screen.findByRole('switch', { name: 'অর্ডার নেওয়া হচ্ছে' }));
    const switched = await screen.findByText(bn.kitchenSwitchTooSoon(4));
    expect(switched.textContent).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('prints the kitchen ticket in Bangla', () => {
    const order = makeOrderDetail({ quantity: 3, note: 'Less spicy, please.' });
    const { container } = renderPage(<KitchenTicket order={order} titleId="ticket" />, { path: paths.mySales, route: paths.mySales, lang: 'bn' });
    expect(screen.getByRole('heading', { name: `অর্ডার #${order._id.slice(-6).toUpperCase()}` })).toBeInTheDocument();
    expect(screen.getByText(/× Chicken Biryani$/).textContent).toMatch(/^[০-৯]+ × Chicken Biryani$/);
    expect(screen.getByText('ডেলিভারি – Dhanmondi')).toBeInTheDocument();
    expect(screen.getByText('Bob Buyer-এর জন্য')).toBeInTheDocument();
    expect(screen.getByText(/ঢাকার সময়/).textContent).toMatch(BANGLA_DIGIT);
    expect(englishLeft(container)).toEqual([]);
  });

  it('shows the dashboard figures in Bangla digits, days and hours in Bangla', async () => {
    stubApi([['GET', /^\/sales\/stats$/, () => json(makeSalesStats())]]);
    const { container } = renderPage(<SalesDashboard />, { path: paths.mySales, route: paths.mySales, lang: 'bn' });
    const tiles = (await screen.findByText('গড় অর্ডার')).closest('dl') as HTMLElement;
    const value = (label: string) => within(tiles).getByText(label).nextElementSibling?.textContent;
    expect(value('অর্ডার')).toBe('৩');
    expect(value('আয়')).toBe(translatorOf('bn').price(37.5));
    expect(value('আয়')).toMatch(/^৩৭\.৫০/);
    expect(value('গড় অর্ডার')).toMatch(/^১৮\.৭৫/);
    expect(value('রেটিং')).toBe('৪.০০ ★ (১)');
    const dishes = screen.getByRole('table', { name: 'সেরা খাবার: বিক্রির পরিমাণ ও আয়' });
    expect(within(dishes).getAllByRole('row')[1]?.textContent).toMatch(/^Chicken Biryani৩৩?২৫\.০০/);
    const hours = screen.getByRole('table', { name: 'দিনের ঘণ্টা অনুযায়ী অর্ডার', hidden: true });
    expect(within(hours).getAllByRole('row', { hidden: true }).map((row) => row.textContent)).toEqual(['ঘণ্টাঅর্ডার', '১ দুপুর২', '৭ সন্ধ্যা১']);
    const days = screen.getByRole('table', { name: 'দিন অনুযায়ী অর্ডার ও আয়', hidden: true });
    expect(within(days).getAllByRole('row', { hidden: true })[1]?.textContent).toMatch(/^১ জানু০/);
    expect(container.textContent).toContain('১ জানু থেকে ৭ জানু (ঢাকার সময়)');
    expect(englishLeft(container)).toEqual([]);
  });

  it('edits the opening hours with the weekdays and times in Bangla', async () => {
    stubApi([['GET', /^\/kitchen$/, () => json(kitchen)]]);
    const { container } = renderPage(<KitchenPanel alerts={null} />, { path: paths.mySales, route: paths.mySales, user: alice, lang: 'bn' });
    await userEvent.click(await screen.findByText('খোলার সময়'));
    for (const day of ['সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার', 'রবিবার']) {
      expect(screen.getByRole('group', { name: day })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('সোমবার: খোলা না বন্ধ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সময় সংরক্ষণ করুন' })).toBeInTheDocument();
    expect(screen.getByText(/২৫ ডিসে, ২০৯৯/)).toBeInTheDocument();
    expect(englishLeft(container)).toEqual([]);
  });

  it('announces new orders in Bangla with an ICU plural', () => {
    const bn = translatorOf('bn');
    expect(newOrdersText([{ quantity: 2, foodName: 'Kacchi Biryani' }], bn)).toBe('নতুন অর্ডার: ২ × Kacchi Biryani');
    expect(newOrdersText([{ quantity: 2, foodName: 'Kacchi Biryani', lines: [1, 2, 3] }], bn)).toBe('নতুন অর্ডার: ২ × Kacchi Biryani ও আরও ২টি');
    expect(newOrdersText([{ quantity: 1, foodName: 'A' }, { quantity: 3, foodName: 'B' }], bn)).toBe('২টি নতুন অর্ডার: ১ × A, ৩ × B');
    expect(newOrdersText([{ quantity: 1, foodName: 'A' }, { quantity: 3, foodName: 'B' }])).toBe('2 new orders: 1 × A, 3 × B');
  });
});
