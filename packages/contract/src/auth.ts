import { z } from 'zod';
import { LANGUAGES, THEMES } from './constants';

const username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[\p{L}\p{N}._@-]+$/u, 'Username may only contain letters, digits and . _ @ -');

const password = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'Password must be at most 256 characters');

/** IANA time zone names, checked against the runtime's own list. */
export const timeZoneSchema = z.string().refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'Time zone must be an IANA name such as Europe/Stockholm' },
);

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

/** Every preference of spec section 3 with its default; all are optional when updating. */
export const preferencesSchema = z.object({
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
  linkOrder: z.array(z.string().max(200)).max(100),
  showPasswords: z.boolean(),
  showSecondBar: z.boolean(),
  useDeviceShutdown: z.boolean(),
  deviceShutdownConfig: z.record(z.string(), z.unknown()).nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const defaultPreferences: Preferences = {
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

export const preferencesUpdateSchema = preferencesSchema.extend({ language: languageSchema }).partial().strict();

export const signupBody = z.object({
  username,
  password,
  timeZone: timeZoneSchema.optional(),
  language: languageSchema.optional(),
});
export type SignupBody = z.input<typeof signupBody>;

export const loginBody = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginBody = z.infer<typeof loginBody>;

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx). */
export const twoFactorBody = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(6, 'Code must be 6 digits or a recovery code')
    .max(20, 'Code must be 6 digits or a recovery code'),
  challenge: z.string().min(1).max(200).optional(),
});
export type TwoFactorBody = z.infer<typeof twoFactorBody>;

export const refreshTokenBody = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required').max(200),
});
export type RefreshTokenBody = z.infer<typeof refreshTokenBody>;

export const logoutBody = refreshTokenBody;

export const userUpdateBody = z
  .object({
    preferences: preferencesUpdateSchema.optional(),
  })
  .strict();
export type UserUpdateBody = z.input<typeof userUpdateBody>;

export const changePasswordBody = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export interface AccessTokens {
  token: string;
  refreshToken: string;
  /** When the access token was issued (ISO-8601 UTC). */
  created: string;
  /** How long the access token lives, in milliseconds. */
  expiresIn: number;
}

/** The User of spec section 3, as login and sign-up answer it. */
export interface User {
  _id: string;
  username: string;
  is2faEnabled: boolean;
  access: AccessTokens;
  userSessionId: string;
  preferences: Preferences;
}

/** Login answers this instead of a User when the account has two-factor sign-in on. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
}

export type LoginAnswer = User | TwoFactorChallenge;

export function isTwoFactorChallenge(answer: LoginAnswer): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer;
}
