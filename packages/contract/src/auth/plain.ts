import type { LoginAnswer, TwoFactorChallenge } from './answers';
import type { Preferences } from './preferences';

/**
 * The auth contract's values that need no zod: the web app's first load (the sign-in page, the
 * preferences every page reads) imports them from here without carrying the schemas, which only
 * the server runs. `./auth` exports them too.
 */

export { DISPLAY_NAME_MAX } from './limits';

export const defaultPreferences: Preferences = {
  displayName: null,
  theme: 'light',
  language: 'en',
  timeZone: 'UTC',
  timeSorting: 'normal',
  timeFilter: 'day',
  timeView: 'list',
  showAuto: true,
  heartbeatPulseMs: 120_000,
  shape: null,
  journalGroup: null,
  defaultShoppingList: null,
  linkOrder: [],
  showPasswords: false,
  showSecondBar: true,
  useDeviceShutdown: false,
  deviceShutdownConfig: null,
};

export function isTwoFactorChallenge(answer: LoginAnswer): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer;
}
