import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { testAuth } from '../../testing/auth';
import ForgotPasswordPage from './forgot-password-page';

function renderPage(auth: AuthState) {
  render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[{ pathname: paths.forgotPassword, state: { email: 'ann@example.com' } }]}>
        <ForgotPasswordPage />
      </MemoryRouter>
      <ToastContainer />
    </AuthContext.Provider>,
  );
}

describe('ForgotPasswordPage', () => {
  it('prefills the e-mail from the login page and confirms neutrally', async () => {
    const sendPasswordReset = vi.fn().mockResolvedValue(undefined);
    renderPage(testAuth({ sendPasswordReset }));
    expect(document.title).toBe('Food Store | Reset Password');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(sendPasswordReset).toHaveBeenCalledWith('ann@example.com');
    expect(await screen.findByText(/a password reset link is on its way/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('does not reveal whether an account exists', async () => {
    const sendPasswordReset = vi.fn().mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/user-not-found' }));
    renderPage(testAuth({ sendPasswordReset }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(/a password reset link is on its way/)).toBeInTheDocument();
  });

  it('validates the e-mail on blur', async () => {
    renderPage(testAuth());
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.tab();
    expect(await screen.findByText('Invalid email address.')).toBeInTheDocument();
  });
});
