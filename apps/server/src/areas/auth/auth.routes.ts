import { z } from 'zod';
import {
  defaultPreferences,
  loginBody,
  logoutBody,
  refreshTokenBody,
  signupBody,
  twoFactorBody,
  userUpdateBody,
  type LoginAnswer,
} from '@ordna/contract/auth';
import type { FastifyRequest } from 'fastify';
import { deviceFingerprintOf } from '../../http/auth-hook';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, conflict, notFound, unauthorized } from '../../http/errors';
import { newId } from '../../lib/ids';
import type { Db } from '../../db/database';
import { decoyHash, hashPassword, verifyPassword } from './argon';
import {
  claimTotpStep,
  findUserById,
  findUserByUsername,
  insertUser,
  readPreferences,
  updateUser,
  useRecoveryCode,
  type UserRow,
} from './auth.store';
import {
  assertNotLockedOut,
  clearLoginFailures,
  failureSubject,
  recordLoginFailure,
  TOO_MANY_CODES,
} from './login-failures';
import { rotateRefreshToken, revokeByRefreshToken, startSession, type DeviceInfo } from './sessions';
import { hashRecoveryCode, matchTotp, normaliseRecoveryCode, WRONG_CODE } from './two-factor';
import { userAnswer } from './user-answer';
import { rebuildRollups } from '../time/rollups/rebuild-rollups';

export const WRONG_CREDENTIALS = 'Wrong username or password.';
export const USERNAME_TAKEN = 'That username is taken. Please choose another.';
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_EXPIRED = 'Your sign-in has expired. Please sign in again.';
const TWO_FACTOR_PURPOSE = '2fa';

export function deviceOf(request: FastifyRequest): DeviceInfo {
  const userAgent = request.headers['user-agent'];
  return {
    fingerprint: deviceFingerprintOf(request),
    userAgent: typeof userAgent === 'string' && userAgent ? userAgent.slice(0, 500) : null,
  };
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

/** Abuse limits per client address, on top of the per-username failure count. */
export const authRateLimit = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

export const authRoutes: AreaRoutes = async (app, deps) => {
  const { db, clock } = deps;
  const limited = authRateLimit(deps.config.authRateLimitPerMinute);

  app.post('/auth/signup', { schema: { body: signupBody }, ...limited }, async (request, reply) => {
    const body = request.body;
    const usernameKey = body.username.toLowerCase();
    if (await findUserByUsername(db, usernameKey)) throw conflict(USERNAME_TAKEN);
    const preferences = {
      ...defaultPreferences,
      ...(body.timeZone && { timeZone: body.timeZone }),
      ...(body.language && { language: body.language }),
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
      if (await findUserByUsername(db, usernameKey)) throw conflict(USERNAME_TAKEN);
      throw error;
    }
    const session = await startSession(deps, row.id, deviceOf(request));
    return reply.status(201).send(ok(userAnswer(row, session.sessionId, session.access)));
  });

  app.post('/auth/login', { schema: { body: loginBody }, ...limited }, async (request) => {
    const { username, password } = request.body;
    const subject = failureSubject.login(username.toLowerCase());
    const now = clock();
    await assertNotLockedOut(db, subject, now, deps.config.loginRateLimit);
    const user = await findUserByUsername(db, username);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
    if (!user || !valid) {
      await recordLoginFailure(db, subject, now);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    await clearLoginFailures(db, subject);
    let answer: LoginAnswer;
    if (user.totpEnabled === 1) {
      // No session yet: the challenge only proves the password was right, for 5 minutes.
      const challenge = await deps.signer.sign(TWO_FACTOR_PURPOSE, { userId: user.id }, TWO_FACTOR_CHALLENGE_TTL_MS);
      answer = { twoFactorRequired: true, challenge };
    } else {
      const session = await startSession(deps, user.id, deviceOf(request));
      answer = userAnswer(user, session.sessionId, session.access);
    }
    return ok(answer);
  });

  app.post('/auth/2fa', { schema: { body: twoFactorBody }, ...limited }, async (request) => {
    const { code, challenge } = request.body;
    const claims = await deps.signer.verify(TWO_FACTOR_PURPOSE, challenge);
    if (typeof claims?.userId !== 'string') throw unauthorized(CHALLENGE_EXPIRED);
    const subject = failureSubject.twoFactor(claims.userId);
    const now = clock();
    await assertNotLockedOut(db, subject, now, deps.config.loginRateLimit, TOO_MANY_CODES);
    const user = await findUserById(db, claims.userId);
    // Turned off (or the account gone) since the password step: that sign-in is void.
    if (!user || user.totpEnabled !== 1) throw unauthorized(CHALLENGE_EXPIRED);
    if (!(await acceptSecondFactor(db, user, code, now))) {
      await recordLoginFailure(db, subject, now);
      throw badRequest(WRONG_CODE);
    }
    await clearLoginFailures(db, subject);
    const session = await startSession(deps, user.id, deviceOf(request));
    return ok(userAnswer(user, session.sessionId, session.access));
  });

  app.post('/auth/refreshtoken', { schema: { body: refreshTokenBody }, ...limited }, async (request) => {
    const outcome = await rotateRefreshToken(deps, request.body.refreshToken);
    if (outcome.kind === 'reused')
      throw unauthorized('This sign-in was used elsewhere and has been ended. Please sign in again.');
    if (outcome.kind === 'invalid') throw unauthorized('Your session has ended. Please sign in again.');
    const { token, refreshToken, expiresIn, created } = outcome.access;
    return ok({ token, refreshToken, expiresIn, created, userSessionId: outcome.sessionId });
  });

  app.post('/auth/logout', { schema: { body: logoutBody } }, async (request) => {
    await revokeByRefreshToken(deps, request.body.refreshToken);
    return ok(null);
  });

  app.get('/auth/user', async (request) => {
    const { userId } = await deps.signedIn(request);
    const user = await findUserById(db, userId);
    if (!user) throw notFound('No such user.');
    return ok({
      _id: user.id,
      username: user.username,
      is2faEnabled: user.totpEnabled === 1,
      preferences: readPreferences(user.preferences),
    });
  });

  app.put(
    '/auth/user/:id',
    { schema: { params: z.object({ id: z.string().max(100) }), body: userUpdateBody } },
    async (request) => {
      const { userId } = await deps.signedIn(request);
      if (request.params.id !== userId) throw notFound('No such user.');
      const user = await findUserById(db, userId);
      if (!user) throw notFound('No such user.');
      const before = readPreferences(user.preferences);
      const preferences = { ...before, ...request.body.preferences };
      await updateUser(db, userId, { preferences: JSON.stringify(preferences) });
      if (preferences.timeZone !== before.timeZone) {
        // Day totals are kept per calendar day of the person's zone: a new zone re-cuts them.
        try {
          await rebuildRollups(db, userId, preferences.timeZone);
        } catch (error) {
          await updateUser(db, userId, { preferences: user.preferences });
          throw error;
        }
      }
      return ok({ preferences });
    },
  );
};
