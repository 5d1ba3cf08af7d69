import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import { useApi } from '../lib/api-context';
import { useAuth } from '../lib/auth-context';
import type { User } from '../lib/firebase';
import { ApiError, SESSION_REFUSED_CODE } from '../lib/http';
import { LOGOUT_ANSWER_WAIT_MS, SESSION_HINT_KEY } from '../config/ui';
import { paths } from '../lib/paths';
import { AuthProvider, type AuthNavigation } from './auth-provider';
import { RequireAuth } from './require-auth';

const fb = vi.hoisted(() => ({
  listener: null as ((user: unknown) => void) | null,
  signInWithEmail: vi.fn(),
  registerWithEmail: vi.fn(),
  signInWithGoogle: vi.fn(),
  sendPasswordReset: vi.fn(),
  signOutUser: vi.fn(),
  installEmulatorHooks: vi.fn(),
}));

vi.mock('../lib/firebase', () => ({
  onAuthChange: (listener: (user: unknown) => void) => {
    fb.listener = listener;
    return () => {
      fb.listener = null;
    };
  },
  currentUser: () => null,
  signInWithEmail: fb.signInWithEmail,
  registerWithEmail: fb.registerWithEmail,
  signInWithGoogle: fb.signInWithGoogle,
  sendPasswordReset: fb.sendPasswordReset,
  signOutUser: fb.signOutUser,
  installEmulatorHooks: fb.installEmulatorHooks,
}));

function fakeUser(overrides: Partial<{ uid: string; email: string; displayName: string; token: string }> = {}) {
  const user = {
    uid: overrides.uid ?? 'u1',
    email: overrides.email ?? 'ann@example.com',
    displayName: overrides.displayName ?? 'Ann',
    photoURL: 'https://example.com/ann.png',
    token: overrides.token ?? 'token-1',
    getIdToken: vi.fn(async () => user.token),
  };
  return user;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let queryClient: QueryClient;

function sessionCalls() {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/jwt' || url === '/api/logout');
}

function Probe() {
  const auth = useAuth();
  const api = useApi();
  const [failure, setFailure] = useState('');
  const call = (request: () => Promise<unknown>) => () =>
    void request().catch((error: unknown) => setFailure(error instanceof ApiError ? `failed ${error.status}: ${error.message}` : 'failed'));
  return (
    <div>
      <p>{auth.loading ? 'auth loading' : 'auth ready'}</p>
      <p>{auth.user ? `user ${auth.user.email} ${auth.user.displayName}` : 'no user'}</p>
      <button type="button" onClick={() => void auth.logout()}>
        log out
      </button>
      <button type="button" onClick={call(() => api.get('/foods/ann@example.com'))}>
        load my foods
      </button>
      <button type="button" onClick={call(() => api.post('/add-purchase-food', { foodId: 'own', quantity: 1 }))}>
        buy my own food
      </button>
      <button type="button" onClick={call(() => api.delete('/food/refused'))}>
        delete with a refused session
      </button>
      <button type="button" onClick={call(() => api.get('/top-foods', { public: true }))}>
        load a public list
      </button>
      <p>{failure}</p>
    </div>
  );
}

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>{`login page from ${from ? from.pathname + from.search : 'nowhere'}`}</p>;
}

function renderProvider(initialPath = '/my-foods?sort=new') {
  const router = createMemoryRouter(
    [
      { path: paths.myFoods, element: <Probe /> },
      { path: paths.foods, element: <Probe /> },
      {
        path: paths.myOrders,
        element: (
          <RequireAuth>
            <Probe />
          </RequireAuth>
        ),
      },
      { path: paths.login, element: <LoginProbe /> },
    ],
    { initialEntries: [initialPath] },
  );
  const navigation: AuthNavigation = {
    navigate: (to, options) => void router.navigate(to, options),
    location: () => router.state.location,
  };
  let auth: ReturnType<typeof useAuth> | undefined;
  function Capture() {
    auth = useAuth();
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider navigation={navigation}>
        <Capture />
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, auth: () => auth! };
}

async function emit(user: ReturnType<typeof fakeUser> | null) {
  await waitFor(() => expect(fb.listener).not.toBeNull());
  act(() => fb.listener?.(user));
}

