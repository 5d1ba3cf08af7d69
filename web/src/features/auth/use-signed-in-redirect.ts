import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { returnPath } from './return-path';

/**
 * Sends a user who is already signed in away from /login and /register, on to where they were going (the guard's
 * return path, else home). A sign-in made on the page itself navigates on its own: wrap it in `signingIn`.
 */
export function useSignedInRedirect() {
  const { user, loading, prepare } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const actionOnPage = useRef(false);

  // Here a remembered sign-in must be found even without the session hint, so the auth SDK loads now.
  useEffect(() => prepare(), [prepare]);

  useEffect(() => {
    if (!loading && user && !actionOnPage.current) navigate(returnPath(location.state), { replace: true });
  }, [user, loading, navigate, location.state]);

  return async function signingIn<T>(action: () => Promise<T>): Promise<T> {
    actionOnPage.current = true;
    try {
      return await action();
    } catch (error) {
      actionOnPage.current = false;
      throw error;
    }
  };
}
