import { defineRefusals } from '../kernel/refusals';
import { DEVICE_NAME_MAX, DISPLAY_NAME_MAX } from './limits';
import { linkOrderTexts } from './link-rules';
import { messages } from '../kernel/messages';
import { EXTRA_PASSWORD_LENGTH, KDF_ITERATIONS_MAX, KDF_ITERATIONS_MIN } from '../passwords/limits';

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
  // What the auth schemas refuse: each field's sentence names it (auth.ts, auth-extra.ts).
  usernameRequired: 'Username is required',
  usernameNotText: 'Username must be text',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 40 characters',
  usernameCharacters: 'Username may only contain letters, digits and . _ @ -',
  signInUsernameTooLong: 'Username must be at most 100 characters',
  passwordRequired: 'Password is required',
  passwordNotText: 'Password must be text',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  currentPasswordRequired: 'Current password is required',
  currentPasswordNotText: 'Current password must be text',
  currentPasswordTooLong: 'Current password must be at most 256 characters',
  newPasswordRequired: 'New password is required',
  newPasswordNotText: 'New password must be text',
  newPasswordTooShort: 'New password must be at least 8 characters',
  newPasswordTooLong: 'New password must be at most 256 characters',
  codeRequired: 'Code is required',
  codeNotText: 'Code must be text',
  codeInvalid: 'Code must be the 6 digits from your app or a recovery code',
  authenticatorCodeInvalid: 'Code must be the 6 digits your authenticator app shows',
  challengeMissing: 'Challenge is required',
  challengeNotText: 'Challenge must be text',
  challengeRequired: 'Challenge is required; please sign in again',
  challengeInvalid: 'Challenge is not valid; please sign in again',
  refreshTokenRequired: 'Refresh token is required',
  refreshTokenNotText: 'Refresh token must be text',
  refreshTokenTooLong: 'Refresh token must be at most 200 characters',
  extraRefreshTokenRequired: 'Extra refresh token is required',
  extraRefreshTokenNotText: 'Extra refresh token must be text',
  extraRefreshTokenTooLong: 'Extra refresh token must be at most 200 characters',
  deviceIdRequired: 'deviceId is required',
  deviceIdNotText: 'deviceId must be text',
  deviceIdInvalid: 'deviceId is not valid',
  timeZoneInvalid: 'Time zone must be an IANA name such as Europe/Stockholm',
  languageInvalid: "Language must be 'en' or 'se'",
  themeInvalid: "Theme must be 'light' or 'dark'",
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX} characters`,
  shutdownNameEmpty: 'deviceShutdownConfig names must not be empty',
  shutdownNameTooLong: 'deviceShutdownConfig names must be at most 40 characters',
  shutdownNameCharacters: 'deviceShutdownConfig names may only contain letters, digits and . _ -',
  shutdownValueInvalid:
    'deviceShutdownConfig values must be a number, true/false, text of at most 200 characters or null',
  shutdownTextTooLong: 'deviceShutdownConfig texts must be at most 200 characters',
  shutdownTooManySettings: 'deviceShutdownConfig may hold at most 20 settings',
});

/**
 * What checking the person's own password before a sensitive change may answer: the account may be
 * gone, the password wrong, or too many wrong ones tried (server `confirmPassword`).
 */
export const confirmingPassword = [
  authRefusals.noSuchUser,
  authRefusals.tooManyPasswords,
  authRefusals.wrongPassword,
] as const;

/** What checking a two-factor code may answer (server `confirmSecondFactor`). */
export const confirmingSecondFactor = [authRefusals.tooManyCodes, authRefusals.wrongCode] as const;
