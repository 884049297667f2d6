import { authRefusals } from '@ordna/contract/auth/refusals';
import type { AppDeps } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { verifyPassword } from './argon';
import type { Db } from '../../db/database';
import { claimTotpStep, findUserById, useRecoveryCode, type UserRow } from './auth.store';
import { limitedCheck } from './lockout.service';
import { failureSubject } from './login-failures';
import { hashRecoveryCode, matchTotp, normaliseRecoveryCode } from './two-factor';

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

/** A 6-digit code (each time step once) or an unused recovery code (used up now). */
async function acceptSecondFactor(db: Db, user: UserRow, code: string, now: number): Promise<boolean> {
  if (!user.totpSecret) return false;
  if (/^\d{6}$/.test(code)) {
    const step = matchTotp(user.totpSecret, code, now);
    return step !== null && (await claimTotpStep(db, user.id, step));
  }
  const recoveryCode = normaliseRecoveryCode(code);
  return recoveryCode !== null && (await useRecoveryCode(db, user.id, hashRecoveryCode(recoveryCode)));
}

/**
 * Checks a second-factor code (at sign-in, and before deleting the account); wrong codes are
 * counted, so a stolen password and access token cannot be used to guess the code.
 */
export async function confirmSecondFactor(deps: AppDeps, user: UserRow, code: string): Promise<void> {
  const subject = failureSubject.twoFactor(user.id);
  const now = deps.clock();
  const limits = [{ subject, limit: deps.config.loginRateLimit }];
  const check = () => acceptSecondFactor(deps.db, user, code, now);
  if (!(await limitedCheck(deps.db, limits, now, authRefusals.tooManyCodes, check, [subject]))) {
    throw badRequest(authRefusals.wrongCode);
  }
}
