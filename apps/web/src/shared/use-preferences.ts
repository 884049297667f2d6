import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '@ordna/contract/auth';
import { defaultPreferences } from '@ordna/contract/auth/plain';
import type { MessageKey } from '@ordna/contract/kernel/messages';
import { session } from '../api/session';
import { useSession } from '../api/use-session';
import { notifyError } from './notify';
import { call } from '../api/call';

export interface SavePreferencesOptions {
  /** The spec message to toast on failure; 'couldNotUpdatePreferences' unless told. */
  failureMessage?: MessageKey;
  /** No toast on failure (the caller shows its own). */
  quiet?: boolean;
}

/** Saves in flight; a server answer only replaces local preferences when it is the last one. */
let pendingSaves = 0;

/** Whether a preferences change is on its way to the server (a fresh read must not undo it). */
export function preferencesSaving(): boolean {
  return pendingSaves > 0;
}

/**
 * Saves a partial preferences change for the signed-in person (PUT /auth/user/{id}).
 * Optimistic: the session (and so theme, language, every view) changes at once; on failure the
 * changed keys go back to what they were and a toast says so. Resolves true when saved.
 */
export async function savePreferences(
  changes: Partial<Preferences>,
  onFailure: () => void = () => {},
): Promise<boolean> {
  const user = session.current;
  if (!user) return false;
  const before = user.preferences;
  const previous = Object.fromEntries(
    Object.keys(changes).map((key) => [key, before[key as keyof Preferences]]),
  ) as Partial<Preferences>;
  session.setPreferences({ ...before, ...changes });
  pendingSaves++;
  try {
    // The auth endpoint table brings the auth schemas (~4 kB gzip): loaded with the first save, not the first paint.
    const { authEndpoints } = await import('@ordna/contract/auth/endpoints');
    const answer = await call(authEndpoints.changeUser, { params: { id: user._id }, body: { preferences: changes } });
    if (pendingSaves === 1 && session.current?._id === user._id) session.setPreferences(answer.preferences);
    return true;
  } catch {
    const now = session.current;
    if (now?._id === user._id) session.setPreferences({ ...now.preferences, ...previous });
    onFailure();
    return false;
  } finally {
    pendingSaves--;
  }
}

/** The signed-in person's preferences (defaults when signed out) and a way to change them. */
export function usePreferences(): {
  preferences: Preferences;
  savePreferences: (changes: Partial<Preferences>, options?: SavePreferencesOptions) => Promise<boolean>;
} {
  const user = useSession();
  const { t } = useTranslation();
  const save = useCallback(
    (changes: Partial<Preferences>, options: SavePreferencesOptions = {}) =>
      savePreferences(changes, () => {
        if (options.quiet) return;
        notifyError(t(`messages.${options.failureMessage ?? 'couldNotUpdatePreferences'}`));
      }),
    [t],
  );
  return { preferences: user?.preferences ?? defaultPreferences, savePreferences: save };
}
