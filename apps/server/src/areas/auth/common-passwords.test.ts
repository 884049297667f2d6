import { readFileSync } from 'node:fs';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { describe, expect, it } from 'vitest';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { login, PASSWORD, post, put } from '../../testing/people.test-kit';
import { isCommonPassword } from './common-passwords';

const refused = { status: false, ...authRefusals.commonPassword };

describe('common passwords are refused', () => {
  const t = useTestApp();

  it.each(['password', 'Password1', 'iloveyou', 'QWERTY123', 'lösenord123'])(
    'sign-up answers 400 for %j and makes no account',
    async (password) => {
      const username = `common${password.length}${Date.now() % 10_000}`;
      const response = await post(t.app, '/api/auth/signup', { username, password });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual(refused);
      expect((await login(t.app, username, password)).statusCode).toBe(401);
    },
  );

  it('sign-up takes a password that is not on the list', async () => {
    const response = await post(t.app, '/api/auth/signup', {
      username: 'uncommon',
      password: 'sunshine on a rainy day',
    });
    expect(response.statusCode).toBe(201);
  });

  it('a password change to a common password answers 400 and keeps the old password', async () => {
    const person = await signUp(t.app);
    const response = await put(
      t.app,
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'Sunshine1' },
      as(person),
    );
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual(refused);
    expect((await login(t.app, person.username)).statusCode).toBe(200);
    expect((await login(t.app, person.username, 'Sunshine1')).statusCode).toBe(401);
  });

  it('ships a small list: a few thousand entries, each long enough to pass the length rule', () => {
    const entries = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(entries.length).toBeGreaterThan(4_000);
    expect(entries.length).toBeLessThan(6_000);
    expect(entries.filter((entry) => entry.length < 8 || entry !== entry.toLowerCase())).toEqual([]);
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });
});
