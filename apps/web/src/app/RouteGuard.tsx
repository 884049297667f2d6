import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../api/use-session';
import type { Access } from './route-types';

/**
 * Spec section 2: an auth route without a token goes to /login, remembering where the person
 * was headed so sign-in can return there; the page title is the route's name.
 */
export function RouteGuard({ access, titleKey, children }: { access: Access; titleKey: string; children: ReactNode }) {
  const user = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  const title = t(titleKey);

  useEffect(() => {
    document.title = `${title} · Ordna`;
  }, [title]);

  if (access !== 'none' && !user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <>{children}</>;
}
