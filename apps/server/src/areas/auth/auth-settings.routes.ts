import { type RecoveryCodes, type TwoFactorSetup } from '@ordna/contract/auth';
import { authRefusals } from '@ordna/contract/auth/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, conflict } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { hashPassword } from './argon';
import { authRateLimit } from './auth.routes';
import { disableTotp, enableTotp, startTotpSetup, updateUser } from './auth.store';
import { isCommonPassword } from './common-passwords';
import { confirmPassword, signedInUser } from './confirm-password';
import { revokeOtherSessions } from './sessions';
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, qrCodeDataUrl, totpUri } from './two-factor';
import { route } from '../../http/endpoint-route';
import { authEndpoints } from '@ordna/contract/auth/endpoints';

/** Two-factor sign-in set-up and password change: the account's security settings. */
export const authSettingsRoutes: AreaRoutes = async (app, deps) => {
  const { db, clock } = deps;
  const limited = authRateLimit(deps.config.authRateLimitPerMinute);

  route(app, authEndpoints.setUpTwoFactor, async (request) => {
    const { userId } = signedInOf(request);
    const user = await signedInUser(deps, userId);
    const secret = newTotpSecret();
    if (user.totpEnabled === 1 || !(await startTotpSetup(db, userId, secret)))
      throw conflict(authRefusals.twoFactorAlreadyOn);
    const otpauthUrl = totpUri(user.username, secret);
    const answer: TwoFactorSetup = { secret, otpauthUrl, qrCodeDataUrl: await qrCodeDataUrl(otpauthUrl) };
    return ok(answer);
  });

  route(
    app,
    authEndpoints.enableTwoFactor,
    async (request) => {
      const { userId } = signedInOf(request);
      const user = await signedInUser(deps, userId);
      if (user.totpEnabled === 1) throw conflict(authRefusals.twoFactorAlreadyOn);
      if (!user.totpSecret) throw badRequest(authRefusals.twoFactorNotStarted);
      const step = matchTotp(user.totpSecret, request.body.code, clock());
      if (step === null) throw badRequest(authRefusals.wrongCode);
      const recoveryCodes = newRecoveryCodes();
      if (!(await enableTotp(db, userId, user.totpSecret, step, recoveryCodes.map(hashRecoveryCode)))) {
        throw conflict(authRefusals.setupChanged);
      }
      const answer: RecoveryCodes = { recoveryCodes };
      return ok(answer);
    },
    { ...limited },
  );

  route(
    app,
    authEndpoints.disableTwoFactor,
    async (request) => {
      const { userId } = signedInOf(request);
      const user = await signedInUser(deps, userId);
      await confirmPassword(deps, user, request.body.password);
      await disableTotp(db, userId);
      return ok(null);
    },
    { ...limited },
  );

  route(
    app,
    authEndpoints.changePassword,
    async (request) => {
      const { userId, sessionId } = signedInOf(request);
      if (isCommonPassword(request.body.newPassword)) throw badRequest(authRefusals.commonPassword);
      const user = await signedInUser(deps, userId);
      await confirmPassword(deps, user, request.body.currentPassword);
      const passwordHash = await hashPassword(request.body.newPassword);
      // The new password and the sign-out of every other device land together.
      await inTransaction(db, async (tx) => {
        await updateUser(tx, userId, { passwordHash });
        await revokeOtherSessions(tx, userId, sessionId, clock());
      });
      return ok(null);
    },
    { ...limited },
  );
};
