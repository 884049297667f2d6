import { z } from 'zod';
import { DEVICE_NAME_MAX } from './auth-limits';
import { authRefusals } from './auth-refusals';
import { extraPasswordFields, extraRefreshTokenValue, requireAllExtraPasswordFields } from './auth-extra';
import { LANGUAGES, THEMES } from './constants';
import { DISPLAY_NAME_MAX } from './auth-plain';
import { CUSTOM_LINKS_MAX, LINK_LABEL_MAX, LINK_ORDER_MAX, LINK_URL_MAX, isWebAddress } from './link-order';

export * from './auth-limits';

/** A string field whose errors name it: missing and wrong-type inputs get different sentences. */
function text(label: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });
}

const USERNAME_CHARACTERS = /^[\p{L}\p{N}._@-]+$/u;
const USERNAME_CHARACTERS_MESSAGE = 'Username may only contain letters, digits and . _ @ -';

const username = text('Username')
  .trim()
  .normalize()
  .min(3, 'Username must be at least 3 characters')
  .max(40, 'Username must be at most 40 characters')
  .regex(USERNAME_CHARACTERS, USERNAME_CHARACTERS_MESSAGE);

const password = text('Password')
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'Password must be at most 256 characters');

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

const TIME_ZONE_MESSAGE = 'Time zone must be an IANA name such as Europe/Stockholm';

/** IANA time zone names, checked against the runtime's own list. */
export const timeZoneSchema = z.string().max(64, TIME_ZONE_MESSAGE).refine(isTimeZone, { message: TIME_ZONE_MESSAGE });

/** Accepts the code ('en', 'se') or the spec's enumeration (1, 2); always yields the code. */
export const languageSchema = z
  .union([z.enum(['en', 'se']), z.literal(LANGUAGES.en), z.literal(LANGUAGES.se)], {
    error: "Language must be 'en' or 'se'",
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
      .min(1, 'deviceShutdownConfig names must not be empty')
      .max(40, 'deviceShutdownConfig names must be at most 40 characters')
      .regex(/^[A-Za-z0-9_.-]+$/, 'deviceShutdownConfig names may only contain letters, digits and . _ -'),
    z.union(
      [
        z.number(),
        z.boolean(),
        z.string().max(200, 'deviceShutdownConfig texts must be at most 200 characters'),
        z.null(),
      ],
      {
        error: 'deviceShutdownConfig values must be a number, true/false, text of at most 200 characters or null',
      },
    ),
  )
  .refine((config) => Object.keys(config).length <= 20, {
    message: 'deviceShutdownConfig may hold at most 20 settings',
  });

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
        .min(1, authRefusals.linkLabelRequired.message)
        .max(LINK_LABEL_MAX, authRefusals.linkLabelTooLong.message),
      url: z
        .string()
        .max(LINK_URL_MAX, authRefusals.linkUrlTooLong.message)
        .refine(isWebAddress, authRefusals.linkUrlNotWeb.message),
      hidden: z.boolean(),
    })
    .strict(),
]);
export type LinkOrderEntry = z.infer<typeof linkOrderEntrySchema>;

export const linkOrderSchema = z
  .array(linkOrderEntrySchema)
  .max(LINK_ORDER_MAX)
  .refine((entries) => entries.filter((entry) => entry.kind === 'custom').length <= CUSTOM_LINKS_MAX, {
    message: authRefusals.tooManyLinks.message,
  });

const DISPLAY_NAME_MESSAGE = `Display name must be at most ${DISPLAY_NAME_MAX} characters`;

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

export { defaultPreferences, DISPLAY_NAME_MAX } from './auth-plain';

export const preferencesUpdateSchema = preferencesSchema.extend({ language: languageSchema }).partial().strict();

export const signupBody = z.object({
  username,
  password,
  timeZone: timeZoneSchema.optional(),
  language: languageSchema.optional(),
  /** The device's theme, so a new account starts as the device looks. */
  theme: z.enum(THEMES, { error: "Theme must be 'light' or 'dark'" }).optional(),
});
export type SignupBody = z.input<typeof signupBody>;

export const loginBody = z.object({
  // Looser than sign-up (no minimum length) but only characters a username can hold.
  username: text('Username')
    .trim()
    .normalize()
    .min(1, 'Username is required')
    .max(100, 'Username must be at most 100 characters')
    .regex(USERNAME_CHARACTERS, USERNAME_CHARACTERS_MESSAGE),
  password: text('Password').min(1, 'Password is required').max(256, 'Password must be at most 256 characters'),
});
export type LoginBody = z.infer<typeof loginBody>;

/** A 6-digit code from the authenticator app; spaces people type are ignored. */
const totpCode = text('Code')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Code must be the 6 digits your authenticator app shows'));

/** Two-factor sign-in: the challenge from the login answer and a TOTP code or a recovery code (xxxxx-xxxxx). */
export const twoFactorBody = z.object({
  code: text('Code')
    .transform((value) => value.replace(/\s+/g, '').toLowerCase())
    .pipe(
      z
        .string()
        .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, 'Code must be the 6 digits from your app or a recovery code'),
    ),
  challenge: text('Challenge')
    .min(1, 'Challenge is required; please sign in again')
    .max(1000, 'Challenge is not valid; please sign in again'),
});
export type TwoFactorBody = z.input<typeof twoFactorBody>;

export const twoFactorEnableBody = z.object({ code: totpCode });
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBody>;

export const twoFactorDisableBody = z.object({
  password: text('Password').min(1, 'Password is required').max(256, 'Password must be at most 256 characters'),
});
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBody>;

export const refreshTokenBody = z.object({
  refreshToken: text('Refresh token')
    .min(1, 'Refresh token is required')
    .max(200, 'Refresh token must be at most 200 characters'),
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
      ctx.addIssue({ code: 'custom', path: ['refreshToken'], message: 'Refresh token is required' });
    }
    if (body.refreshToken !== undefined && body.extraRefreshToken !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['extraRefreshToken'], message: authRefusals.refreshEitherToken.message });
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
  currentPassword: text('Current password')
    .min(1, 'Current password is required')
    .max(256, 'Current password must be at most 256 characters'),
  newPassword: text('New password')
    .min(8, 'New password must be at least 8 characters')
    .max(256, 'New password must be at most 256 characters'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const deviceId = text('deviceId')
  .min(1, 'deviceId is required')
  .max(40, 'deviceId is not valid')
  .regex(/^[0-9A-Za-z]+$/, 'deviceId is not valid');

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
    .string({ error: authRefusals.deviceNameRequired.message })
    .trim()
    .max(DEVICE_NAME_MAX, authRefusals.deviceNameTooLong.message)
    // eslint-disable-next-line no-control-regex -- control characters are what the rule keeps out
    .regex(/^[^\u0000-\u001f\u007f]*$/, authRefusals.deviceNameCharacters.message),
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
} from './auth-answers';

export { isTwoFactorChallenge } from './auth-plain';
export type { ExtraPasswordChange, Kdf } from './auth-extra';
