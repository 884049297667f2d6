import { defineRefusals } from './refusals';
import { DEVICE_NAME_MAX } from './auth-limits';
import { linkOrderTexts } from './link-order';
import { messages } from './messages';
import { EXTRA_PASSWORD_LENGTH, KDF_ITERATIONS_MAX, KDF_ITERATIONS_MIN } from './passwords-limits';

/** How sign-in, sessions, two-factor and account settings say no. */
export const authRefusals = defineRefusals('auth', {
  signInRequired: 'Please sign in.',
  tokenInvalid: 'Your access token has expired or is not valid.',
  deviceSignedOut: 'This device was signed out. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  sessionReused: 'This sign-in was used elsewhere and has been ended. Please sign in again.',
  wrongCredentials: 'Wrong username or password.',
  usernameTaken: 'That username is taken. Please choose another.',
  lockedOut: 'Too many failed sign-in attempts for this username. Please wait 15 minutes and try again.',
  tooManyCodes: 'Too many wrong codes. Please wait 15 minutes and try again.',
  tooManyPasswords: 'Too many wrong passwords. Please wait 15 minutes and try again.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  wrongPassword: messages.wrongPassword,
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotStarted: 'Start the two-factor set-up first: scan the QR code, then enter the code.',
  setupChanged: 'The two-factor set-up was restarted elsewhere. Please scan the new QR code.',
  noSuchDevice: 'No such device.',
  noSuchUser: 'No such user.',
  commonPassword: 'That password is one of the most common ones and easy to guess. Please choose another.',
  deviceNameRequired: 'Send the device name as text; an empty name clears it.',
  deviceNameTooLong: `A device name may be at most ${DEVICE_NAME_MAX} characters.`,
  deviceNameCharacters: 'A device name may not hold line breaks or other control characters.',
  linkLabelRequired: linkOrderTexts.labelRequired,
  linkLabelTooLong: linkOrderTexts.labelTooLong,
  linkUrlNotWeb: linkOrderTexts.urlNotWeb,
  linkUrlTooLong: linkOrderTexts.urlTooLong,
  tooManyLinks: linkOrderTexts.tooManyLinks,
  // The extra password and its session (docs/architecture.md, "Three levels of access"): a 403
  // with one of the two `extra…` codes ends the vault's session only, never the sign-in.
  extraSignInRequired: messages.notLoggedInToPasswords,
  extraSessionEnded: 'Your password session has ended. Please sign in to passwords again.',
  extraPasswordNotSet: 'Set an extra password first.',
  extraPasswordChangeLocked: 'To change the extra password, unlock your passwords first.',
  extraPasswordFields:
    'To set the extra password, send currentPassword, extraPassword, kdf and wrappedVaultKey together.',
  extraPasswordInvalid: `The extra password must be sent as the ${EXTRA_PASSWORD_LENGTH}-character value the app derives from it.`,
  kdfInvalid: `The key derivation must be PBKDF2-SHA256 with ${KDF_ITERATIONS_MIN} to ${KDF_ITERATIONS_MAX} iterations and a 16-byte salt in base64.`,
  wrappedKeyInvalid: 'The wrapped vault key must be sealed, written as v1.<iv>.<ciphertext> in base64.',
  refreshEitherToken: 'Send refreshToken or extraRefreshToken, not both.',
});
