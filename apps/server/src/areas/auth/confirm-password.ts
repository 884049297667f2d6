import { authRefusals } from '@ordna/contract/auth/refusals';
import type { AppDeps } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { verifyPassword } from './argon';
import { findUserById, type UserRow } from './auth.store';
import { limitedCheck } from './lockout.service';
import { failureSubject } from './login-failures';

export async function signedInUser(deps: AppDeps, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(authRefusals.noSuchUser);
  return user;
}

/**
 * Checks the person's own password before a sensitive change; wrong answers are counted like
 * failed logins, so a stolen access token cannot be used to guess the password.
 */
export async function confirmPassword(deps: AppDeps, user: UserRow, password: string): Promise<void> {
  const subject = failureSubject.password(user.id);
  const limits = [{ subject, limit: deps.config.loginRateLimit }];
  const check = () => verifyPassword(user.passwordHash, password);
  const refusal = authRefusals.tooManyPasswords;
  if (!(await limitedCheck(deps.db, limits, deps.clock(), refusal, check, [subject]))) {
    throw badRequest(authRefusals.wrongPassword);
  }
}
