import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isLoggedIn } from '../../lib/auth';
import { accessRedirect } from './access';

/** Applies the access rules of SPEC §2 to every navigation (the session is read fresh each time). */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const redirect = accessRedirect(pathname, search, isLoggedIn());
  if (redirect) return <Navigate to={redirect} replace />;
  return children;
}
