import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Navigate } from '../i18n/links';
import { PageSkeleton } from '../components/skeletons';
import { useAuth } from '../lib/auth-context';
import { paths } from '../lib/paths';

/**
 * Guards signed-in routes: the page's skeleton under the layout while auth loads (as the signed-in pages' static shell
 * shows it), else /login with the attempted location.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSkeleton />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return children;
}
