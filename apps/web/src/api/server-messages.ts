import { messages } from '@ordna/contract/messages';
import i18next from '../i18n/i18n';

/**
 * The server words its failures in English. Those a person meets often (the spec's catalogue and
 * the sign-in ones) have translations; anything else is shown as the server said it.
 */
const signInMessages: Record<string, string> = {
  'Wrong username or password.': 'auth.server.wrongCredentials',
  'That username is taken. Please choose another.': 'auth.server.usernameTaken',
  'This device was signed out. Please sign in again.': 'auth.server.deviceSignedOut',
  'Your session has ended. Please sign in again.': 'auth.server.sessionEnded',
  'This sign-in was used elsewhere and has been ended. Please sign in again.': 'auth.server.sessionReused',
  'Too many failed sign-in attempts for this username. Please wait 15 minutes and try again.': 'auth.server.lockedOut',
  'Something went wrong. Please try again.': 'auth.server.unexpected',
  'That code is not right. Check your authenticator app and try again.': 'auth.server.wrongCode',
  'Your sign-in has expired. Please sign in again.': 'auth.server.challengeExpired',
  'Too many wrong codes. Please wait 15 minutes and try again.': 'auth.server.tooManyCodes',
  'Too many wrong passwords. Please wait 15 minutes and try again.': 'auth.server.tooManyPasswords',
  'Two-factor sign-in is already on.': 'auth.server.twoFactorAlreadyOn',
  'The two-factor set-up was restarted elsewhere. Please scan the new QR code.': 'auth.server.setupChanged',
  'No such device.': 'auth.server.noSuchDevice',
};

const catalogue: Record<string, string> = Object.fromEntries(
  Object.entries(messages).map(([key, text]) => [text, `messages.${key}`]),
);

/** The server's message in the person's language where a translation exists. */
export function localizeServerMessage(message: string): string {
  const key = signInMessages[message] ?? catalogue[message];
  return key ? i18next.t(key, { defaultValue: message }) : message;
}
