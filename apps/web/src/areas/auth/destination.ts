/** What the sign-in pages carry in router state: where the person was headed, and the 2FA challenge. */
export interface SignInState {
  from?: string;
  challenge?: string;
}

const SIGN_IN_PAGES = /^\/(login|register|auth)(?=$|[/?#])/i;

export function signInState(state: unknown): SignInState {
  if (!state || typeof state !== 'object') return {};
  const { from, challenge } = state as Record<string, unknown>;
  return {
    ...(typeof from === 'string' && { from }),
    ...(typeof challenge === 'string' && challenge && { challenge }),
  };
}

/**
 * Where to go once signed in: the page the route guard sent the person away from, when it is a
 * path inside this app (never another site, never a sign-in page), else Home.
 */
export function destinationOf(state: unknown): string {
  const { from } = signInState(state);
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  return SIGN_IN_PAGES.test(from) ? '/' : from;
}
