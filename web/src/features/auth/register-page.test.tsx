import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import { AuthContext, RegisterPhotoError, type AuthState } from '../../lib/auth-context';
import { photoFile, stubImageFiles } from '../../testing/files';
import { paths } from '../../lib/paths';
import { alice, testAuth } from '../../testing/auth';
import RegisterPage from './register-page';

function renderRegister(auth: AuthState = testAuth(), state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.home, element: <p>Home page</p> },
      { path: paths.login, element: <p>Login page</p> },
      { path: '/foodPurchase/:id', element: <p>Purchase form</p> },
    ],
    { initialEntries: [{ pathname: paths.register, state }] },
  );
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
      <ToastContainer />
    </AuthContext.Provider>,
  );
  return { router, auth };
}

async function blur(label: string, value = '') {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
  else await user.click(input);
  await user.tab();
}

async function fillValid() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full Name'), 'Ann Lee');
  await user.type(screen.getByLabelText('Photo URL'), 'https://example.com/ann.png');
  await user.type(screen.getByLabelText('Email Address'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret1');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterPage', () => {
  it('takes or chooses a photo instead of a URL: no "A photo URL is required.", the file goes with the registration', async () => {
    stubImageFiles({ width: 1200, height: 900 });
    const register = vi.fn().mockRejectedValueOnce(new RegisterPhotoError(new Error('503'))).mockResolvedValueOnce(undefined);
    renderRegister(testAuth({ register }));
    const user = userEvent.setup();
    const photo = photoFile('me.jpg');
    await user.upload(screen.getByLabelText('Take or choose a photo'), photo);
    expect(await screen.findByRole('img', { name: 'Your chosen photo' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Photo URL')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Ann Lee');
    await user.type(screen.getByLabelText('Email Address'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    // The photo could not be saved: the account was deleted again, and the form stays as it was for another try.
    expect(await screen.findByText(MSG.registerPhotoFailed)).toBeInTheDocument();
    expect(screen.queryByText(MSG.photoRequired)).not.toBeInTheDocument();
    expect(register).toHaveBeenLastCalledWith({ name: 'Ann Lee', photo: '', email: 'ann@example.com', password: 'Secret1' }, photo);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(register).toHaveBeenCalledTimes(2);

  });

  it('asks for a photo URL again once the chosen photo is removed', async () => {
    stubImageFiles({ width: 1200, height: 900 });
    renderRegister();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Take or choose a photo'), photoFile('me.jpg'));
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG.photoRequired)).toBeInTheDocument();
  });

  it('says the password rule up front, before anything is typed or submitted', () => {
    renderRegister();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('At least 6 characters, with both upper and lower case letters.');
    expect(screen.getByText('At least 6 characters, with both upper and lower case letters.')).toBeVisible();
  });

  it('sends a user who is already signed in home instead of showing the form', async () => {
    const { router } = renderRegister(testAuth({ user: alice }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sets the title and shows the required messages on blur', async () => {
    renderRegister();
    expect(document.title).toBe('Food Store | Create Account');
    await blur('Full Name');
    expect(await screen.findByText('Your name is required.')).toBeInTheDocument();
    await blur('Photo URL');
    expect(await screen.findByText('A photo URL is required.')).toBeInTheDocument();
    await blur('Email Address');
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await blur('Password');
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
  });

  it('asks for an https photo URL: an http: one is refused on blur', async () => {
    renderRegister();
    await blur('Photo URL', 'http://example.com/ann.png');
    expect(await screen.findByText(MSG.photoUrlInvalid)).toBeInTheDocument();
  });

  it('checks the e-mail shape and the password rules', async () => {
    renderRegister();
    await blur('Email Address', 'not an email');
    expect(await screen.findByText('Invalid email address.')).toBeInTheDocument();

    await blur('Password', 'Ab1');
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();

    await blur('Password', 'secret1');
    expect(await screen.findByText('Must include uppercase and lowercase letters.')).toBeInTheDocument();

    await blur('Password', 'Secret1');
    await blur('Email Address', 'ann@example.com');
    expect(screen.queryByText('Must include uppercase and lowercase letters.')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid email address.')).not.toBeInTheDocument();
  });

  it('registers, shows Registering..., toasts and goes home', async () => {
    let finish: () => void = () => undefined;
    const register = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderRegister(testAuth({ register }));
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
    expect(register).toHaveBeenCalledWith({
      name: 'Ann Lee',
      photo: 'https://example.com/ann.png',
      email: 'ann@example.com',
      password: 'Secret1',
    });
    finish();
    expect(await screen.findByText('Registration successful! Welcome!')).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it("sends a new account on to where it was going (the guard's return path from Login), and Log in keeps it", async () => {
    const state = { from: { pathname: '/foodPurchase/food-1', search: '' } };
    const { router } = renderRegister(testAuth({ register: vi.fn(() => Promise.resolve()) }), state);
    await userEvent.click(screen.getByRole('link', { name: 'Log in here' }));
    expect(router.state.location.state).toEqual(state);
    await router.navigate(paths.register, { state });
    await screen.findByLabelText('Full Name');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Purchase form')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the provider error code on failure, else the spec fallback', async () => {
    const register = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), { code: 'auth/email-already-in-use' }))
      .mockRejectedValueOnce(new Error('boom'));
    renderRegister(testAuth({ register }));
    await fillValid();

    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/auth\/email-already-in-use/)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An unknown error occurred.')).toBeInTheDocument();
  });

  it('Google sign-up failure without a provider message uses the spec fallback', async () => {
    const signInWithGoogle = vi.fn().mockRejectedValue(Object.assign(new Error('unreachable'), { code: 'app/google-unreachable' }));
    renderRegister(testAuth({ signInWithGoogle }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect(await screen.findByText('Failed to sign in with Google.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in here' })).toHaveAttribute('href', '/login');
  });
});
