import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../api/use-session';
import type { Access } from '../shared/area';

/** Where the guard sends someone, so sign-in can bring them back: `location.state.from`. */
export interface GuardState {
  from: string;
}

/**
 * An auth route without a token goes to /login, remembering where the person
 * was headed so sign-in can return there. (The title is set by DocumentTitle in the layout.)
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const user = useSession();
  const location = useLocation();

  if (access !== 'none' && !user) {
    const state: GuardState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children}</>;
}
