import { z } from 'zod';
import { refusalIssue, refusalMessage, type Refusal } from '../kernel/refusals';
import { DEVICE_NAME_MAX } from './limits';
import { authRefusals } from './refusals';
import { extraPasswordFields, extraRefreshTokenValue, requireAllExtraPasswordFields } from './extra';
import { THEMES } from '../kernel/constants';
import { languageSchema, preferencesUpdateSchema, timeZoneSchema } from './preferences';

export * from './limits';

/** A string field whose errors name it: missing and wrong-type inputs get different refusals. */
function text(required: Refusal, notText: Refusal) {
  return z.string(refusalMessage((issue) => (issue.input === undefined ? required : notText)));
}

const USERNAME_CHARACTERS = /^[\p{L}\p{N}._@-]+$/u;

const username = text(authRefusals.usernameRequired, authRefusals.usernameNotText)
  .trim()
  .normalize()
  .min(3, refusalMessage(authRefusals.usernameTooShort))
  .max(40, refusalMessage(authRefusals.usernameTooLong))
  .regex(USERNAME_CHARACTERS, refusalMessage(authRefusals.usernameCharacters));

const password = text(authRefusals.passwordRequired, authRefusals.passwordNotText)
  .min(8, refusalMessage(authRefusals.passwordTooShort))
  .max(256, refusalMessage(authRefusals.passwordTooLong));

export * from './preferences';

export { defaultPreferences, DISPLAY_NAME_MAX } from './plain';

export const signupBody = z.object({
  username,
  password,
  timeZone: timeZoneSchema.optional(),
  language: languageSchema.optional(),
  /** The device's theme, so a new account starts as the device looks. */
  theme: z.enum(THEMES, refusalMessage(authRefusals.themeInvalid)).optional(),
});
export type SignupBody = z.input<typeof signupBody>;

/** A sign-in password: any length a person once chose, so no minimum beyond one character. */
export const signInPassword = text(authRefusals.passwordRequired, authRefusals.passwordNotText)
  .min(1, refusalMessage(authRefusals.passwordRequired))
  .max(256, refusalMessage(authRefusals.passwordTooLong));

export const loginBody = z.object({
  // Looser than sign-up (no minimum length) but only characters a username can hold.
  username: text(authRefusals.usernameRequired, authRefusals.usernameNotText)
    .trim()
    .normalize()
    .min(1, refusalMessage(authRefusals.usernameRequired))
    .max(100, refusalMessage(authRefusals.signInUsernameTooLong))
    .regex(USERNAME_CHARACTERS, refusalMessage(authRefusals.usernameCharacters)),
  password: signInPassword,
});
export type LoginBody = z.infer<typeof loginBody>;

/** A 6-digit code from the authenticator app; spaces people type are ignored. */
const totpCode = text(authRefusals.codeRequired, authRefusals.codeNotText)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, refusalMessage(authRefusals.authenticatorCodeInvalid)));

/** Two-factor sign-in: the challenge from the login answer and a TOTP code or a recovery code (xxxxx-xxxxx). */
export const secondFactorCode = text(authRefusals.codeRequired, authRefusals.codeNotText)
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, refusalMessage(authRefusals.codeInvalid)));

export const twoFactorBody = z.object({
  code: secondFactorCode,
  challenge: text(authRefusals.challengeMissing, authRefusals.challengeNotText)
    .min(1, refusalMessage(authRefusals.challengeRequired))
    .max(1000, refusalMessage(authRefusals.challengeInvalid)),
});
export type TwoFactorBody = z.input<typeof twoFactorBody>;

export const twoFactorEnableBody = z.object({ code: totpCode });
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBody>;

export const twoFactorDisableBody = z.object({
  password: signInPassword,
});
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBody>;

export const refreshTokenBody = z.object({
  refreshToken: text(authRefusals.refreshTokenRequired, authRefusals.refreshTokenNotText)
    .min(1, refusalMessage(authRefusals.refreshTokenRequired))
    .max(200, refusalMessage(authRefusals.refreshTokenTooLong)),
});
export type RefreshTokenBody = z.infer<typeof refreshTokenBody>;

/**
 * POST /auth/refreshtoken: the sign-in's refresh token, or, sent with x-access-token, the extra
 * refresh token of the vault's session (one or the other).
 */
export const refreshBody = z
  .object({
    refreshToken: refreshTokenBody.shape.refreshToken.optional(),
    extraRefreshToken: extraRefreshTokenValue.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.refreshToken === undefined && body.extraRefreshToken === undefined) {
      ctx.addIssue({ code: 'custom', path: ['refreshToken'], ...refusalIssue(authRefusals.refreshTokenRequired) });
    }
    if (body.refreshToken !== undefined && body.extraRefreshToken !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['extraRefreshToken'], ...refusalIssue(authRefusals.refreshEitherToken) });
    }
  });
export type RefreshBody = z.input<typeof refreshBody>;

export const logoutBody = refreshTokenBody;

/** PUT /auth/user/{id}: preferences, and (all four together) the extra password (auth-extra.ts). */
export const userUpdateBody = z
  .object({
    preferences: preferencesUpdateSchema.optional(),
    ...extraPasswordFields,
  })
  .strict()
  .superRefine(requireAllExtraPasswordFields);
export type UserUpdateBody = z.input<typeof userUpdateBody>;

export const changePasswordBody = z.object({
  currentPassword: text(authRefusals.currentPasswordRequired, authRefusals.currentPasswordNotText)
    .min(1, refusalMessage(authRefusals.currentPasswordRequired))
    .max(256, refusalMessage(authRefusals.currentPasswordTooLong)),
  newPassword: text(authRefusals.newPasswordRequired, authRefusals.newPasswordNotText)
    .min(8, refusalMessage(authRefusals.newPasswordTooShort))
    .max(256, refusalMessage(authRefusals.newPasswordTooLong)),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const deviceId = text(authRefusals.deviceIdRequired, authRefusals.deviceIdNotText)
  .min(1, refusalMessage(authRefusals.deviceIdRequired))
  .max(40, refusalMessage(authRefusals.deviceIdInvalid))
  .regex(/^[0-9A-Za-z]+$/, refusalMessage(authRefusals.deviceIdInvalid));

/** DELETE /auth/devices?deviceId=: the session id of the device to sign out. */
export const deviceQuery = z.object({ deviceId });
export type DeviceQuery = z.infer<typeof deviceQuery>;

/**
 * PUT /auth/devices: the name a person gives one of their devices, so two alike can be told
 * apart. An empty name clears it: the device shows its browser and system again.
 */
export const deviceNameBody = z.object({
  deviceId,
  name: z
    .string(refusalMessage(authRefusals.deviceNameRequired))
    .trim()
    .max(DEVICE_NAME_MAX, refusalMessage(authRefusals.deviceNameTooLong))
    // eslint-disable-next-line no-control-regex -- control characters are what the rule keeps out
    .regex(/^[^\u0000-\u001f\u007f]*$/, refusalMessage(authRefusals.deviceNameCharacters)),
});
export type DeviceNameBody = z.input<typeof deviceNameBody>;

// The answers live in auth-answers.ts as schemas; their types are exported here as before.
export type {
  AccessTokens,
  Account,
  Device,
  ExtraPasswordStatus,
  ExtraSignIn,
  ExtraTokens,
  LoginAnswer,
  RecoveryCodes,
  RefreshedTokens,
  TwoFactorChallenge,
  TwoFactorSetup,
  User,
} from './answers';

export { isTwoFactorChallenge } from './plain';
export type { ExtraPasswordChange, Kdf } from './extra';
