import { z } from 'zod';
import {
  defaultPreferences,
  loginBody,
  logoutBody,
  refreshTokenBody,
  signupBody,
  userUpdateBody,
  type LoginAnswer,
} from '@ordna/contract/auth';
import { HEADERS } from '@ordna/contract/constants';
import type { FastifyRequest } from 'fastify';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { conflict, notFound, unauthorized } from '../../http/errors';
import { newId } from '../../lib/ids';
import { decoyHash, hashPassword, verifyPassword } from './argon';
import { findUserById, findUserByUsername, insertUser, readPreferences, updateUser } from './auth.store';
import { assertNotLockedOut, clearLoginFailures, recordLoginFailure } from './login-failures';
import { rotateRefreshToken, revokeByRefreshToken, startSession, type DeviceInfo } from './sessions';
import { userAnswer } from './user-answer';

export const WRONG_CREDENTIALS = 'Wrong username or password.';
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export function deviceOf(request: FastifyRequest): DeviceInfo {
  const fingerprint = request.headers[HEADERS.deviceFingerprint];
  const userAgent = request.headers['user-agent'];
  return {
    fingerprint: typeof fingerprint === 'string' ? fingerprint.slice(0, 128) : null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
  };
}

/** Abuse limits per client address, on top of the per-username failure count. */
export const authRateLimit = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

export const authRoutes: AreaRoutes = async (app, deps) => {
  const { db, clock } = deps;
  const limited = authRateLimit(deps.config.authRateLimitPerMinute);

  app.post('/auth/signup', { schema: { body: signupBody }, ...limited }, async (request, reply) => {
    const body = request.body;
    const usernameKey = body.username.toLowerCase();
    if (await findUserByUsername(db, usernameKey)) throw conflict('That username is taken. Please choose another.');
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
      recoveryCodes: null,
      createdAt: clock(),
    };
    try {
      await insertUser(db, row);
    } catch (error) {
      // Two sign-ups for one name at once: the unique index decides.
      if (await findUserByUsername(db, usernameKey)) throw conflict('That username is taken. Please choose another.');
      throw error;
    }
    const session = await startSession(deps, row.id, deviceOf(request));
    return reply.status(201).send(ok(userAnswer(row, session.sessionId, session.access)));
  });

  app.post('/auth/login', { schema: { body: loginBody }, ...limited }, async (request) => {
    const { username, password } = request.body;
    const usernameKey = username.toLowerCase();
    const now = clock();
    await assertNotLockedOut(db, usernameKey, now, deps.config.loginRateLimit);
    const user = await findUserByUsername(db, usernameKey);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
    if (!user || !valid) {
      await recordLoginFailure(db, usernameKey, now);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    await clearLoginFailures(db, usernameKey);
    let answer: LoginAnswer;
    if (user.totpEnabled === 1) {
      const challenge = await deps.signer.sign('2fa', { userId: user.id }, TWO_FACTOR_CHALLENGE_TTL_MS);
      answer = { twoFactorRequired: true, challenge };
    } else {
      const session = await startSession(deps, user.id, deviceOf(request));
      answer = userAnswer(user, session.sessionId, session.access);
    }
    return ok(answer);
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
      const preferences = { ...readPreferences(user.preferences), ...request.body.preferences };
      await updateUser(db, userId, { preferences: JSON.stringify(preferences) });
      return ok({ preferences });
    },
  );
};
