import { z } from 'zod';
import { authRefusals } from './auth-refusals';
import {
  EXTRA_PASSWORD_LENGTH,
  KDF_ITERATIONS_MAX,
  KDF_ITERATIONS_MIN,
  WRAPPED_VAULT_KEY_MAX,
} from './passwords-limits';
import { SEALED_PATTERN } from './passwords';

/**
 * The extra password that opens the vault (docs/architecture.md, "Three levels of access"). It
 * never leaves the browser: the browser derives a key from it with the stored settings (`kdf`),
 * and from that key the authentication value sent as `extraPassword` and the key that wraps the
 * vault key. The server keeps an argon2id hash of the value, the settings and the wrapped key.
 */

/** The authentication value: 32 bytes in base64, exactly 44 characters. */
export const extraPasswordValue = z
  .string({ error: authRefusals.extraPasswordInvalid.message })
  .length(EXTRA_PASSWORD_LENGTH, authRefusals.extraPasswordInvalid.message)
  .regex(/^[A-Za-z0-9+/]{43}=$/, authRefusals.extraPasswordInvalid.message);

const kdfMessage = authRefusals.kdfInvalid.message;

/** How the browser derives the key: PBKDF2-SHA256, its iterations and a 16-byte salt in base64. */
export const kdfSchema = z
  .object(
    {
      algorithm: z.literal('PBKDF2-SHA256', { error: kdfMessage }),
      iterations: z
        .number({ error: kdfMessage })
        .int(kdfMessage)
        .min(KDF_ITERATIONS_MIN, kdfMessage)
        .max(KDF_ITERATIONS_MAX, kdfMessage),
      salt: z.string({ error: kdfMessage }).regex(/^[A-Za-z0-9+/]{22}==$/, kdfMessage),
    },
    { error: kdfMessage },
  )
  .strict();
export type Kdf = z.infer<typeof kdfSchema>;

/** The vault key sealed with the wrapping key: `v1.<iv>.<ciphertext>`. */
export const wrappedVaultKeySchema = z
  .string({ error: authRefusals.wrappedKeyInvalid.message })
  .max(WRAPPED_VAULT_KEY_MAX, authRefusals.wrappedKeyInvalid.message)
  .regex(SEALED_PATTERN, authRefusals.wrappedKeyInvalid.message);

/** POST /auth/extra-password: signs in to the vault. */
export const extraPasswordSignInBody = z.object({ extraPassword: extraPasswordValue });
export type ExtraPasswordSignInBody = z.input<typeof extraPasswordSignInBody>;

const currentPassword = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Current password is required' : 'Current password must be text'),
  })
  .min(1, 'Current password is required')
  .max(256, 'Current password must be at most 256 characters');

/** DELETE /auth/extra-password: forgets the extra password and wipes the vault; the sign-in password proves the person. */
export const extraPasswordForgetBody = z.object({ currentPassword });
export type ExtraPasswordForgetBody = z.input<typeof extraPasswordForgetBody>;

/**
 * The fields of PUT /auth/user/{id} that set or change the extra password, all four together.
 * A change also needs the vault open (a valid x-extra-token): the browser re-wraps the same
 * vault key with the new password's key, so no entry is encrypted again.
 */
export const extraPasswordFields = {
  currentPassword: currentPassword.optional(),
  extraPassword: extraPasswordValue.optional(),
  kdf: kdfSchema.optional(),
  wrappedVaultKey: wrappedVaultKeySchema.optional(),
};
export type ExtraPasswordChange = {
  [K in keyof typeof extraPasswordFields]-?: NonNullable<z.output<(typeof extraPasswordFields)[K]>>;
};

/** Adds an issue to a body that sends some of the extra password's fields but not all. */
export function requireAllExtraPasswordFields(body: Partial<ExtraPasswordChange>, ctx: z.RefinementCtx): void {
  const names = Object.keys(extraPasswordFields) as (keyof ExtraPasswordChange)[];
  const missing = names.filter((name) => body[name] === undefined);
  if (missing.length > 0 && missing.length < names.length) {
    ctx.addIssue({ code: 'custom', path: [missing[0]!], message: authRefusals.extraPasswordFields.message });
  }
}

/** The extra refresh token of POST /auth/refreshtoken {extraRefreshToken} (sent with x-access-token). */
export const extraRefreshTokenValue = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Extra refresh token is required' : 'Extra refresh token must be text',
  })
  .min(1, 'Extra refresh token is required')
  .max(200, 'Extra refresh token must be at most 200 characters');
