import { z } from 'zod';
import { preferencesSchema } from './preferences';
import { kdfSchema } from './extra';

/**
 * The answers of the auth API as zod schemas, each route declares its own
 * (docs/architecture.md, "Answers"); `@ordna/contract/auth` exports the types too.
 */

/** What POST /auth/2fa/setup answers: the pending secret, as text and as a QR code to scan. */
export const twoFactorSetupAnswer = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** A PNG data URL of otpauthUrl. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupAnswer>;

/** What POST /auth/2fa/enable answers: the recovery codes, shown this once. */
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesAnswer>;

/** One signed-in device (a session) as GET /auth/devices lists it, newest seen first. */
export const signedInDeviceAnswer = z.object({
  /** The session id; pass it as deviceId to sign the device out. */
  _id: z.string(),
  /** Browser name and major version from the user agent, e.g. "Chrome 131"; null when unknown. */
  browser: z.string().nullable(),
  /** Operating system and version, e.g. "Windows 10"; null when unknown. */
  os: z.string().nullable(),
  /** 'desktop', 'mobile', 'tablet', … as the user agent tells; 'desktop' when it does not say. */
  deviceType: z.string(),
  /** The x-device-fingerprint the device last sent, or null. */
  fingerprint: z.string().nullable(),
  /** The name the person gave the device, or null: then browser and system tell it. */
  name: z.string().nullable(),
  /** The network address it signed in or last refreshed its sign-in from; null for sessions older than that. */
  lastAddress: z.string().nullable(),
  /** When the device signed in: first seen. */
  createdAt: z.string(),
  /** When it was last active, to within minutes: it is not written on every request. */
  lastSeenAt: z.string(),
  /** True for the device making this request. */
  current: z.boolean(),
});
export type Device = z.infer<typeof signedInDeviceAnswer>;

export const accessTokensAnswer = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** When the access token was issued (ISO-8601 UTC). */
  created: z.string(),
  /** How long the access token lives, in milliseconds. */
  expiresIn: z.number(),
});
export type AccessTokens = z.infer<typeof accessTokensAnswer>;

/** GET /auth/user: who is signed in and their preferences. */
export const accountAnswer = z.object({
  _id: z.string(),
  username: z.string(),
  is2faEnabled: z.boolean(),
  preferences: preferencesSchema,
});
export type Account = z.infer<typeof accountAnswer>;

/** PUT /auth/user/:id: the preferences as saved. */
export const preferencesAnswer = z.object({ preferences: preferencesSchema });

/** The signed-in User, as login, two-factor sign-in and sign-up answer it. */
export const signedInUserAnswer = accountAnswer.extend({
  access: accessTokensAnswer,
  userSessionId: z.string(),
});
export type User = z.infer<typeof signedInUserAnswer>;

/** Login answers this instead of a User when the account has two-factor sign-in on. */
export const twoFactorChallengeAnswer = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeAnswer>;

export const loginAnswer = z.union([signedInUserAnswer, twoFactorChallengeAnswer]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** POST /auth/refreshtoken: the new pair of tokens and the session they belong to. */
export const refreshedTokensAnswer = accessTokensAnswer.extend({ userSessionId: z.string() });
export type RefreshedTokens = z.infer<typeof refreshedTokensAnswer>;

/** GET /auth/extra-password: whether the person has an extra password, and how to derive its key. */
export const extraPasswordStatusAnswer = z.object({ isSet: z.boolean(), kdf: kdfSchema.nullable() });
export type ExtraPasswordStatus = z.infer<typeof extraPasswordStatusAnswer>;

/** The extra token record, as POST /auth/refreshtoken {extraRefreshToken} answers it. */
export const extraTokensAnswer = accessTokensAnswer;
export type ExtraTokens = z.infer<typeof extraTokensAnswer>;

/** POST /auth/extra-password: the vault's session and the vault key, wrapped, to unwrap in the browser. */
export const extraSignInAnswer = accessTokensAnswer.extend({ wrappedVaultKey: z.string() });
export type ExtraSignIn = z.infer<typeof extraSignInAnswer>;
