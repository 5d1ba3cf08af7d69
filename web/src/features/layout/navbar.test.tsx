import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SalesSummary } from '@domain/types';
import { SALES_SUMMARY_REFRESH_MS } from '../../config/ui';
import { ApiContext } from '../../lib/api-context';
import { AuthContext, type AuthState } from '../../lib/auth-context';
import { createApiClient } from '../../lib/http';
import { SalesSummaryProvider } from '../../lib/sales-summary';
import { json, stubApi } from '../../testing/api';
import { testAuth } from '../../testing/auth';
import { Navbar } from './navbar';

const ANN = { uid: 'u1', email: 'ann@example.com', displayName: 'Ann Lee', photoURL: '' };

let summary: SalesSummary = { placed: 0, accepted: 0, ready: 0 };
let summaryCalls: () => number;

beforeEach(() => {
  summary = { placed: 0, accepted: 0, ready: 0 };
  const { calls } = stubApi([['GET', /^\/sales\/summary$/, () => json(summary)]]);
  summaryCalls = () => calls.filter((call) => call.path === '/sales/summary').length;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderNavbar(auth: AuthState, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={createApiClient({ onSessionLost: vi.fn() })}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[path]}>
            <SalesSummaryProvider>
              <Navbar />
              <button type="button">outside</button>
            </SalesSummaryProvider>
          </MemoryRouter>
        </AuthContext.Provider>
      </ApiContext.Provider>
    </QueryClientProvider>,
  );
}

const linkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

