import { SESSION_HINT_KEY } from '../config/ui';

/** Whether this browser had a signed-in user when the page last knew (storage may be unavailable: then no). */
export function hasSessionHint(): boolean {
  // The server renders every page signed out.
  if (typeof localStorage === 'undefined') return false;
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Private modes may refuse storage: the SDK then simply loads when an auth page or action needs it.
  }
}
