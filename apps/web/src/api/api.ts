import { notifications } from '@mantine/notifications';
import { ApiClient } from './client';
import { session } from './session';

/** The app's one client instance; pages reach the server only through it (via area hooks). */
export const api = new ApiClient({
  session,
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  userAgent: () => navigator.userAgent,
  languages: () => navigator.languages ?? [navigator.language],
  onSignedOut: (reason) => {
    notifications.show({
      message: reason.message,
      color: reason.kind === 'warning' ? 'yellow' : 'red',
      autoClose: reason.timeoutMs ?? 4000,
    });
  },
});
