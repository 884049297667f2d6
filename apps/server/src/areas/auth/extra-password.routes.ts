import { extraPasswordForgetBody, extraPasswordSignInBody, kdfSchema } from '@ordna/contract/auth/extra';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { extraPasswordStatusAnswer, extraSignInAnswer } from '@ordna/contract/auth/answers';
import { failureAnswers, nothing, success } from '@ordna/contract/kernel/envelope';
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

    app.get(
      '/auth/extra-password',
      { schema: { response: { 200: success(extraPasswordStatusAnswer), ...failureAnswers } } },
      async (request) => {
        const row = await findExtraPassword(db, signedInOf(request).userId);
        if (!row) return ok({ isSet: false, kdf: null });
        const kdf = kdfSchema.parse({ algorithm: row.kdfAlgorithm, iterations: row.kdfIterations, salt: row.kdfSalt });
        return ok({ isSet: true, kdf });
      },
    );

    app.post(
      '/auth/extra-password',
      {
        schema: { body: extraPasswordSignInBody, response: { 200: success(extraSignInAnswer), ...failureAnswers } },
        ...limited,
      },
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
    );

    app.post(
      '/auth/extra-password/signout',
      { schema: { response: { 200: success(nothing), ...failureAnswers } } },
      async (request) => {
        // Every vault session of this device's sign-in: an expired extra token still signs out.
        await endExtraSessions(db, signedInOf(request), clock());
        return ok(null);
      },
    );

    app.delete(
      '/auth/extra-password',
      {
        schema: { body: extraPasswordForgetBody, response: { 200: success(nothing), ...failureAnswers } },
        ...limited,
      },
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
    );
  };
