import { notifications } from '@mantine/notifications';
import { messages } from '@ordna/contract/messages';
import i18next from '../i18n/i18n';
import { ApiClient } from './client';
import { localizeServerMessage } from './server-messages';
import { session } from './session';

/** Serialises token refreshes across this browser's tabs where the Web Locks API exists. */
function refreshLock(): (<T>(run: () => Promise<T>) => Promise<T>) | undefined {
  if (typeof navigator === 'undefined' || !navigator.locks) return undefined;
  // request() resolves with what the callback resolves with; its typing wraps that once more.
  return <T>(run: () => Promise<T>) => navigator.locks.request('ordna.refresh-token', run) as unknown as Promise<T>;
}

/** The app's one client instance; pages reach the server only through it (via area hooks). */
export const api = new ApiClient({
  session,
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  userAgent: () => navigator.userAgent,
  languages: () => navigator.languages ?? [navigator.language],
  withRefreshLock: refreshLock(),
  texts: {
    sessionTimedOut: () => i18next.t('messages.sessionTimedOut', { defaultValue: messages.sessionTimedOut }),
    offline: () => i18next.t('auth.client.offline'),
    unexpected: (status) => i18next.t('auth.client.unexpected', { status }),
  },
  onSignedOut: (reason) => {
    notifications.show({
      message: localizeServerMessage(reason.message),
      color: reason.kind === 'warning' ? 'yellow' : 'red',
      autoClose: reason.timeoutMs ?? 4000,
    });
  },
});
