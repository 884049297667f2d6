import { ApiClient, englishClientTexts, type ClientTexts, type SignOutReason } from './client';
import { session } from './session';

/** Serialises token refreshes across this browser's tabs where the Web Locks API exists. */
function refreshLock(): (<T>(run: () => Promise<T>) => Promise<T>) | undefined {
  if (typeof navigator === 'undefined' || !navigator.locks) return undefined;
  // request() resolves with what the callback resolves with; its typing wraps that once more.
  return <T>(run: () => Promise<T>) => navigator.locks.request('ordna.refresh-token', run) as unknown as Promise<T>;
}

interface ClientVoice {
  texts: Partial<ClientTexts>;
  onSignedOut: (reason: SignOutReason) => void;
}

/**
 * How the client words its own failures and tells the person they were signed out. The shell
 * sets it at start-up in the person's language, so api/ never imports i18n/ (docs/architecture.md).
 */
const voice: ClientVoice = { texts: {}, onSignedOut: () => {} };

export function setClientVoice(next: ClientVoice): void {
  Object.assign(voice, next);
}

/** The client's own sentences in the person's language (english until the shell sets the voice). */
export const clientTexts: ClientTexts = {
  sessionTimedOut: () => (voice.texts.sessionTimedOut ?? englishClientTexts.sessionTimedOut)(),
  offline: () => (voice.texts.offline ?? englishClientTexts.offline)(),
  unexpected: (status) => (voice.texts.unexpected ?? englishClientTexts.unexpected)(status),
};

/** The app's one client instance; pages reach the server only through it (via area hooks). */
export const api = new ApiClient({
  session,
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  userAgent: () => navigator.userAgent,
  languages: () => navigator.languages ?? [navigator.language],
  withRefreshLock: refreshLock(),
  texts: clientTexts,
  onSignedOut: (reason) => voice.onSignedOut(reason),
});
