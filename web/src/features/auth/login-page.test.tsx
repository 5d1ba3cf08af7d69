import { MSG } from '@domain/messages';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { alice, testAuth } from '../../testing/auth';
import LoginPage from './login-page';

function renderLogin(auth: AuthState = testAuth(), entry: InitialEntry = '/login') {
  const router = createMemoryRouter(
    [
      { path: paths.login, element: <LoginPage /> },
      { path: paths.home, element: <p>Home page</p> },
      { path: paths.myOrders, element: <p>My orders page</p> },
      { path: paths.forgotPassword, element: <p>Reset page</p> },
    ],
    { initialEntries: [paths.home, entry], initialIndex: 1 },
  );
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
      <ToastContainer />
    </AuthContext.Provider>,
  );
  return { router, auth };
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('sets the title and shows the required messages on blur', async () => {
    renderLogin();
    const user = userEvent.setup();
    expect(document.title).toBe('Food Store | Login');
    expect(screen.queryByText(MSG.emailRequired)).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');

    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
  });

  it('does not sign in when submitted empty, and shows both messages', async () => {
    const { auth } = renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('toggles the password visibility', async () => {
    renderLogin();
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows Signing In... while submitting, then toasts and returns to the attempted path, replacing history', async () => {
    let finish: () => void = () => undefined;
    const signIn = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { router } = renderLogin(testAuth({ signIn }), {
      pathname: '/login',
      state: { from: { pathname: '/my-orders', search: '?page=2', hash: '' } },
    });

    await fillAndSubmit('  ann@example.com ', 'Secret1');
    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith('ann@example.com', 'Secret1');

    finish();
    expect(await screen.findByText('My orders page')).toBeInTheDocument();
    expect(await screen.findByText('Login successful! Welcome back.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a user who is already signed in on to where they were going, without showing the form', async () => {
    const { router } = renderLogin(testAuth({ user: alice }), {
      pathname: '/login',
      state: { from: { pathname: '/my-orders', search: '', hash: '' } },
    });
    expect(await screen.findByText('My orders page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in user without a return path home, and waits while auth loads', async () => {
    renderLogin(testAuth({ user: null, loading: true }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    renderLogin(testAuth({ user: alice }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('goes home after sign-in when there is no previous location', async () => {
    renderLogin();
    await fillAndSubmit('ann@example.com', 'Secret1');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('turns a provider error code into a readable toast and stays', async () => {
    const signIn = vi.fn().mockRejectedValue(Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }));
    renderLogin(testAuth({ signIn }));
    await fillAndSubmit('ann@example.com', 'wrong');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('falls back to the spec message when the failure carries no provider message', async () => {
    const signIn = vi.fn().mockRejectedValue(new Error(''));
    renderLogin(testAuth({ signIn }));
    await fillAndSubmit('ann@example.com', 'wrong');
    expect(await screen.findByText(MSG.loginFailed)).toBeInTheDocument();
  });

  it('Google: success toast and navigation; offline failure toasts the spec message', async () => {
    const signInWithGoogle = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Google sign-in is not reachable.'), { code: 'app/google-unreachable' }))
      .mockResolvedValueOnce(undefined);
    renderLogin(testAuth({ signInWithGoogle }));
    const google = screen.getByRole('button', { name: 'Continue with Google' });

    await userEvent.click(google);
    expect(await screen.findByText('Google sign-in failed.')).toBeInTheDocument();
    await waitFor(() => expect(google).toBeEnabled());

    await userEvent.click(google);
    expect(await screen.findByText('Signed in with Google successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('links to password reset and registration', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });
});
