import { useSyncExternalStore } from 'react';
import { session } from './session';

/** The signed-in person, re-rendering when they sign in, out, or their preferences change. */
export function useSession() {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
