import { kdfSchema } from '@ordna/contract/auth/extra';
import { authRefusals } from '@ordna/contract/auth/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { verifyPassword } from './argon';
import { authRateLimit, USERNAME_CEILING_FACTOR } from './auth.routes';
import { confirmPassword, signedInUser } from './confirm-password';
import { deleteExtraPassword, findExtraPassword } from './extra-password.store';
import { endExtraSessions, endOtherExtraSessions, startExtraSession } from './extra-sessions';
import { limitedCheck } from './lockout.service';
import { failureSubject } from './login-failures';
import type { SessionDeps } from './sessions';
import { route } from '../../http/endpoint-route';
import { authEndpoints } from '@ordna/contract/auth/endpoints';

/**
 * The vault's sign-in (docs/architecture.md, "Three levels of access"): whether the person has an
 * extra password and how the browser derives its key, signing in to the vault with the value the
 * browser derived (counted like sign-in), signing out of it, and forgetting it, which wipes the
 * vault. Setting and changing it is PUT /auth/user/{id} (account.routes.ts).
 */
export const extraPasswordRoutes =
  (sessions: SessionDeps): AreaRoutes =>
  async (app, deps) => {
    const { db, clock, hooks } = deps;
    const limited = authRateLimit(deps.config.authRateLimitPerMinute);

    route(app, authEndpoints.readVaultStatus, async (request) => {
      const row = await findExtraPassword(db, signedInOf(request).userId);
      if (!row) return ok({ isSet: false, kdf: null });
      const kdf = kdfSchema.parse({ algorithm: row.kdfAlgorithm, iterations: row.kdfIterations, salt: row.kdfSalt });
      return ok({ isSet: true, kdf });
    });

    route(
      app,
      authEndpoints.openVault,
      async (request) => {
        const signedIn = signedInOf(request);
        const row = await findExtraPassword(db, signedIn.userId);
        if (!row) throw badRequest(authRefusals.extraPasswordNotSet);
        // The same limits as sign-in: per address, and a ceiling for the person from everywhere.
        const fromHere = failureSubject.extraPasswordFrom(signedIn.userId, request.ip);
        const { loginRateLimit } = deps.config;
        const limits = [
          { subject: fromHere, limit: loginRateLimit },
          { subject: failureSubject.extraPassword(signedIn.userId), limit: loginRateLimit * USERNAME_CEILING_FACTOR },
        ];
        const check = () => verifyPassword(row.authHash, request.body.extraPassword);
        if (!(await limitedCheck(db, limits, clock(), authRefusals.tooManyPasswords, check, [fromHere]))) {
          throw badRequest(authRefusals.wrongPassword);
        }
        const tokens = await startExtraSession(sessions, signedIn);
        return ok({ ...tokens, wrappedVaultKey: row.wrappedVaultKey });
      },
      { ...limited },
    );

    route(app, authEndpoints.closeVault, async (request) => {
      // Every vault session of this device's sign-in: an expired extra token still signs out.
      await endExtraSessions(db, signedInOf(request), clock());
      return ok(null);
    });

    route(
      app,
      authEndpoints.forgetVault,
      async (request) => {
        const { userId } = signedInOf(request);
        await confirmPassword(deps, await signedInUser(deps, userId), request.body.currentPassword);
        // Without the extra password nothing in the vault can be read again: it all goes, together.
        await inTransaction(db, async (tx) => {
          await deleteExtraPassword(tx, userId);
          await endOtherExtraSessions(tx, userId, null, clock());
          await hooks.emit('extraPasswordForgotten', { db: tx, userId });
        });
        return ok(null);
      },
      { ...limited },
    );
  };
