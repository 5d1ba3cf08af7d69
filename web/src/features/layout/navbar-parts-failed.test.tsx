import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../../lib/api-context';
import { AuthContext } from '../../lib/auth-context';
import { createApiClient } from '../../lib/http';
import { SalesSummaryProvider } from '../../lib/sales-summary';
import { json, stubApi } from '../../testing/api';
import { testAuth } from '../../testing/auth';
import { Navbar } from './navbar';

// The phone's menu and the account menu are lazy: their code may fail to load (a dropped connection, a newer deploy).
vi.mock('./mobile-menu', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./user-menu', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const ANN = { uid: 'u1', email: 'ann@example.com', displayName: 'Ann Lee', photoURL: '' };

describe('the header when a menu cannot be loaded', () => {
  it("keeps the page (and what was typed on it) instead of giving way to the app's error screen", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi([['GET', /^\/sales\/summary$/, () => json({ placed: 0, accepted: 0, ready: 0 })]]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={createApiClient({ onSessionLost: vi.fn() })}>
          <AuthContext.Provider value={testAuth({ user: ANN })}>
            <MemoryRouter>
              <SalesSummaryProvider>
                <Navbar />
                <label>
                  Address <input defaultValue="" />
                </label>
              </SalesSummaryProvider>
            </MemoryRouter>
          </AuthContext.Provider>
        </ApiContext.Provider>
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Address'), 'House 12, Road 5');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Address')).toHaveValue('House 12, Road 5');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
