import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { testAuth } from '../testing/auth';
import LoginPage from '../features/auth/login-page';
import { AuthContext, type AuthState, type AuthUser } from '../lib/auth-context';
import { RequireAuth } from './require-auth';

const ANN: AuthUser = { uid: 'u1', email: 'ann@example.com', displayName: 'Ann', photoURL: '' };

function LoginStateProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>{`login from ${from ? from.pathname + from.search : 'nowhere'}`}</p>;
}

function renderGuarded(auth: AuthState, login: ReactNode = <LoginStateProbe />) {
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <p>Home page</p> },
      { path: paths.login, element: login },
      { path: paths.myOrders, element: <RequireAuth><p>My orders content</p></RequireAuth> },
    ],
    { initialEntries: [paths.home, `${paths.myOrders}?page=2`], initialIndex: 1 },
  );
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

describe('RequireAuth', () => {
  it('shows the page skeleton while auth loads', () => {
    renderGuarded(testAuth({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('My orders content')).not.toBeInTheDocument();
  });

  it('redirects a visitor to /login with the attempted path as state, replacing history', async () => {
    const router = renderGuarded(testAuth());
    expect(await screen.findByText('login from /my-orders?page=2')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('renders the page for a signed-in user', () => {
    renderGuarded(testAuth({ user: ANN }));
    expect(screen.getByText('My orders content')).toBeInTheDocument();
  });

  it('after login returns to the attempted path', async () => {
    function StatefulAuth({ children }: { children: ReactNode }) {
      const [user, setUser] = useState<AuthUser | null>(null);
      const value = testAuth({
        user,
        signIn: async () => {
          setUser(ANN);
        },
      });
      return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
    }
    const router = createMemoryRouter(
      [
        { path: paths.home, element: <p>Home page</p> },
        { path: paths.login, element: <LoginPage /> },
        { path: paths.myOrders, element: <RequireAuth><p>My orders content</p></RequireAuth> },
      ],
      { initialEntries: [paths.home, `${paths.myOrders}?page=2`], initialIndex: 1 },
    );
    render(
      <StatefulAuth>
        <RouterProvider router={router} />
      </StatefulAuth>,
    );

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('My orders content')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/my-orders?page=2');
    // Back skips the login page: both the redirect and the return replaced their entries.
    await router.navigate(-1);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