describe('Navbar links', () => {
  it('signed out: About Us and Login, and the current page is marked active', () => {
    renderNavbar(testAuth(), '/foods');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Home', 'All Foods', 'Gallery', 'About Us']);
    expect(within(nav).getByRole('link', { name: 'All Foods' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('signed in: My Added Foods, My Orders and My Sales instead of About Us', () => {
    renderNavbar(testAuth({ user: ANN }));
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      'Home',
      'All Foods',
      'Gallery',
      'My Added Foods',
      'My Orders',
      'My Sales',
    ]);
    expect(screen.getByRole('link', { name: 'My Sales' })).toHaveAttribute('href', '/my-sales');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('My Sales badge', () => {
  it('shows how many orders wait for the seller, in the menu, the mobile menu and the profile dropdown', async () => {
    summary = { placed: 3, accepted: 1, ready: 0 };
    renderNavbar(testAuth({ user: ANN }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'My Sales, 3 new orders' })).toHaveAttribute('href', '/my-sales');

    await userEvent.click((await screen.findByRole('button', { name: 'AL, account menu for Ann Lee' })));
    expect(screen.getAllByRole('link', { name: 'My Sales, 3 new orders' })).toHaveLength(2);
    // On a phone the menu button is all there is of the menu: it carries the count, in its name too.
    const hamburger = screen.getByRole('button', { name: 'Open menu, 3 new orders' });
    expect(hamburger).toHaveTextContent('3');
    await userEvent.click(hamburger);
    expect(within((await screen.findByRole('dialog', { name: 'Menu' }))).getByRole('link', { name: 'My Sales, 3 new orders' })).toBeInTheDocument();
    // The name holds the words shown, spaced as shown (axe label-content-name-mismatch: 'My Sales3' is not in it).
    for (const link of screen.getAllByRole('link', { name: 'My Sales, 3 new orders' })) expect(link.textContent).toBe('My Sales 3');
  });

  it('names a count over 99 as the badge shows it', async () => {
    summary = { placed: 120, accepted: 0, ready: 0 };
    renderNavbar(testAuth({ user: ANN }));
    const link = await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'My Sales, 99+ new orders' });
    expect(link.textContent).toBe('My Sales 99+');
  });

  it('shows no badge without new orders, and none is asked for while signed out', async () => {
    renderNavbar(testAuth({ user: ANN }));
    await vi.waitFor(() => expect(summaryCalls()).toBe(1));
    expect(screen.getByRole('link', { name: 'My Sales' })).toBeInTheDocument();
    renderNavbar(testAuth());
    expect(summaryCalls()).toBe(1);
  });

  it('refreshes the count in the background', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    summary = { placed: 1, accepted: 0, ready: 0 };
    renderNavbar(testAuth({ user: ANN }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'My Sales, 1 new order' })).toBeInTheDocument();

    summary = { placed: 4, accepted: 0, ready: 0 };
    await act(() => vi.advanceTimersByTimeAsync(SALES_SUMMARY_REFRESH_MS));
    expect(await within(nav).findByRole('link', { name: 'My Sales, 4 new orders' })).toBeInTheDocument();
  });
});

describe('Navbar while auth loads', () => {
  it('shows neither About Us nor the signed-in links, and holds their place', () => {
    renderNavbar(testAuth({ loading: true }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Home', 'All Foods', 'Gallery']);
    expect(within(nav).getByTestId('nav-auth-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('drops the placeholder once auth is known', () => {
    renderNavbar(testAuth());
    expect(screen.queryByTestId('nav-auth-placeholder')).not.toBeInTheDocument();
  });
});

describe('profile dropdown', () => {
  it('shows name, e-mail, Add a Food Item and Logout', async () => {
    const auth = testAuth({ user: ANN });
    renderNavbar(auth);
    const avatar = (await screen.findByRole('button', { name: 'AL, account menu for Ann Lee' }));
    await userEvent.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a Food Item' })).toHaveAttribute('href', '/add-food');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('closes on an outside click', async () => {
    renderNavbar(testAuth({ user: ANN }));
    await userEvent.click((await screen.findByRole('button', { name: 'AL, account menu for Ann Lee' })));
    expect(screen.getByRole('link', { name: 'Add a Food Item' })).toBeInTheDocument();

    await userEvent.click(document.body);
    expect(screen.queryByRole('link', { name: 'Add a Food Item' })).not.toBeInTheDocument();
  });

  it('is keyboard operable and closes on Escape, returning focus to the avatar', async () => {
    renderNavbar(testAuth({ user: ANN }));
    const user = userEvent.setup();
    const avatar = (await screen.findByRole('button', { name: 'AL, account menu for Ann Lee' }));
    avatar.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Add a Food Item' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Add a Food Item' })).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
  });

  it('closes when focus moves outside it', async () => {
    renderNavbar(testAuth({ user: ANN }));
    await userEvent.click((await screen.findByRole('button', { name: 'AL, account menu for Ann Lee' })));
    screen.getByRole('button', { name: 'outside' }).focus();
    expect(await screen.findByRole('button', { name: 'AL, account menu for Ann Lee' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('mobile menu', () => {
  it('opens a Menu dialog with the links plus Login, traps focus and closes on Escape', async () => {
    renderNavbar(testAuth());
    const user = userEvent.setup();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(hamburger);

    const dialog = (await screen.findByRole('dialog', { name: 'Menu' }));
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('max-w-xs');
    expect(linkNames(within(dialog).getByRole('navigation'))).toEqual(['Home', 'All Foods', 'Gallery', 'About Us']);
    expect(within(dialog).getByRole('link', { name: 'Login' })).toBeInTheDocument();

    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
  });

  it('signed in: also offers Add a Food Item and Logout, and Logout signs out and closes it', async () => {
    const auth = testAuth({ user: ANN });
    renderNavbar(auth);
    const user = userEvent.setup();
    // Without new orders the button keeps its plain name and shows no count.
    const hamburger = await screen.findByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveTextContent('');
    await user.click(hamburger);
    const dialog = (await screen.findByRole('dialog', { name: 'Menu' }));
    expect(linkNames(within(dialog).getByRole('navigation'))).toEqual([
      'Home',
      'All Foods',
      'Gallery',
      'My Added Foods',
      'My Orders',
      'My Sales',
      'Add a Food Item',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Add a Food Item' })).toHaveAttribute('href', '/add-food');
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signed out: neither Add a Food Item nor Logout', async () => {
    renderNavbar(testAuth());
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = (await screen.findByRole('dialog', { name: 'Menu' }));
    expect(within(dialog).queryByRole('link', { name: 'Add a Food Item' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('closes on a backdrop click and when a link is followed', async () => {
    renderNavbar(testAuth({ user: ANN }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = (await screen.findByRole('dialog', { name: 'Menu' }));
    expect(within(dialog).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'My Orders' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const backdrop = document.querySelector('.fixed.inset-0 > [aria-hidden="true"]');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the header at large text', () => {
  // jsdom lays nothing out, so these check the classes (container queries, in rem). In Chromium, the header's markup and
  // CSS at 1280 px wide with a root font size of 24 or 32 px show the menu button and nothing leaves the header.
  it("switches between links and the menu button by the header's own width in rem, which follows the text size", () => {
    renderNavbar(testAuth());
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('@container');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveClass('hidden', '@min-[64rem]:block');
    expect(nav.className).not.toMatch(/\blg:/);
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveClass('@min-[64rem]:hidden');
    // A media query's rem is the browser's default size, whatever the page's: no viewport breakpoint decides what shows
    // (the page container's side padding may follow one).
    for (const element of header.querySelectorAll('*')) expect(String(element.getAttribute('class') ?? '')).not.toMatch(/(^|\s)(sm|md|lg|xl):(?!px-)/);
  });

  it('opens the phone menu wherever its button shows, and closes it when the button hides (the links have room again)', async () => {
    let resized: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    renderNavbar(testAuth());
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog.closest('.fixed')?.className).not.toMatch(/hidden/);
    resized();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    vi.spyOn(menuButton, 'getClientRects').mockReturnValue([] as unknown as DOMRectList);
    act(() => resized());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    // Focus does not fall to the page's body: it goes to the first of the links that took the menu's place.
    const main = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(main.querySelector('a')).toHaveFocus());
  });
});
