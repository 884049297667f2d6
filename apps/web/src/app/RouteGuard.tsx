import { useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Redirect } from '../shared/Redirect';
import { extraSession } from '../api/extra-session';
import { useSession } from '../api/use-session';
import type { Access } from '../shared/area';

/** Where the guard sends someone, so sign-in can bring them back: `location.state.from`. */
export interface GuardState {
  from: string;
}

/**
 * An auth route without a token goes to /login, and an xauth route without the vault's open
 * session (api/extra-session.ts) to /password-login, remembering where the person was headed so
 * sign-in can return there. (The title is set by DocumentTitle in the layout.)
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const user = useSession();
  const vaultOpen = useSyncExternalStore(extraSession.subscribe, extraSession.isOpen, extraSession.isOpen);
  const location = useLocation();
  const state: GuardState = { from: `${location.pathname}${location.search}${location.hash}` };

  if (access !== 'none' && !user) return <Redirect to="/login" replace state={state} />;
  if (access === 'xauth' && !vaultOpen) return <Redirect to="/password-login" replace state={state} />;
  return <>{children}</>;
}
