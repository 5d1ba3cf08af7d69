import { vi } from 'vitest';
import type { AuthState, AuthUser } from '../lib/auth-context';

export const alice: AuthUser = { uid: 'u-alice', email: 'alice@example.com', displayName: 'Alice Cook', photoURL: '' };
export const bob: AuthUser = { uid: 'u-bob', email: 'bob@example.com', displayName: 'Bob Buyer', photoURL: '' };

/** An AuthState for component tests: signed out and ready, with every action a resolved mock. */
export function testAuth(overrides: Partial<AuthState> = {}): AuthState {
  return {
    user: null,
    loading: false,
    signIn: vi.fn().mockResolvedValue(undefined),
    register: vi.fn().mockResolvedValue(undefined),
    signInWithGoogle: vi.fn().mockResolvedValue(undefined),
    sendPasswordReset: vi.fn().mockResolvedValue(undefined),
    logout: vi.fn().mockResolvedValue(undefined),
    prepare: vi.fn(),
    ...overrides,
  };
}
