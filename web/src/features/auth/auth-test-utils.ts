import { vi } from 'vitest';
import type { AuthState } from '../../lib/auth-context';

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
    ...overrides,
  };
}
