import { createContext, useContext } from 'react';

export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
}

export interface AuthState {
  user: AuthUser | null;
  /** True while an auth action runs and until the session call after an auth change returns (spec §4). */
  loading: boolean;
  signIn(email: string, password: string): Promise<void>;
  /**
   * Creates the account. With `photoFile` (taken or chosen at registration) `values.photo` is ignored: the account is
   * created, its session started, the photo uploaded and kept as the profile photo; if any of that fails the new
   * account is deleted again (nothing half-done remains) and the error is a RegisterPhotoError.
   */
  register(values: { name: string; photo: string; email: string; password: string }, photoFile?: File): Promise<void>;
  signInWithGoogle(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  logout(): Promise<void>;
  /** Loads the auth SDK now if it is not yet (the auth pages call it, so a remembered sign-in is found there too). */
  prepare(): void;
}

export const AuthContext = createContext<AuthState | null>(null);

/**
 * The signed-in user's uid, or null: for what needs only who is looking (a card hides Add to cart on the seller's own
 * dish), so that the session's other changes (its loading state settling at start-up) do not re-render a whole grid.
 */
export const ViewerContext = createContext<string | null>(null);

export function useViewer(): string | null {
  return useContext(ViewerContext);
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** A registration whose photo could not be uploaded or kept: the new account was deleted again. */
export class RegisterPhotoError extends Error {
  constructor(readonly reason: unknown) {
    super('The photo of a new account could not be saved.');
    this.name = 'RegisterPhotoError';
  }
}
