import { useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Redirect } from '../shared/Redirect';
import { useSession } from '../api/use-session';
import type { Access } from '../shared/area';
import { accessRules } from './area-registry';

/** Where the guard sends someone, so sign-in can bring them back: `location.state.from`. */
export interface GuardState {
  from: string;
}

const noChange = () => () => {};
const holdsAlways = () => true;

/**
 * An auth route without a token goes to /login, and a route whose access level an area rules
 * (`accessRules` in its `area.ts`: the vault's xauth wants its open session) to the rule's sign-in
 * page while the rule does not hold, remembering where the person was headed so sign-in can return
 * there (the registry refuses a page whose access level no area rules). (The title is set by
 * DocumentTitle in the layout.)
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const user = useSession();
  const rule = access === 'none' || access === 'auth' ? undefined : accessRules.get(access);
  const holds = useSyncExternalStore(
    rule?.subscribe ?? noChange,
    rule?.holds ?? holdsAlways,
    rule?.holds ?? holdsAlways,
  );
  const location = useLocation();
  const state: GuardState = { from: `${location.pathname}${location.search}${location.hash}` };

  if (access !== 'none' && !user) return <Redirect to="/login" replace state={state} />;
  if (rule && !holds) return <Redirect to={rule.signInPath} replace state={state} />;
  return <>{children}</>;
}
