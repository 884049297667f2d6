import { defaultPreferences, type LoginAnswer } from '@ordna/contract/auth';
import { authRefusals } from '@ordna/contract/auth/refusals';
import type { FastifyRequest } from 'fastify';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, conflict, forbidden, unauthorized } from '../../http/errors';
import { sessionChecked, type SignInCheck } from '../../http/signed-in';
import { newId } from '../../lib/ids';
import { decoyHash, hashPassword, verifyPassword } from './argon';
import { findUserById, findUserByUsername, insertUser } from './auth.store';
import { confirmSecondFactor } from './confirm-password';
import { isCommonPassword } from './common-passwords';
import { rotateExtraRefreshToken } from './extra-sessions';
import { limitedCheck } from './lockout.service';
import { failureSubject } from './login-failures';
import { rotateRefreshToken, revokeByRefreshToken, startSession, type DeviceInfo, type SessionDeps } from './sessions';
import { deviceFingerprintOf } from './sign-in-check';
import type { TokenSigner } from './tokens';
import { userAnswer } from './user-answer';
import { route } from '../../http/endpoint-route';
import { authEndpoints } from '@ordna/contract/auth/endpoints';

export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
const TWO_FACTOR_PURPOSE = '2fa';

/** The client's address (behind a proxy only when TRUST_PROXY says so), bounded to the column's size. */
function addressOf(request: FastifyRequest): string | null {
  return request.ip ? request.ip.slice(0, 64) : null;
}

export function deviceOf(request: FastifyRequest): DeviceInfo {
  const userAgent = request.headers['user-agent'];
  return {
    fingerprint: deviceFingerprintOf(request),
    userAgent: typeof userAgent === 'string' && userAgent ? userAgent.slice(0, 500) : null,
    address: addressOf(request),
  };
}

/** Abuse limits per client address, on top of the failure counts; the account's settings use it. */
export const authRateLimit = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

/**
 * From all addresses together a username may fail this many times the per-address limit, so a
 * stranger hammering from one address locks out that address, not the owner.
 */
export const USERNAME_CEILING_FACTOR = 10;

/**
 * Sign-up, sign-in (with the second factor), token refresh and sign-out: the public routes. The
 * refresh of the vault's extra token shares the refresh path, so that branch checks the access
 * token itself with the signed-in scope's own check.
 */
export const signInRoutes =
  (signer: TokenSigner, signInCheck: SignInCheck): AreaRoutes =>
  async (app, appDeps) => {
    const { db, clock } = appDeps;
    const { loginRateLimit } = appDeps.config;
    const deps: SessionDeps = { db, clock, signer, accessTokenTtlMs: appDeps.config.accessTokenTtlMs };
    // One budget per client address for sign-up, sign-in, two-factor and refresh together.
    const budget = app.rateLimit({ max: appDeps.config.authRateLimitPerMinute, timeWindow: '1 minute' });
    const limited = { onRequest: budget };

    route(
      app,
      authEndpoints.signUp,
      async (request, reply) => {
        const body = request.body;
        if (isCommonPassword(body.password)) throw badRequest(authRefusals.commonPassword);
        const usernameKey = body.username.toLowerCase();
        if (await findUserByUsername(db, usernameKey)) throw conflict(authRefusals.usernameTaken);
        const preferences = {
          ...defaultPreferences,
          ...(body.timeZone && { timeZone: body.timeZone }),
          ...(body.language && { language: body.language }),
          ...(body.theme && { theme: body.theme }),
        };
        const row = {
          id: newId(),
          username: body.username,
          usernameKey,
          passwordHash: await hashPassword(body.password),
          preferences: JSON.stringify(preferences),
          totpSecret: null,
          totpEnabled: 0,
          totpLastStep: null,
          recoveryCodes: null,
          createdAt: clock(),
        };
        try {
          await insertUser(db, row);
        } catch (error) {
          // Two sign-ups for one name at once: the unique index decides.
          if (await findUserByUsername(db, usernameKey)) throw conflict(authRefusals.usernameTaken);
          throw error;
        }
        const session = await startSession(deps, row.id, deviceOf(request));
        return reply.status(201).send(ok(userAnswer(row, session.sessionId, session.access)));
      },
      { ...limited },
    );

    route(
      app,
      authEndpoints.logIn,
      async (request) => {
        const { username, password } = request.body;
        const usernameKey = username.toLowerCase();
        const fromHere = failureSubject.loginFrom(usernameKey, request.ip);
        const limits = [
          { subject: fromHere, limit: loginRateLimit },
          { subject: failureSubject.login(usernameKey), limit: loginRateLimit * USERNAME_CEILING_FACTOR },
        ];
        const user = await findUserByUsername(db, username);
        // Unknown names cost a hash too, and count like known ones, so neither tells them apart.
        const check = async () =>
          (await verifyPassword(user?.passwordHash ?? (await decoyHash()), password)) && user !== undefined;
        // A right password forgets this address's earlier failures; the other addresses' still count.
        const passed = await limitedCheck(db, limits, clock(), authRefusals.lockedOut, check, [fromHere]);
        if (!passed || !user) throw unauthorized(authRefusals.wrongCredentials);
        let answer: LoginAnswer;
        if (user.totpEnabled === 1) {
          // No session yet: the challenge only proves the password was right, for 5 minutes.
          const challenge = await deps.signer.sign(
            TWO_FACTOR_PURPOSE,
            { userId: user.id },
            TWO_FACTOR_CHALLENGE_TTL_MS,
          );
          answer = { twoFactorRequired: true, challenge };
        } else {
          const session = await startSession(deps, user.id, deviceOf(request));
          answer = userAnswer(user, session.sessionId, session.access);
        }
        return ok(answer);
      },
      { ...limited },
    );

    route(
      app,
      authEndpoints.twoFactor,
      async (request) => {
        const { code, challenge } = request.body;
        const claims = deps.signer.verify(TWO_FACTOR_PURPOSE, challenge);
        if (typeof claims?.userId !== 'string') throw unauthorized(authRefusals.challengeExpired);
        const user = await findUserById(db, claims.userId);
        // Turned off (or the account gone) since the password step: that sign-in is void.
        if (!user || user.totpEnabled !== 1) throw unauthorized(authRefusals.challengeExpired);
        await confirmSecondFactor(appDeps, user, code);
        const session = await startSession(deps, user.id, deviceOf(request));
        return ok(userAnswer(user, session.sessionId, session.access));
      },
      { ...limited },
    );

    route(
      app,
      authEndpoints.refreshToken,
      async (request) => {
        const { extraRefreshToken } = request.body;
        if (extraRefreshToken !== undefined) {
          const extra = await rotateExtraRefreshToken(
            deps,
            await sessionChecked(signInCheck(request)),
            extraRefreshToken,
          );
          if (!extra) throw forbidden(authRefusals.extraSessionEnded);
          return ok(extra);
        }
        // The schema asks for one of the two tokens.
        const outcome = await rotateRefreshToken(deps, request.body.refreshToken ?? '', addressOf(request));
        if (outcome.kind === 'reused') throw unauthorized(authRefusals.sessionReused);
        if (outcome.kind === 'invalid') throw unauthorized(authRefusals.sessionEnded);
        const { token, refreshToken, expiresIn, created } = outcome.access;
        return ok({ token, refreshToken, expiresIn, created, userSessionId: outcome.sessionId });
      },
      { ...limited },
    );

    route(app, authEndpoints.logOut, async (request) => {
      await revokeByRefreshToken(deps, request.body.refreshToken);
      return ok(null);
    });
  };
