import { MSG } from '@domain/messages';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LangProvider } from '../../i18n';
import { AuthContext } from '../../lib/auth-context';
import { testAuth } from '../../testing/auth';
import { paths } from '../../lib/paths';
import { englishLeft } from '../../testing/english-left';
import { renderPage } from '../../testing/render-page';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';
import RegisterPage from './register-page';


/** The field's error once it is left empty: shown, marked invalid, and not the English MSG text. */
async function expectBanglaRequiredError(label: string, english: string) {
  const input = screen.getByLabelText(label);
  await userEvent.setup().click(input);
  await userEvent.setup().tab();
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  const error = document.getElementById(input.getAttribute('aria-describedby')?.split(' ').pop() ?? '');
  expect(error?.textContent).toBeTruthy();
  expect(error?.textContent).not.toBe(english);
}

describe('auth pages in Bangla', () => {
  it('Login: Bangla labels, buttons and links to Bangla pages, a Bangla field error, no English left', async () => {
    const { container } = renderPage(<LoginPage />, { path: '/bn/login', route: '/bn/login', user: null, lang: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'আবার স্বাগতম' })).toBeInTheDocument();
    expect(screen.getByLabelText('পাসওয়ার্ড')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'লগইন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'গুগল দিয়ে চালিয়ে যান' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড দেখুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toHaveAttribute('href', `/bn${paths.forgotPassword}`);
    expect(screen.getByRole('link', { name: 'অ্যাকাউন্ট খুলুন' })).toHaveAttribute('href', `/bn${paths.register}`);
    expect(englishLeft(container)).toEqual([]);
    await expectBanglaRequiredError('ই-মেইল', MSG.emailRequired);
  });

  it('Register: Bangla labels, the password rule in Bangla digits, a Bangla field error, no English left', async () => {
    const { container } = renderPage(<RegisterPage />, { path: '/bn/register', route: '/bn/register', user: null, lang: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'আপনার অ্যাকাউন্ট খুলুন' })).toBeInTheDocument();
    expect(screen.getByLabelText('পুরো নাম')).toBeInTheDocument();
    expect(screen.getByLabelText('ছবির লিংক')).toBeInTheDocument();
    expect(screen.getByText(/কমপক্ষে ৬টি অক্ষর/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'রেজিস্টার করুন' })).toBeInTheDocument();
    expect(screen.getByText('ছবি তুলুন বা বেছে নিন')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'এখানে লগইন করুন' })).toHaveAttribute('href', `/bn${paths.login}`);
    expect(englishLeft(container)).toEqual([]);
    await expectBanglaRequiredError('পুরো নাম', MSG.nameRequired);
  });

  it('Forgot password: Bangla form, a Bangla field error, the sent notice in Bangla', async () => {
    const { container } = renderPage(<ForgotPasswordPage />, { path: '/bn/forgot-password', route: '/bn/forgot-password', user: null, lang: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'পাসওয়ার্ড রিসেট করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'রিসেট লিংক পাঠান' })).toBeInTheDocument();
    expect(englishLeft(container)).toEqual([]);
    await expectBanglaRequiredError('ই-মেইল', MSG.emailRequired);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ই-মেইল'), 'rahim@example.com');
    await user.click(screen.getByRole('button', { name: 'রিসেট লিংক পাঠান' }));
    expect(await screen.findByRole('status')).toHaveTextContent('rahim@example.com');
    expect(screen.getByRole('link', { name: 'লগইনে ফিরে যান' })).toHaveAttribute('href', `/bn${paths.login}`);
    expect(englishLeft(container)).toEqual([]);
  });

  it('after a Bangla login, goes back to the guarded page in Bangla, and a Bangla auth page is no return path', async () => {
    const router = createMemoryRouter(
      [
        { path: '/bn/login', element: <LangProvider lang="bn"><LoginPage /></LangProvider> },
        { path: '/bn/my-orders', element: <p>My orders page</p> },
        { path: '/bn', element: <p>Home page</p> },
      ],
      { initialEntries: [{ pathname: '/bn/login', state: { from: { pathname: '/bn/my-orders', search: '?page=2', hash: '' } } }] },
    );
    render(
      <AuthContext.Provider value={testAuth()}>
        <RouterProvider router={router} />
      </AuthContext.Provider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ই-মেইল'), 'ann@example.com');
    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(await screen.findByText('My orders page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bn/my-orders');
    expect(router.state.location.search).toBe('?page=2');
  });
});
