import { z } from 'zod';
import { secondFactorCode, signInPassword } from '../auth';

/**
 * DELETE /account: the person's sign-in password, and a code from the authenticator app (or a
 * recovery code) when two-factor sign-in is on. Everything the person owns goes in one
 * transaction; what others shared with them stays theirs.
 */
export const accountDeleteBody = z.object({
  password: signInPassword,
  code: secondFactorCode.optional(),
});
export type AccountDeleteBody = z.input<typeof accountDeleteBody>;
