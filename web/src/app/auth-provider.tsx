import { PHOTO_FIELD } from '@domain/photos';
import type { PhotoUpload } from '@domain/types';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LOGOUT_ANSWER_WAIT_MS } from '../config/ui';
import { useLang } from '../i18n/i18n-context';
import { stripLang } from '../i18n/langs';
import { startUpMessagesOf } from '../i18n/messages';
import { ApiContext } from '../lib/api-context';
import { AuthContext, RegisterPhotoError, ViewerContext, type AuthState, type AuthUser } from '../lib/auth-context';
import type { User } from '../lib/firebase';
import { createApiClient, type ApiClient, type ApiError } from '../lib/http';
import { paths } from '../lib/paths';
import { loadOnceByKey } from '../lib/load-once';
import { hasSessionHint, setSessionHint } from '../lib/session-hint';

type FirebaseModule = typeof import('../lib/firebase');

const loadOnce = loadOnceByKey<FirebaseModule>();
// The Firebase SDK is its own chunk, fetched after the shell renders so it never delays first paint, and only when a
// user may be signed in (the session hint), on the auth pages, or for an auth action (a failed fetch is tried again).
const loadFirebase = (): Promise<FirebaseModule> => loadOnce('firebase', () => import('../lib/firebase'));

export interface AuthLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** How the provider, which sits above the router, navigates and reads the current location. */
export interface AuthNavigation {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  location(): AuthLocation;
}

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    photoURL: user.photoURL ?? '',
  };
}

// The session calls are public: a refused token must not count as losing a session.
async function startSession(api: ApiClient, user: User): Promise<void> {
  const token = await user.getIdToken();
  await api.post('/jwt', { email: user.email }, { public: true, headers: { Authorization: `Bearer ${token}` } });
}

/**
 * The rest of a registration with a photo file: the session (uploads need one), the upload, the photo kept as the
 * profile photo (so the sweep of unused photos leaves it), then the account's photoURL. On any failure the account
 * just created is deleted, so the visitor can simply try again.
 */
async function finishWithPhoto(api: ApiClient, firebase: FirebaseModule, user: User, file: File): Promise<User> {
  try {
    await startSession(api, user);
    const form = new FormData();
    form.append(PHOTO_FIELD, file);
    const { url } = await api.upload<PhotoUpload>('/photos', form);
    await api.put('/profile/photo', { photo: url });
    await firebase.setProfilePhoto(user, url);
    return user;
  } catch (error) {
    try {
      await firebase.deleteNewUser(user);
    } catch (cleanup) {
      console.warn('Could not delete the unfinished account', cleanup);
    }
    throw new RegisterPhotoError(error);
  }
}

interface Snapshot {
  user: AuthUser | null;
  loading: boolean;
}

