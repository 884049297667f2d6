import {
  changePasswordBody,
  deviceQuery,
  twoFactorDisableBody,
  twoFactorEnableBody,
  type Device,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '@ordna/contract/auth';
import { messages } from '@ordna/contract/messages';
import type { AppDeps, AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { hashPassword, verifyPassword } from './argon';
import { authRateLimit } from './auth.routes';
import { disableTotp, enableTotp, findUserById, startTotpSetup, updateUser, type UserRow } from './auth.store';
import { deviceAnswer } from './devices';
import {
  assertNotLockedOut,
  clearLoginFailures,
  failureSubject,
  recordLoginFailure,
  TOO_MANY_PASSWORDS,
} from './login-failures';
import { listActiveSessions, revokeOtherSessions, revokeSession } from './sessions';
import {
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  qrCodeDataUrl,
  totpUri,
  WRONG_CODE,
} from './two-factor';

export const TWO_FACTOR_ALREADY_ON = 'Two-factor sign-in is already on.';
export const TWO_FACTOR_NOT_STARTED = 'Start the two-factor set-up first: scan the QR code, then enter the code.';
export const TWO_FACTOR_SETUP_CHANGED = 'The two-factor set-up was restarted elsewhere. Please scan the new QR code.';
export const NO_SUCH_DEVICE = 'No such device.';

async function signedInUser(deps: AppDeps, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('No such user.');
  return user;
}

/**
 * Checks the person's own password before a sensitive change; wrong answers are counted like
 * failed logins, so a stolen access token cannot be used to guess the password.
 */
async function confirmPassword(deps: AppDeps, user: UserRow, password: string): Promise<void> {
  const subject = failureSubject.password(user.id);
  const now = deps.clock();
  await assertNotLockedOut(deps.db, subject, now, deps.config.loginRateLimit, TOO_MANY_PASSWORDS);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordLoginFailure(deps.db, subject, now);
    throw badRequest(messages.wrongPassword);
  }
  await clearLoginFailures(deps.db, subject);
}

/** Two-factor sign-in set-up, password change and device control (the settings of spec section 2). */
export const authSettingsRoutes: AreaRoutes = async (app, deps) => {
  const { db, clock } = deps;
  const limited = authRateLimit(deps.config.authRateLimitPerMinute);

  app.post('/auth/2fa/setup', async (request) => {
    const { userId } = await deps.signedIn(request);
    const user = await signedInUser(deps, userId);
    const secret = newTotpSecret();
    if (user.totpEnabled === 1 || !(await startTotpSetup(db, userId, secret))) throw conflict(TWO_FACTOR_ALREADY_ON);
    const otpauthUrl = totpUri(user.username, secret);
    const answer: TwoFactorSetup = { secret, otpauthUrl, qrCodeDataUrl: await qrCodeDataUrl(otpauthUrl) };
    return ok(answer);
  });

  app.post('/auth/2fa/enable', { schema: { body: twoFactorEnableBody }, ...limited }, async (request) => {
    const { userId } = await deps.signedIn(request);
    const user = await signedInUser(deps, userId);
    if (user.totpEnabled === 1) throw conflict(TWO_FACTOR_ALREADY_ON);
    if (!user.totpSecret) throw badRequest(TWO_FACTOR_NOT_STARTED);
    const step = matchTotp(user.totpSecret, request.body.code, clock());
    if (step === null) throw badRequest(WRONG_CODE);
    const recoveryCodes = newRecoveryCodes();
    if (!(await enableTotp(db, userId, user.totpSecret, step, recoveryCodes.map(hashRecoveryCode)))) {
      throw conflict(TWO_FACTOR_SETUP_CHANGED);
    }
    const answer: RecoveryCodes = { recoveryCodes };
    return ok(answer);
  });

  app.post('/auth/2fa/disable', { schema: { body: twoFactorDisableBody }, ...limited }, async (request) => {
    const { userId } = await deps.signedIn(request);
    const user = await signedInUser(deps, userId);
    await confirmPassword(deps, user, request.body.password);
    await disableTotp(db, userId);
    return ok(null);
  });

  app.put('/auth/password', { schema: { body: changePasswordBody }, ...limited }, async (request) => {
    const { userId, sessionId } = await deps.signedIn(request);
    const user = await signedInUser(deps, userId);
    await confirmPassword(deps, user, request.body.currentPassword);
    const passwordHash = await hashPassword(request.body.newPassword);
    // The new password and the sign-out of every other device land together.
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, userId, { passwordHash });
      await revokeOtherSessions(trx, userId, sessionId, clock());
    });
    return ok(null);
  });

  app.get('/auth/devices', async (request) => {
    const { userId, sessionId } = await deps.signedIn(request);
    const sessions = await listActiveSessions(db, userId, clock());
    const devices: Device[] = sessions.map((session) => deviceAnswer(session, sessionId));
    return ok(devices);
  });

  app.delete('/auth/devices', { schema: { querystring: deviceQuery } }, async (request) => {
    const { userId } = await deps.signedIn(request);
    if (!(await revokeSession(db, userId, request.query.deviceId, clock()))) throw notFound(NO_SUCH_DEVICE);
    return ok(null);
  });
};
