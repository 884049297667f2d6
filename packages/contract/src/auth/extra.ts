import { z } from 'zod';
import { refusalMessage, refusalIssue } from '../kernel/refusals';
import { authRefusals } from './refusals';
import {
  EXTRA_PASSWORD_LENGTH,
  KDF_ITERATIONS_MAX,
  KDF_ITERATIONS_MIN,
  WRAPPED_VAULT_KEY_MAX,
} from '../passwords/limits';
import { SEALED_PATTERN } from '../passwords';

/**
 * The extra password that opens the vault (docs/architecture.md, "Three levels of access"). It
 * never leaves the browser: the browser derives a key from it with the stored settings (`kdf`),
 * and from that key the authentication value sent as `extraPassword` and the key that wraps the
 * vault key. The server keeps an argon2id hash of the value, the settings and the wrapped key.
 */

/** The authentication value: 32 bytes in base64, exactly 44 characters. */
export const extraPasswordValue = z
  .string(refusalMessage(authRefusals.extraPasswordInvalid))
  .length(EXTRA_PASSWORD_LENGTH, refusalMessage(authRefusals.extraPasswordInvalid))
  .regex(/^[A-Za-z0-9+/]{43}=$/, refusalMessage(authRefusals.extraPasswordInvalid));

const kdfMessage = refusalMessage(authRefusals.kdfInvalid);

/** How the browser derives the key: PBKDF2-SHA256, its iterations and a 16-byte salt in base64. */
export const kdfSchema = z
  .object(
    {
      algorithm: z.literal('PBKDF2-SHA256', kdfMessage),
      iterations: z
        .number(kdfMessage)
        .int(kdfMessage)
        .min(KDF_ITERATIONS_MIN, kdfMessage)
        .max(KDF_ITERATIONS_MAX, kdfMessage),
      salt: z.string(kdfMessage).regex(/^[A-Za-z0-9+/]{22}==$/, kdfMessage),
    },
    kdfMessage,
  )
  .strict();
export type Kdf = z.infer<typeof kdfSchema>;

/** The vault key sealed with the wrapping key: `v1.<iv>.<ciphertext>`. */
export const wrappedVaultKeySchema = z
  .string(refusalMessage(authRefusals.wrappedKeyInvalid))
  .max(WRAPPED_VAULT_KEY_MAX, refusalMessage(authRefusals.wrappedKeyInvalid))
  .regex(SEALED_PATTERN, refusalMessage(authRefusals.wrappedKeyInvalid));

/** POST /auth/extra-password: signs in to the vault. */
export const extraPasswordSignInBody = z.object({ extraPassword: extraPasswordValue });
export type ExtraPasswordSignInBody = z.input<typeof extraPasswordSignInBody>;

const currentPassword = z
  .string(
    refusalMessage((issue) =>
      issue.input === undefined ? authRefusals.currentPasswordRequired : authRefusals.currentPasswordNotText,
    ),
  )
  .min(1, refusalMessage(authRefusals.currentPasswordRequired))
  .max(256, refusalMessage(authRefusals.currentPasswordTooLong));

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
    ctx.addIssue({ code: 'custom', path: [missing[0]!], ...refusalIssue(authRefusals.extraPasswordFields) });
  }
}

/** The extra refresh token of POST /auth/refreshtoken {extraRefreshToken} (sent with x-access-token). */
export const extraRefreshTokenValue = z
  .string(
    refusalMessage((issue) =>
      issue.input === undefined ? authRefusals.extraRefreshTokenRequired : authRefusals.extraRefreshTokenNotText,
    ),
  )
  .min(1, refusalMessage(authRefusals.extraRefreshTokenRequired))
  .max(200, refusalMessage(authRefusals.extraRefreshTokenTooLong));