export function AuthProvider({ navigation, children }: { navigation: AuthNavigation; children: ReactNode }) {
  const queryClient = useQueryClient();
  // The page's language (App's LangProvider): the lost-session toast speaks it.
  const startUpMessages = startUpMessagesOf(useLang());
  const [snapshot, setSnapshot] = useState<Snapshot>({ user: null, loading: true });
  // Whether the Firebase SDK is wanted: at once when this browser had a signed-in user, else on demand.
  const [attached, setAttached] = useState(hasSessionHint);
  // Only the newest session sync may publish its result.
  const syncId = useRef(0);
  // While an action runs it owns the session call; auth events it causes are parked here instead.
  const actionsInFlight = useRef(0);
  const parkedEvent = useRef<{ user: User | null } | null>(null);
  const navigationRef = useRef(navigation);
  const loggingOut = useRef(false);
  // The last logout call, until it has answered: a session call waits for it, so that its answer, which clears the
  // session cookie, cannot reach the browser after the new session's cookie (a sign-in right after the page opened).
  const logoutCall = useRef<Promise<void>>(Promise.resolve());
  const sessionLostRef = useRef<(error: ApiError) => void>(() => undefined);
  // One client for the provider's lifetime; what a lost session does is the handler below.
  const [api] = useState(() => createApiClient({ onSessionLost: (error) => sessionLostRef.current(error) }));

  useEffect(() => {
    navigationRef.current = navigation;
  }, [navigation]);

  // `revoke`: a sign-out POSTs /logout, which also revokes the session on the server; a page without a user only
  // clears this browser's cookie with the safe GET. `background`: the page's start-up answer for a visitor without a
  // session, which nothing waits for (below).
  // `strict`: a sign-in the user just asked for: a session the store did not start fails it (thrown), instead of a user
  // shown signed in whose first call would sign them out.
  const syncSession = useCallback(async (user: User | null, { revoke = false, background = false, strict = false } = {}) => {
    const id = ++syncId.current;
    if (user?.email) {
      try {
        let waited: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([logoutCall.current, new Promise((resolve) => (waited = setTimeout(resolve, LOGOUT_ANSWER_WAIT_MS)))]);
        clearTimeout(waited);
        await startSession(api, user);
      } catch (error) {
        if (strict) throw error;
        console.warn('Session call failed', error);
      }
    } else {
      const call = revoke ? api.post('/logout', undefined, { public: true }) : api.get('/logout', { public: true });
      logoutCall.current = call.then(
        () => undefined,
        () => undefined,
      );
      try {
        await call;
      } catch (error) {
        console.warn('Logout call failed', error);
      }
    }
    if (id === syncId.current) {
      setSessionHint(Boolean(user?.email));
      const next = { user: user?.email ? toAuthUser(user) : null, loading: false };
      // At start-up, as a transition: React re-renders what reads the session (the header, every card) in slices,
      // yielding to the browser between them, rather than in one long task (docs/ARCHITECTURE.md §6).
      if (background) startTransition(() => setSnapshot(next));
      else setSnapshot(next);
    }
  }, [api]);

  // An action ends by releasing its hold on auth events: what the provider said meanwhile is handed back, once.
  const releaseAction = useCallback(() => {
    actionsInFlight.current -= 1;
    const parked = parkedEvent.current;
    parkedEvent.current = null;
    return parked;
  }, []);

  const runAction = useCallback(
    async (action: (firebase: FirebaseModule) => Promise<User>): Promise<void> => {
      setAttached(true);
      actionsInFlight.current += 1;
      setSnapshot((current) => ({ ...current, loading: true }));
      let user: User;
      try {
        user = await action(await loadFirebase());
      } catch (error) {
        // An auth event that came while the action ran (the provider's first word once attached, say) is applied now.
        const parked = releaseAction();
        if (parked) await syncSession(parked.user);
        else setSnapshot((current) => ({ ...current, loading: false }));
        throw error;
      }
      try {
        await syncSession(user, { strict: true });
      } catch (error) {
        // No session: the provider's sign-in is undone too, and the page keeps its form to try again.
        await loadFirebase()
          .then((firebase) => firebase.signOutUser())
          .catch((signOutError: unknown) => console.warn('Sign-out failed', signOutError));
        releaseAction();
        setSnapshot({ user: null, loading: false });
        throw error;
      }
      // The action's own result is the newest word: an event parked meanwhile is older.
      releaseAction();
    },
    [releaseAction, syncSession],
  );

  // `to` null: stay where we are — a public page stays, and a guarded one sends the visitor to /login itself.
  const signOutAndRedirect = useCallback(
    async (to: string | null, options: { replace?: boolean; state?: unknown }) => {
      actionsInFlight.current += 1;
      setSnapshot((current) => ({ ...current, loading: true }));
      try {
        await (await loadFirebase()).signOutUser();
      } catch (error) {
        console.warn('Sign-out failed', error);
      }
      releaseAction();
      if (to !== null) navigationRef.current.navigate(to, options);
      queryClient.clear();
      await syncSession(null, { revoke: true });
    },
    [queryClient, releaseAction, syncSession],
  );

  useEffect(() => {
    // A visitor without a session hint is signed out until an auth page or action attaches the SDK (spec §4: the
    // logout call still follows).
    if (!attached) {
      void syncSession(null, { background: true });
      return;
    }
    let active = true;
    let unsubscribe: (() => void) | undefined;
    let removeHooks: (() => void) | undefined;
    loadFirebase().then(
      (firebase) => {
        if (!active) return;
        unsubscribe = firebase.onAuthChange((user) => {
          if (actionsInFlight.current > 0) parkedEvent.current = { user };
          else void syncSession(user);
        });
        removeHooks = firebase.installEmulatorHooks((signIn) => runAction(() => signIn()));
      },
      (error: unknown) => {
        console.error('Could not load Firebase Auth', error);
        if (active) setSnapshot({ user: null, loading: false });
      },
    );
    return () => {
      active = false;
      unsubscribe?.();
      removeHooks?.();
    };
  }, [attached, runAction, syncSession]);

  // Spec §4: a lost session on a credentialed call signs out, clears the cache and goes to /login.
  useEffect(() => {
    sessionLostRef.current = () => {
      if (loggingOut.current) return;
      loggingOut.current = true;
      const { pathname, search, hash } = navigationRef.current.location();
      // Said if the toasts' library can be loaded (else not at all); the sign-out below does not wait for it.
      import('react-toastify/unstyled')
        .then(({ toast }) => toast.info(startUpMessages.unauthorized, { toastId: 'unauthorized' }))
        .catch(() => undefined);
      // Already on the sign-in page (a late 401 of a call made before the first one signed out): stay, so the page keeps
      // where it returns to after sign-in.
      const onLogin = stripLang(pathname) === paths.login;
      void signOutAndRedirect(onLogin ? null : paths.login, { replace: true, state: { from: { pathname, search, hash } } }).finally(() => {
        loggingOut.current = false;
      });
    };
  }, [signOutAndRedirect, startUpMessages]);

  const value = useMemo<AuthState>(
    () => ({
      user: snapshot.user,
      loading: snapshot.loading,
      signIn: (email, password) => runAction((firebase) => firebase.signInWithEmail(email, password)),
      register: (values, photoFile) =>
        runAction(async (firebase) => {
          if (!photoFile) return firebase.registerWithEmail(values);
          const user = await firebase.registerWithEmail({ ...values, photo: '' });
          return finishWithPhoto(api, firebase, user, photoFile);
        }),
      signInWithGoogle: () => runAction((firebase) => firebase.signInWithGoogle()),
      sendPasswordReset: async (email) => (await loadFirebase()).sendPasswordReset(email),
      prepare: () => setAttached(true),
      logout: () => signOutAndRedirect(null, {}),
    }),
    [snapshot, runAction, signOutAndRedirect, api],
  );

  return (
    <ApiContext.Provider value={api}>
      <AuthContext.Provider value={value}>
        <ViewerContext.Provider value={snapshot.user?.uid ?? null}>{children}</ViewerContext.Provider>
      </AuthContext.Provider>
    </ApiContext.Provider>
  );
}
