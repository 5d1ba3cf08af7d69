import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { LangProvider } from '../../i18n/i18n-context';
import { Footer } from './footer';

// The offer's chunk cannot be fetched (a dropped connection, the assets of a newer deploy).
vi.mock('./language-offer', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/language-offer-x.js');
});

afterEach(() => vi.restoreAllMocks());

it('keeps the footer, without the offer, when the offer of the Bangla page cannot load', async () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['bn-BD', 'en-US']);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/foods']}>
        <LangProvider lang="en">
          <main>the page</main>
          <Footer />
        </LangProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // React reports the error it caught.
  await vi.waitFor(() => expect(logged.mock.calls.flat().some((value) => /language-offer-x\.js/.test(String((value as Error | null)?.cause ?? value)))).toBe(true));
  expect(screen.getByRole('main')).toHaveTextContent('the page');
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'ভাষা' })).not.toBeInTheDocument();
});
