import { z } from 'zod';
import { refusalIssue, refusalMessage, type Refusal } from '../kernel/refusals';
import { DEVICE_NAME_MAX, DISPLAY_NAME_MAX } from './limits';
import { authRefusals } from './refusals';
import { extraPasswordFields, extraRefreshTokenValue, requireAllExtraPasswordFields } from './extra';
import { LANGUAGES, THEMES } from '../kernel/constants';
import { CUSTOM_LINKS_MAX, LINK_LABEL_MAX, LINK_ORDER_MAX, LINK_URL_MAX, isWebAddress } from './link-order';

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

/** Names the runtime accepted once: checking again would build an Intl.DateTimeFormat every time. */
const knownTimeZones = new Set<string>();
const KNOWN_TIME_ZONES_LIMIT = 2_000;

/** Whether the runtime knows the IANA time zone; only accepted names are remembered, so the set stays small. */
export function isTimeZone(tz: string): boolean {
  if (knownTimeZones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    return false;
  }
  if (knownTimeZones.size < KNOWN_TIME_ZONES_LIMIT) knownTimeZones.add(tz);
  return true;
}

const TIME_ZONE_MESSAGE = refusalMessage(authRefusals.timeZoneInvalid);

/** IANA time zone names, checked against the runtime's own list. */
export const timeZoneSchema = z.string().max(64, TIME_ZONE_MESSAGE).refine(isTimeZone, TIME_ZONE_MESSAGE);

/** Accepts the code ('en', 'se') or the spec's enumeration (1, 2); always yields the code. */
export const languageSchema = z
  .union([z.enum(['en', 'se']), z.literal(LANGUAGES.en), z.literal(LANGUAGES.se)], {
    ...refusalMessage(authRefusals.languageInvalid),
  })
  .transform((value) => (value === 1 ? 'en' : value === 2 ? 'se' : value));

export const timeFilterSchema = z.enum(['day', 'week', 'month', 'total']);
export type TimeFilter = z.infer<typeof timeFilterSchema>;
export const timeSortingSchema = z.enum(['tags', 'normal']);
export type TimeSorting = z.infer<typeof timeSortingSchema>;
export const timeViewSchema = z.enum(['list', 'graph', 'timeline', 'calculate']);
export type TimeView = z.infer<typeof timeViewSchema>;

/**
 * The device shutdown settings: a flat set of named values the web app keeps for itself. It is
 * stored inside the preferences and sent with every sign-in, so its size is bounded: at most
 * 20 names, each a short key with a number, a yes/no, a short text or nothing.
 */
export const deviceShutdownConfigSchema = z
  .record(
    z
      .string()
      .min(1, refusalMessage(authRefusals.shutdownNameEmpty))
      .max(40, refusalMessage(authRefusals.shutdownNameTooLong))
      .regex(/^[A-Za-z0-9_.-]+$/, refusalMessage(authRefusals.shutdownNameCharacters)),
    z.union(
      [z.number(), z.boolean(), z.string().max(200, refusalMessage(authRefusals.shutdownTextTooLong)), z.null()],
      refusalMessage(authRefusals.shutdownValueInvalid),
    ),
  )
  .refine((config) => Object.keys(config).length <= 20, refusalMessage(authRefusals.shutdownTooManySettings));

/**
 * One entry of the side bar's order (`linkOrder`): an area by its side-bar place, or a custom link.
 * Each is shown or hidden; areas missing from the list keep the product's order (see link-order.ts).
 */
export const linkOrderEntrySchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('area'),
      place: z
        .string()
        .max(40)
        .regex(/^[A-Za-z]+$/),
      hidden: z.boolean(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('custom'),
      id: z
        .string()
        .max(24)
        .regex(/^[A-Za-z0-9_-]+$/),
      label: z
        .string()
        .trim()
        .min(1, refusalMessage(authRefusals.linkLabelRequired))
        .max(LINK_LABEL_MAX, refusalMessage(authRefusals.linkLabelTooLong)),
      url: z
        .string()
        .max(LINK_URL_MAX, refusalMessage(authRefusals.linkUrlTooLong))
        .refine(isWebAddress, refusalMessage(authRefusals.linkUrlNotWeb)),
      hidden: z.boolean(),
    })
    .strict(),
]);
export type LinkOrderEntry = z.infer<typeof linkOrderEntrySchema>;

export const linkOrderSchema = z
  .array(linkOrderEntrySchema)
  .max(LINK_ORDER_MAX)
  .refine(
    (entries) => entries.filter((entry) => entry.kind === 'custom').length <= CUSTOM_LINKS_MAX,
    refusalMessage(authRefusals.tooManyLinks),
  );

const DISPLAY_NAME_MESSAGE = refusalMessage(authRefusals.displayNameTooLong);

/** Every preference the product keeps, with its default; all are optional when updating. */
export const preferencesSchema = z.object({
  /** The name Ordna greets the person by; null: the username. */
  displayName: z.string().trim().max(DISPLAY_NAME_MAX, DISPLAY_NAME_MESSAGE).nullable(),
  theme: z.enum(THEMES),
  language: z.enum(['en', 'se']),
  timeZone: timeZoneSchema,
  timeSorting: timeSortingSchema,
  timeFilter: timeFilterSchema,
  timeView: timeViewSchema,
  showAuto: z.boolean(),
  heartbeatPulseMs: z.number().int().min(10_000).max(3_600_000),
  shape: z.string().max(100).nullable(),
  journalGroup: z.string().max(100).nullable(),
  defaultShoppingList: z.string().max(100).nullable(),
  linkOrder: linkOrderSchema,
  showPasswords: z.boolean(),
  showSecondBar: z.boolean(),
  useDeviceShutdown: z.boolean(),
  deviceShutdownConfig: deviceShutdownConfigSchema.nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export { defaultPreferences, DISPLAY_NAME_MAX } from './plain';

export const preferencesUpdateSchema = preferencesSchema.extend({ language: languageSchema }).partial().strict();

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
