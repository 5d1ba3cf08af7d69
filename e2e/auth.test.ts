import type { Page } from 'playwright-core';
import { ApiClient } from './support/api.js';
import { createAccount, idTokenFor, lookupAccount } from './support/auth-emulator.js';
import { PASSWORD, uniqueTag } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { accountButton, eventually, expectToast, gone, openAccountMenu, pathOf, seenOnce, signIn, visible, waitForPath } from './support/ui.js';

function mainNavLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

function loginButton(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
}

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name);
}

describe('accounts', () => {
  test('register shows each validation message once, then signs the new user in at /', async ({ journey }) => {
    const page = await journey.newPage();
    await page.goto('/register');
    await eventually(() => page.title()).toBe('Food Store | Create Account');

    const name = page.getByLabel('Full Name', { exact: true });
    const photo = page.getByLabel('Photo URL', { exact: true });
    const email = page.getByLabel('Email Address', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Register', exact: true });

    await submit.click();
    for (const message of ['Your name is required.', 'A photo URL is required.', 'Email is required.', 'Password is required.']) {
      await seenOnce(page, message);
    }
    await email.fill('not-an-email');
    await email.blur();
    await seenOnce(page, 'Invalid email address.');
    await password.fill('abc');
    await password.blur();
    await seenOnce(page, 'Password must be at least 6 characters.');
    await password.fill('abcdefg');
    await password.blur();
    await seenOnce(page, 'Must include uppercase and lowercase letters.');
    expect(pathOf(page)).toBe('/register');

    const person = { name: `Reza Register ${uniqueTag()}`, email: `e2e-register-${uniqueTag()}@example.com`, photo: '/images/avatars/rahim.webp' };
    await name.fill(person.name);
    await photo.fill(person.photo);
    await email.fill(person.email);
    await password.fill(PASSWORD);
    await password.blur();
    await gone(page.getByText('Must include uppercase and lowercase letters.', { exact: true }));
    await submit.click();

    await expectToast(page, 'Registration successful! Welcome!', 'success');
    await waitForPath(page, '/');
    await openAccountMenu(page, person.name, person.email);
    await visible(page.getByRole('link', { name: 'Add a Food Item' }));

    const account = await lookupAccount(await idTokenFor(person.email));
    expect(account).toMatchObject({ email: person.email, displayName: person.name, photoUrl: person.photo });
    const mine = await page.context().request.get(`/api/foods/${encodeURIComponent(person.email)}`);
    expect(mine.status()).toBe(200);
    expect(await mine.json()).toEqual([]);
  });

  test('login with a wrong password stays on /login; the right one signs in; logout signs out', async ({ journey }) => {
    const user = await createAccount('Lena Login', 'login');
    const page = await journey.newPage();
    // The Auth emulator answers a wrong password with HTTP 400, which Chromium logs.
    journey.allowErrors(/status of 400.*identitytoolkit/);

    await page.goto('/login');
    await eventually(() => page.title()).toBe('Food Store | Login');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('WrongPassword9');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Invalid email or password.', 'error');
    expect(pathOf(page)).toBe('/login');
    await visible(loginButton(page));
    expect(await cookieNames(page)).not.toContain('__session');

    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Login successful! Welcome back.', 'success');
    await waitForPath(page, '/');
    await visible(mainNavLink(page, 'My Orders'));
    await visible(mainNavLink(page, 'My Added Foods'));
    await gone(mainNavLink(page, 'About Us'));
    await openAccountMenu(page, user.name, user.email);
    await eventually(() => cookieNames(page)).toContain('__session');
    expect((await page.context().request.get(`/api/purchase-food/${encodeURIComponent(user.email)}`)).status()).toBe(200);

    // Logging out on a public page stays there.
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await visible(loginButton(page));
    expect(pathOf(page)).toBe('/');
    await gone(accountButton(page, user.name));
    await gone(mainNavLink(page, 'My Orders'));
    await visible(mainNavLink(page, 'About Us'));
    await eventually(() => cookieNames(page)).not.toContain('__session');
    expect((await page.context().request.get(`/api/purchase-food/${encodeURIComponent(user.email)}`)).status()).toBe(401);

    // On a signed-in page, logging out leads to /login.
    await loginButton(page).click();
    await waitForPath(page, '/login');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/');
    await mainNavLink(page, 'My Orders').click();
    await waitForPath(page, '/my-orders');
    await openAccountMenu(page, user.name, user.email);
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await waitForPath(page, '/login');
    await gone(accountButton(page, user.name));
  });

  test('the sign-in guard sends visitors to /login and returns them after login', async ({ journey }) => {
    const user = await createAccount('Gus Guard', 'guard');
    const page = await journey.newPage();
    for (const path of ['/add-food', '/my-foods', '/foodPurchase/any-id']) {
      await page.goto(path);
      await waitForPath(page, '/login');
    }

    await page.goto('/my-orders');
    await waitForPath(page, '/login');
    await visible(page.getByRole('button', { name: 'Sign In', exact: true }));
    await signIn(page, user.email);
    await waitForPath(page, '/my-orders');
    await visible(page.getByRole('heading', { name: 'My Order History' }));
    await visible(page.getByText('No Orders Yet', { exact: true }));
  });

  test('Google: the offline button ends in an error toast; the emulator credential signs in', async ({ journey }) => {
    const page = await journey.newPage();
    // The popup flow needs Google's servers, which this browser cannot reach (as offline).
    journey.allowErrors(/apis\.google\.com/);
    for (const { path, button } of [
      { path: '/register', button: 'Sign up with Google' },
      { path: '/login', button: 'Continue with Google' },
    ]) {
      await page.goto(path);
      const google = page.getByRole('button', { name: button, exact: true });
      const started = Date.now();
      await google.click();
      // Which failure wins the race (the app's reachability probe or the SDK's loader) decides the wording.
      await expectToast(page, /\S/, 'error', 10_000);
      expect(Date.now() - started).toBeLessThan(10_000);
      await eventually(() => google.isEnabled()).toBe(true);
      expect(pathOf(page)).toBe(path);
      await visible(loginButton(page));
    }
    for (const other of page.context().pages()) if (other !== page) await other.close();

    const tag = uniqueTag();
    const person = { name: 'Gina Google', email: `e2e-google-${tag}@example.com` };
    const idToken = JSON.stringify({
      sub: `e2e-google-${tag}`,
      email: person.email,
      email_verified: true,
      name: person.name,
      picture: '/images/avatars/rahim.webp',
    });
    await page.waitForFunction(() => '__foodStoreEmulator' in window);
    await page.evaluate(async (json) => {
      const hooks = (window as unknown as { __foodStoreEmulator: { signInWithGoogleIdToken(json: string): Promise<void> } }).__foodStoreEmulator;
      await hooks.signInWithGoogleIdToken(json);
    }, idToken);

    await openAccountMenu(page, person.name, person.email);
    await gone(loginButton(page));
    const mine = await page.context().request.get(`/api/foods/${encodeURIComponent(person.email)}`);
    expect(mine.status()).toBe(200);
  });

  test('a 401 from a cleared session logs out and sends the user to /login', async ({ journey }) => {
    const user = await createAccount('Sid Session', 'session');
    const page = await journey.newPage();
    // The cleared session makes the orders call answer 401, which Chromium logs.
    journey.allowErrors(/status of 401/);
    await signIn(page, user.email);
    await waitForPath(page, '/');

    await page.context().clearCookies({ name: '__session' });
    expect(await cookieNames(page)).not.toContain('__session');
    expect((await ApiClient.anonymous().get(`/purchase-food/${encodeURIComponent(user.email)}`)).status).toBe(401);
    await mainNavLink(page, 'My Orders').click();

    await waitForPath(page, '/login');
    await visible(loginButton(page));
    await gone(accountButton(page, user.name));
    await signIn(page, user.email);
    await waitForPath(page, '/my-orders');
    await visible(page.getByRole('heading', { name: 'My Order History' }));
  });
});
