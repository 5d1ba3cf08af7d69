import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../components/spinner';
import { useAuth } from '../lib/auth-context';
import { paths } from '../lib/paths';

/** Guards signed-in routes: a full-page spinner while auth loads, else /login with the attempted location. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner fullPage />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return children;
}
