import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { authErrorMessage } from './auth-errors';

const firebaseError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('authErrorMessage', () => {
  it('a session the store did not start (its 5xx, or no network) says so, not that the password was wrong', () => {
    expect(authErrorMessage(new ApiError(503, 'Service unavailable'), MSG.loginFailed)).toBe(MSG.sessionStartFailed);
    expect(authErrorMessage(new TypeError('Failed to fetch'), MSG.loginFailed)).toBe(MSG.sessionStartFailed);
    expect(authErrorMessage(new Error('something else'), MSG.loginFailed)).toBe(MSG.loginFailed);
  });

  it('shows the spec fallback instead of a bare Firebase code message', () => {
    const error = firebaseError('auth/internal-error', 'Firebase: Error (auth/internal-error).');
    expect(authErrorMessage(error, MSG.googleSignUpFailed)).toBe(MSG.googleSignUpFailed);
  });

  it('keeps a provider message that explains itself', () => {
    const error = firebaseError('auth/quota-exceeded', 'Firebase: Exceeded quota for sign-ins (auth/quota-exceeded).');
    expect(authErrorMessage(error, MSG.loginFailed)).toBe('Firebase: Exceeded quota for sign-ins (auth/quota-exceeded).');
  });

  it('maps known codes to readable text', () => {
    expect(authErrorMessage(firebaseError('auth/invalid-credential', 'x'), MSG.googleLoginFailed)).toBe(MSG.loginFailed);
  });
});
