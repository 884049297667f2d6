import { authRefusals } from '@ordna/contract/auth/refusals';
import { describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { PASSWORD, post, put, whoAmI } from '../../testing/people.test-kit';

/**
 * Every route that asks for the person's own password counts wrong ones together, and once too
 * many were tried each of them answers "Too many wrong passwords" (a declared refusal, never a 500:
 * CI's random-input walk found `POST /auth/2fa/disable` answering it undeclared).
 */
describe('routes that confirm the sign-in password', () => {
  const t = useTestApp();

  const asking = {
    'POST /api/auth/2fa/disable': (user: User, password: string) =>
      post(t.app, '/api/auth/2fa/disable', { password }, as(user)),
    'DELETE /api/auth/extra-password': (user: User, password: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/auth/extra-password',
        headers: as(user),
        payload: { currentPassword: password },
      }),
    'DELETE /api/account': (user: User, password: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/account', headers: as(user), payload: { password } }),
    'PUT /api/auth/password': (user: User, password: string) =>
      put(t.app, '/api/auth/password', { currentPassword: password, newPassword: 'a brand new secret' }, as(user)),
  };

  it.each(Object.entries(asking))('%s answers wrong password, then too many, and changes nothing', async (_, ask) => {
    const person = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      const wrong = await ask(person, `wrong-${i}`);
      expect([wrong.statusCode, body(wrong)]).toEqual([400, { status: false, ...authRefusals.wrongPassword }]);
    }
    for (const other of Object.values(asking)) {
      const locked = await other(person, PASSWORD);
      expect([locked.statusCode, body(locked)]).toEqual([
        429,
        { status: false, retry: true, ...authRefusals.tooManyPasswords },
      ]);
    }
    expect((await whoAmI(t.app, person)).statusCode).toBe(200);
  });
});
