import { authRefusals } from '@ordna/contract/auth/refusals';
import { describe, expect, it } from 'vitest';
import type { AccessTokens, TwoFactorChallenge, User } from '@ordna/contract/auth';
import type { FastifyInstance } from 'fastify';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import {
  del,
  enableTwoFactor,
  login,
  loginUser,
  messageOf,
  post,
  refresh,
  whoAmI,
} from '../../testing/people.test-kit';
import { REFRESH_GRACE_MS } from './sessions';
import { totpCodeAt } from './two-factor';
import { useTwoInstances } from '../../testing/use-test-app.test-kit';

/**
 * Two server instances over one database: no ORDNA_SECRET, so both must find
 * the signing key in the database, and every sign-out must be seen by the other instance.
 */
describe('two instances over one database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  const shared = useTwoInstances({ secret: null, loginRateLimit: 3 }, (apps) => ([a, b] = apps));

  it('accepts on B a token issued by A, and the other way round', async () => {
    const person = await signUp(a);
    expect((await whoAmI(b, person)).statusCode).toBe(200);
    const onB = await loginUser(b, person.username);
    expect((await whoAmI(a, onB)).statusCode).toBe(200);
  });

  it('rotates on B a refresh token issued by A, and catches its reuse on A', async () => {
    const person = await signUp(a);
    const rotated = await refresh(b, person.access.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const next = body<AccessTokens>(rotated).data;
    expect((await get(a, next.token)).statusCode).toBe(200);
    shared.clock.advance(REFRESH_GRACE_MS + 1);
    expect((await refresh(a, person.access.refreshToken)).statusCode).toBe(401);
    expect((await get(b, next.token)).statusCode).toBe(403);
  });

  it('answers refreshes of one token on A and B at once with the same new token; the session stays', async () => {
    const person = await signUp(a);
    const answers = await Promise.all([
      refresh(a, person.access.refreshToken),
      refresh(b, person.access.refreshToken),
      refresh(a, person.access.refreshToken),
      refresh(b, person.access.refreshToken),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const tokens = answers.map((answer) => body<AccessTokens>(answer).data);
    expect(new Set(tokens.map((token) => token.refreshToken)).size).toBe(1);
    for (const token of tokens) expect((await get(a, token.token)).statusCode).toBe(200);
    shared.clock.advance(REFRESH_GRACE_MS + 1);
    expect((await refresh(b, person.access.refreshToken)).statusCode).toBe(401);
    expect((await get(a, tokens[0]!.token)).statusCode).toBe(403);
  });

  it('checks at most the limit of wrong passwords sent to both at once', async () => {
    const person = await signUp(a);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(i % 2 ? a : b, person.username, `wrong-${i}`)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(3);
    expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
    shared.clock.advance(16 * 60_000);
  });

  it('honours on B a logout made on A: 403 for the access token, 401 for the refresh token', async () => {
    const person = await signUp(a);
    expect((await whoAmI(b, person)).statusCode).toBe(200);
    expect((await post(a, '/api/auth/logout', { refreshToken: person.access.refreshToken })).statusCode).toBe(200);
    const call = await whoAmI(b, person);
    expect(call.statusCode).toBe(403);
    expect(messageOf(call)).toBe(authRefusals.deviceSignedOut.message);
    expect((await refresh(b, person.access.refreshToken)).statusCode).toBe(401);
  });

  it('honours on A a device signed out on B', async () => {
    const person = await signUp(a);
    const laptop = await loginUser(a, person.username);
    const response = await del(b, `/api/auth/devices?deviceId=${laptop.userSessionId}`, as(person));
    expect(response.statusCode).toBe(200);
    expect((await whoAmI(a, laptop)).statusCode).toBe(403);
  });

  it('counts failed logins across instances', async () => {
    const person = await signUp(a);
    expect((await login(a, person.username, 'wrong one')).statusCode).toBe(401);
    expect((await login(b, person.username, 'wrong two')).statusCode).toBe(401);
    expect((await login(a, person.username, 'wrong three')).statusCode).toBe(401);
    expect((await login(b, person.username)).statusCode).toBe(429);
  });

  it('finishes on B a two-factor sign-in started on A', async () => {
    const person = await signUp(a);
    const { secret } = await enableTwoFactor(a, person, shared.clock);
    shared.clock.advance(30_000);
    const { challenge } = body<TwoFactorChallenge>(await login(a, person.username)).data;
    const response = await post(b, '/api/auth/2fa', { code: totpCodeAt(secret, shared.clock.now), challenge });
    expect(response.statusCode).toBe(200);
    expect((await whoAmI(a, body<User>(response).data)).statusCode).toBe(200);
  });
});

function get(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-access-token': token } });
}
