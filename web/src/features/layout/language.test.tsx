import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LangProvider } from '../../i18n/i18n-context';
import type { Lang } from '../../i18n/langs';
import { ApiContext } from '../../lib/api-context';
import { AuthContext } from '../../lib/auth-context';
import { createApiClient } from '../../lib/http';
import { SalesSummaryProvider } from '../../lib/sales-summary';
import { json, stubApi } from '../../testing/api';
import { testAuth } from '../../testing/auth';
import { englishWordsIn, visibleTextOf } from '../../testing/english-words';
import { Footer } from './footer';
import { CHOSEN_LANG_KEY, LANG_OFFERED_KEY } from '../../config/ui';
import { Navbar } from './navbar';

beforeEach(() => {
  stubApi([['GET', /^\/sales\/summary$/, () => json({ placed: 2, accepted: 0, ready: 0 })]]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderLayout(path: string, lang: Lang, auth = testAuth()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiContext.Provider value={createApiClient({ onSessionLost: vi.fn() })}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[path]}>
            <LangProvider lang={lang}>
              <SalesSummaryProvider>
                <Navbar />
                <Footer />
              </SalesSummaryProvider>
            </LangProvider>
          </MemoryRouter>
        </AuthContext.Provider>
      </ApiContext.Provider>
    </QueryClientProvider>,
  );
}

const preferring = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('the header and footer in Bangla', () => {
  it('writes every text in Bangla, with Bangla links, and no English outside the store name', async () => {
    renderLayout('/bn/foods?q=biryani&sort=price_asc', 'bn');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'সব খাবার' })).toHaveAttribute('href', '/bn/foods');
    expect(within(header).getByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/bn/login');
    expect(screen.getByRole('link', { name: 'শর্তাবলি' })).toHaveAttribute('href', '/bn/terms');
    expect(screen.getByText('সর্বস্বত্ব সংরক্ষিত।', { exact: false })).toBeInTheDocument();
    // The language control names the other language in its own words: the only English a Bangla page shows.
    for (const link of screen.getAllByRole('link', { name: 'English' })) link.remove();
    expect(englishWordsIn(visibleTextOf(document.body), ['Twitter', 'YouTube', 'Facebook'])).toEqual([]);
  });

  it('says a seller\'s new orders in Bangla digits', async () => {
    renderLayout('/bn/', 'bn', testAuth({ user: { uid: 'u1', email: 'ann@example.com', displayName: 'Ann Lee', photoURL: '' } }));
    const link = await screen.findByRole('link', { name: 'আমার বিক্রি, ২ নতুন অর্ডার' });
    expect(link).toHaveAttribute('href', '/bn/my-sales');
    // The name holds the words the link shows, the count a word of its own (axe label-content-name-mismatch: a
    // voice-control user says what they see); '২টি' would not be '২'.
    expect(link.textContent).toBe('আমার বিক্রি ২');
    const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);
    expect(words(link.getAttribute('aria-label') ?? '').slice(0, 3)).toEqual(words(link.textContent ?? ''));
  });
});

describe('the language switch', () => {
  it('goes to the same page in the other language, query and hash kept, and remembers the choice', async () => {
    renderLayout('/foods?q=biryani&category=Rice&sort=price_asc', 'en');
    const [toBangla] = screen.getAllByRole('link', { name: 'বাংলা' });
    expect(toBangla).toHaveAttribute('href', '/bn/foods?q=biryani&category=Rice&sort=price_asc');
    expect(toBangla).toHaveAttribute('hreflang', 'bn');
    expect(toBangla).toHaveAttribute('lang', 'bn');
    toBangla?.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(toBangla as HTMLElement);
    expect(localStorage.getItem(CHOSEN_LANG_KEY)).toBe('bn');
    expect(JSON.parse(sessionStorage.getItem('foodStore.langScroll') ?? '{}')).toEqual({ href: '/bn/foods?q=biryani&category=Rice&sort=price_asc', y: 0 });
  });

  it('goes back to English from a Bangla page', () => {
    renderLayout('/bn/food/abc', 'bn');
    expect(screen.getAllByRole('link', { name: 'English' })[0]).toHaveAttribute('href', '/food/abc');
  });

  it('is in the phone menu too', async () => {
    renderLayout('/gallery', 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'বাংলা' })).toHaveAttribute('href', '/bn/gallery');
  });
});

describe('offering Bangla once', () => {
  it('offers the Bangla page to a browser that prefers Bangla, on an English page, once', async () => {
    preferring(['bn-BD', 'en-US']);
    renderLayout('/foods?q=x', 'en');
    const offer = await screen.findByRole('region', { name: 'ভাষা' });
    expect(within(offer).getByRole('link', { name: 'বাংলায় দেখুন' })).toHaveAttribute('href', '/bn/foods?q=x');
    expect(localStorage.getItem(LANG_OFFERED_KEY)).toBe('1');
    await userEvent.click(within(offer).getByRole('button', { name: 'বন্ধ করুন' }));
    expect(screen.queryByRole('region', { name: 'ভাষা' })).not.toBeInTheDocument();
  });

  it('is not offered again, nor to a browser preferring English, nor on a Bangla page, nor after a choice', async () => {
    const offered = async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return screen.queryByRole('region', { name: 'ভাষা' }) !== null;
    };
    preferring(['bn-BD', 'en']);
    localStorage.setItem(LANG_OFFERED_KEY, '1');
    renderLayout('/', 'en');
    expect(await offered()).toBe(false);
    document.body.innerHTML = '';
    localStorage.clear();

    preferring(['en-GB', 'bn']);
    renderLayout('/', 'en');
    expect(await offered()).toBe(false);
    document.body.innerHTML = '';

    preferring(['bn']);
    renderLayout('/bn/', 'bn');
    expect(await offered()).toBe(false);
    document.body.innerHTML = '';

    localStorage.setItem(CHOSEN_LANG_KEY, 'en');
    renderLayout('/', 'en');
    expect(await offered()).toBe(false);
  });
});
