import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import type { Food, Order } from '@domain/types';
import { AuthContext, type AuthState, type AuthUser } from '../../lib/auth-context';

export const alice: AuthUser = { uid: 'u-alice', email: 'alice@example.com', displayName: 'Alice Cook', photoURL: '' };
export const bob: AuthUser = { uid: 'u-bob', email: 'bob@example.com', displayName: 'Bob Buyer', photoURL: '' };

export function fakeAuth(user: AuthUser | null): AuthState {
  return {
    user,
    loading: false,
    signIn: vi.fn(),
    register: vi.fn(),
    signInWithGoogle: vi.fn(),
    sendPasswordReset: vi.fn(),
    logout: vi.fn(),
  };
}

export function makeFood(overrides: Partial<Food> = {}): Food {
  return {
    _id: 'food-1',
    foodName: 'Chicken Biryani',
    foodImage: '/images/foods/biryani-800.webp',
    category: 'Rice',
    foodCategory: 'Rice',
    price: 12.5,
    description: 'Fragrant basmati rice layered with spiced chicken.',
    quantity: 50,
    foodOrigin: 'Bangladesh',
    purchaseCount: 0,
    buyer: { email: alice.email, userName: alice.displayName, photo: '' },
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'order-1',
    foodId: 'food-1',
    foodName: 'Chicken Biryani',
    foodImage: '/images/foods/biryani-800.webp',
    price: 12.5,
    quantity: 2,
    total: 25,
    buyingDate: '2024-01-05T12:00:00.000Z',
    status: 'placed',
    fulfilment: 'pickup',
    ...overrides,
  };
}

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

export interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** Stubs fetch with `[method, path pattern, handler]` routes and records every call; unmatched calls get 404. */
export function stubApi(routes: Array<[string, RegExp, Handler]>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const call: ApiCall = {
      method,
      path,
      params: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes.find(([m, pattern]) => m === method && pattern.test(path));
    return route ? route[2](call) : json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

interface RenderOptions {
  path: string;
  route: string;
  user?: AuthUser | null;
}

/** Renders one page at `route` with a fresh QueryClient (no retries), a test AuthContext and toasts. */
export function renderPage(page: ReactElement, { path, route, user = alice }: RenderOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth(user)}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<p>Other page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <ToastContainer />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}
