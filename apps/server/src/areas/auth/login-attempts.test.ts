import { authRefusals } from '@ordna/contract/auth/refusals';
import { commonRefusals } from '@ordna/contract/kernel/refusals';
import { afterEach, describe, expect, it } from 'vitest';
import type { TwoFactorChallenge } from '@ordna/contract/auth';
import type { FastifyInstance } from 'fastify';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { enableTwoFactor, login, PASSWORD, post, put, refresh } from '../../testing/people.test-kit';

const STRANGER = '203.0.113.9';
const OWNER = '198.51.100.4';

function loginFrom(app: FastifyInstance, address: string, username: string, password = PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    payload: { username, password },
  });
}

const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('auth: counted sign-in attempts', () => {
  const t = useTestApp();
  // Each test starts a fresh window.
  afterEach(() => t.clock.advance(16 * 60_000));

  describe('checks racing for the last attempts', () => {
    it('checks at most 10 of 60 simultaneous wrong passwords; the rest answer 429', async () => {
      const person = await signUp(t.app);
      const codes = statuses(
        await Promise.all(Array.from({ length: 60 }, (_, i) => login(t.app, person.username, `wrong-${i}`))),
      );
      expect(count(codes, 401)).toBeLessThanOrEqual(10);
      expect(count(codes, 401) + count(codes, 429)).toBe(60);
      // Refused attempts were not counted: the window holds exactly 10 checks.
      for (let i = count(codes, 401); i < 10; i++) {
        expect((await login(t.app, person.username, `more-${i}`)).statusCode).toBe(401);
      }
      expect((await login(t.app, person.username)).statusCode).toBe(429);
    });

    it('checks at most 10 of 30 simultaneous wrong current passwords', async () => {
      const person = await signUp(t.app);
      const codes = statuses(
        await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            put(
              t.app,
              '/api/auth/password',
              { currentPassword: `wrong-${i}`, newPassword: 'a new password' },
              as(person),
            ),
          ),
        ),
      );
      expect(count(codes, 400)).toBeLessThanOrEqual(10);
      expect(count(codes, 400) + count(codes, 429)).toBe(30);
    });

    it('checks at most 10 of 30 simultaneous wrong two-factor codes', async () => {
      const person = await signUp(t.app);
      await enableTwoFactor(t.app, person, t.clock);
      const { challenge } = body<TwoFactorChallenge>(await login(t.app, person.username)).data;
      const codes = statuses(
        await Promise.all(
          Array.from({ length: 30 }, (_, i) => post(t.app, '/api/auth/2fa', { code: String(100000 + i), challenge })),
        ),
      );
      expect(count(codes, 400)).toBeLessThanOrEqual(10);
      expect(count(codes, 400) + count(codes, 429)).toBe(30);
    });
  });

  describe('a stranger hammering a username', () => {
    it('locks out the stranger’s address, not the owner signing in from theirs', async () => {
      const person = await signUp(t.app);
      for (let i = 0; i < 10; i++) {
        expect((await loginFrom(t.app, STRANGER, person.username, `guess-${i}`)).statusCode).toBe(401);
      }
      const locked = await loginFrom(t.app, STRANGER, person.username);
      expect(locked.statusCode).toBe(429);
      expect(body(locked)).toEqual({ status: false, ...authRefusals.lockedOut, retry: true });
      expect((await loginFrom(t.app, OWNER, person.username)).statusCode).toBe(200);
      // The owner's success does not unlock the stranger.
      expect((await loginFrom(t.app, STRANGER, person.username)).statusCode).toBe(429);
    });

    it('locks the username everywhere once 100 failures come from many addresses', async () => {
      const person = await signUp(t.app);
      for (let address = 0; address < 10; address++) {
        for (let i = 0; i < 10; i++) await loginFrom(t.app, `203.0.113.${address + 20}`, person.username, `guess-${i}`);
      }
      expect((await loginFrom(t.app, OWNER, person.username)).statusCode).toBe(429);
      t.clock.advance(15 * 60_000 + 1);
      expect((await loginFrom(t.app, OWNER, person.username)).statusCode).toBe(200);
    });

    it('forgets the owner’s own typos after their right password, but not the stranger’s failures', async () => {
      const person = await signUp(t.app);
      for (let i = 0; i < 9; i++) await loginFrom(t.app, OWNER, person.username, `typo-${i}`);
      expect((await loginFrom(t.app, OWNER, person.username)).statusCode).toBe(200);
      for (let i = 0; i < 10; i++) await loginFrom(t.app, STRANGER, person.username, `guess-${i}`);
      expect((await loginFrom(t.app, STRANGER, person.username)).statusCode).toBe(429);
      for (let i = 0; i < 9; i++) await loginFrom(t.app, OWNER, person.username, `typo-${i}`);
      expect((await loginFrom(t.app, OWNER, person.username)).statusCode).toBe(200);
    });
  });
});

describe('auth: one budget per address for sign-up, sign-in, two-factor and refresh', () => {
  const t = useTestApp(undefined, { authRateLimitPerMinute: 3 });

  it('answers 429 on every one of them once sign-in spent it', async () => {
    const person = await signUp(t.app);
    for (let i = 0; i < 3; i++) expect((await loginFrom(t.app, STRANGER, person.username)).statusCode).toBe(200);
    const from = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, remoteAddress: STRANGER, payload });
    const answers = [
      await loginFrom(t.app, STRANGER, person.username),
      await from('/api/auth/refreshtoken', { refreshToken: person.access.refreshToken }),
      await from('/api/auth/signup', { username: `late_${Date.now()}`, password: PASSWORD }),
      await from('/api/auth/2fa', { code: '123456', challenge: 'x' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(429);
      expect(body(answer)).toMatchObject({ status: false, code: commonRefusals.tooManyRequests.code, retry: true });
    }
    // Another address (the test's own, which signed up) has its own budget.
    expect((await refresh(t.app, person.access.refreshToken)).statusCode).toBe(200);
  });
});