beforeEach(() => {
  vi.clearAllMocks();
  fb.listener = null;
  // Most cases follow a browser that had a signed-in user, so the SDK loads at once; the hint's own cases clear it.
  localStorage.setItem(SESSION_HINT_KEY, '1');
  fb.installEmulatorHooks.mockReturnValue(() => undefined);
  fb.signOutUser.mockResolvedValue(undefined);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/foods/ann@example.com' || url === '/api/top-foods') return json({ message: MSG.unauthorized }, 401);
    if (url === '/api/add-purchase-food') return json({ message: MSG.ownFood }, 403);
    if (url === '/api/food/refused') return json({ message: 'This account is disabled.', code: SESSION_REFUSED_CODE }, 403);
    return json({ ok: true });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AuthProvider without a signed-in user in this browser', () => {
  it('does not load the auth SDK, calls the spec\'s logout and is ready', async () => {
    localStorage.removeItem(SESSION_HINT_KEY);
    renderProvider();
    expect(await screen.findByText('auth ready')).toBeInTheDocument();
    expect(screen.getByText('no user')).toBeInTheDocument();
    expect(sessionCalls().map(([url, init]) => [url, (init as RequestInit).method])).toEqual([['/api/logout', 'GET']]);
    expect(fb.listener).toBeNull();
    expect(fb.installEmulatorHooks).not.toHaveBeenCalled();
  });

  it('loads it when a page asks (the auth pages) and finds a remembered user', async () => {
    localStorage.removeItem(SESSION_HINT_KEY);
    const { auth } = renderProvider();
    await screen.findByText('auth ready');
    act(() => auth().prepare());
    await emit(fakeUser());
    expect(await screen.findByText('user ann@example.com Ann')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
  });

  // The page's start-up logout clears the session cookie when it answers: were it to answer after a sign-in's session
  // call, it would sign out the user who just signed in (seen as a 401 on My Sales' calls right after signing in).
  it('a sign-in while the start-up logout has not answered posts the session only once it has', async () => {
    localStorage.removeItem(SESSION_HINT_KEY);
    let answerLogout: () => void = () => undefined;
    fetchMock.mockImplementation((url: string) =>
      url === '/api/logout' ? new Promise<Response>((resolve) => (answerLogout = () => resolve(json({ ok: true })))) : Promise.resolve(json({ ok: true })),
    );
    const { auth } = renderProvider('/foods');
    await waitFor(() => expect(sessionCalls().map(([url]) => url)).toEqual(['/api/logout']));
    fb.signInWithEmail.mockResolvedValue(fakeUser());
    let signedIn = false;
    act(() => void auth().signIn('ann@example.com', 'Secret1').then(() => (signedIn = true)));
    await waitFor(() => expect(fb.signInWithEmail).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionCalls().map(([url]) => url)).toEqual(['/api/logout']);
    expect(signedIn).toBe(false);

    await act(async () => answerLogout());
    await waitFor(() => expect(signedIn).toBe(true));
    expect(sessionCalls().map(([url, init]) => [url, (init as RequestInit).method])).toEqual([
      ['/api/logout', 'GET'],
      ['/api/jwt', 'POST'],
    ]);
    expect(await screen.findByText('user ann@example.com Ann')).toBeInTheDocument();
  });

  it('a sign-in does not wait for a start-up logout that never answers longer than LOGOUT_ANSWER_WAIT_MS', async () => {
    localStorage.removeItem(SESSION_HINT_KEY);
    fetchMock.mockImplementation((url: string) => (url === '/api/logout' ? new Promise<Response>(() => undefined) : Promise.resolve(json({ ok: true }))));
    const { auth } = renderProvider('/foods');
    await waitFor(() => expect(sessionCalls().map(([url]) => url)).toEqual(['/api/logout']));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      fb.signInWithEmail.mockResolvedValue(fakeUser());
      let signedIn = false;
      act(() => void auth().signIn('ann@example.com', 'Secret1').then(() => (signedIn = true)));
      await vi.advanceTimersByTimeAsync(LOGOUT_ANSWER_WAIT_MS - 100);
      expect(sessionCalls().map(([url]) => url)).toEqual(['/api/logout']);
      await vi.advanceTimersByTimeAsync(200);
      await vi.waitFor(() => expect(signedIn).toBe(true));
      expect(sessionCalls().map(([url]) => url)).toEqual(['/api/logout', '/api/jwt']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads it for a sign-in, and a sign-out clears the hint', async () => {
    localStorage.removeItem(SESSION_HINT_KEY);
    const { auth } = renderProvider('/foods');
    await screen.findByText('auth ready');
    fb.signInWithEmail.mockResolvedValue(fakeUser());
    await act(() => auth().signIn('ann@example.com', 'Secret1'));
    expect(await screen.findByText('user ann@example.com Ann')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    await act(() => auth().logout());
    expect(await screen.findByText('no user')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });
});

describe('AuthProvider session sync', () => {
  it('posts the ID token to /api/jwt when a user appears, and only then stops loading', async () => {
    let releaseSession: () => void = () => undefined;
    fetchMock.mockImplementationOnce(
      () => new Promise<Response>((resolve) => (releaseSession = () => resolve(json({ ok: true })))),
    );
    renderProvider();
    expect(screen.getByText('auth loading')).toBeInTheDocument();

    await emit(fakeUser());
    await waitFor(() => expect(sessionCalls()).toHaveLength(1));
    const [url, init] = sessionCalls()[0] as [string, RequestInit];
    expect(url).toBe('/api/jwt');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ann@example.com' });
    expect(screen.getByText('auth loading')).toBeInTheDocument();
    expect(screen.getByText('no user')).toBeInTheDocument();

    await act(async () => releaseSession());
    expect(await screen.findByText('auth ready')).toBeInTheDocument();
    expect(screen.getByText('user ann@example.com Ann')).toBeInTheDocument();
  });

  it('calls /api/logout when there is no user, then stops loading', async () => {
    renderProvider();
    await emit(null);
    expect(await screen.findByText('auth ready')).toBeInTheDocument();
    expect(sessionCalls().map(([url, init]) => [url, (init as RequestInit).method])).toEqual([['/api/logout', 'GET']]);
    expect(screen.getByText('no user')).toBeInTheDocument();
  });

  it('after registering, posts the token refreshed after the profile update, once', async () => {
    const { auth } = renderProvider();
    await emit(null);
    await screen.findByText('auth ready');
    fetchMock.mockClear();

    const user = fakeUser({ displayName: '', token: 'token-before-profile' });
    fb.registerWithEmail.mockImplementation(async () => {
      fb.listener?.(user);
      await new Promise((resolve) => setTimeout(resolve, 10));
      user.displayName = 'Ann Lee';
      user.token = 'token-with-profile';
      return user;
    });

    await act(() => auth().register({ name: 'Ann Lee', photo: 'https://example.com/ann.png', email: 'ann@example.com', password: 'Secret1' }));

    const posts = sessionCalls();
    expect(posts).toHaveLength(1);
    expect(((posts[0]?.[1] as RequestInit).headers as Record<string, string>).Authorization).toBe('Bearer token-with-profile');
    expect(screen.getByText('user ann@example.com Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('auth ready')).toBeInTheDocument();
  });

  it('a failed sign-in clears loading and rethrows the provider error', async () => {
    const { auth } = renderProvider();
    await emit(null);
    await screen.findByText('auth ready');
    fb.signInWithEmail.mockRejectedValue(Object.assign(new Error('bad'), { code: 'auth/invalid-credential' }));

    let caught: unknown;
    await act(async () => {
      await auth()
        .signIn('ann@example.com', 'wrong')
        .catch((error: unknown) => (caught = error));
    });
    expect(caught).toMatchObject({ code: 'auth/invalid-credential' });
    expect(screen.getByText('auth ready')).toBeInTheDocument();
    expect(screen.getByText('no user')).toBeInTheDocument();
  });

  it('a sign-in whose session the store did not start fails: rethrown, the provider signed out, nobody shown signed in', async () => {
    const { auth } = renderProvider();
    await emit(null);
    await screen.findByText('auth ready');
    fb.signInWithEmail.mockResolvedValue(fakeUser());
    fetchMock.mockImplementation(async (url: string) => (url === '/api/jwt' ? json({ message: 'Service unavailable' }, 503) : json({ ok: true })));

    let caught: unknown;
    await act(async () => {
      await auth()
        .signIn('ann@example.com', 'Secret1')
        .catch((error: unknown) => (caught = error));
    });
    expect(caught).toBeInstanceOf(ApiError);
    expect(fb.signOutUser).toHaveBeenCalledTimes(1);
    expect(screen.getByText('auth ready')).toBeInTheDocument();
    expect(screen.getByText('no user')).toBeInTheDocument();
  });

  it('the emulator hook signs in through the same session path', async () => {
    renderProvider();
    await emit(null);
    await screen.findByText('auth ready');
    await waitFor(() => expect(fb.installEmulatorHooks).toHaveBeenCalled());
    const run = fb.installEmulatorHooks.mock.calls[0]?.[0] as (signIn: () => Promise<User>) => Promise<void>;

    const google = fakeUser({ email: 'g@example.com', displayName: 'Gia', token: 'google-token' });
    await act(() => run(async () => google as unknown as User));

    expect(sessionCalls().at(-1)?.[0]).toBe('/api/jwt');
    expect(screen.getByText('user g@example.com Gia')).toBeInTheDocument();
  });
});

describe('sign-out paths', () => {
  it('a 401 on a credentialed call signs out, clears the cache and redirects to /login with the path', async () => {
    renderProvider('/my-foods?sort=new');
    await emit(fakeUser());
    await screen.findByText('user ann@example.com Ann');
    queryClient.setQueryData(['foods', 'mine'], [{ _id: 'f1' }]);

    await userEvent.click(screen.getByRole('button', { name: 'load my foods' }));

    expect(await screen.findByText('login page from /my-foods?sort=new')).toBeInTheDocument();
    expect(fb.signOutUser).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['foods', 'mine'])).toBeUndefined();
    await waitFor(() => expect(sessionCalls().at(-1)?.[0]).toBe('/api/logout'));
    expect((sessionCalls().at(-1)?.[1] as RequestInit).method).toBe('POST');
  });

  it('a business-rule 403 (your own food) keeps the user signed in on the page, with the message', async () => {
    renderProvider('/my-foods');
    await emit(fakeUser());
    await screen.findByText('user ann@example.com Ann');
    queryClient.setQueryData(['foods', 'mine'], [{ _id: 'f1' }]);

    await userEvent.click(screen.getByRole('button', { name: 'buy my own food' }));

    expect(await screen.findByText(`failed 403: ${MSG.ownFood}`)).toBeInTheDocument();
    expect(screen.getByText('user ann@example.com Ann')).toBeInTheDocument();
    expect(fb.signOutUser).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['foods', 'mine'])).toEqual([{ _id: 'f1' }]);
    expect(sessionCalls().at(-1)?.[0]).toBe('/api/jwt');
  });

  it('a 403 that refuses the session itself signs out like a 401', async () => {
    renderProvider('/my-foods?sort=new');
    await emit(fakeUser());
    await screen.findByText('user ann@example.com Ann');

    await userEvent.click(screen.getByRole('button', { name: 'delete with a refused session' }));

    expect(await screen.findByText('login page from /my-foods?sort=new')).toBeInTheDocument();
    expect(fb.signOutUser).toHaveBeenCalledTimes(1);
  });

  it('a 401 on a public call leaves the session alone', async () => {
    renderProvider('/my-foods');
    await emit(fakeUser());
    await screen.findByText('user ann@example.com Ann');

    await userEvent.click(screen.getByRole('button', { name: 'load a public list' }));

    expect(await screen.findByText(`failed 401: ${MSG.unauthorized}`)).toBeInTheDocument();
    expect(fb.signOutUser).not.toHaveBeenCalled();
    expect(screen.getByText('user ann@example.com Ann')).toBeInTheDocument();
  });

  it('logout on a public page signs out, clears the cache and stays on the page', async () => {
    const { router } = renderProvider('/foods');
    await emit(fakeUser());
    await screen.findByText('user ann@example.com Ann');

    await userEvent.click(screen.getByRole('button', { name: 'log out' }));

    expect(await screen.findByText('no user')).toBeInTheDocument();
    expect(screen.getByText('auth ready')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/foods');
    expect(fb.signOutUser).toHaveBeenCalledTimes(1);
  });

  it('logout on a signed-in page signs out, clears the cache and goes to /login', async () => {
    renderProvider('/my-orders');
    await emit(fakeUser());
    await screen.findByText('user ann@example.com Ann');
    queryClient.setQueryData(['orders', 'mine'], []);

    await userEvent.click(screen.getByRole('button', { name: 'log out' }));

    expect(await screen.findByText('login page from /my-orders')).toBeInTheDocument();
    expect(fb.signOutUser).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['orders', 'mine'])).toBeUndefined();
    // POST, not the spec's GET: only the POST revokes the session on the server.
    await waitFor(() => expect(sessionCalls().at(-1)?.[0]).toBe('/api/logout'));
    expect((sessionCalls().at(-1)?.[1] as RequestInit).method).toBe('POST');
  });
});
