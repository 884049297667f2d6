import { authRefusals } from '@ordna/contract/auth/refusals';
import { commonRefusals } from '@ordna/contract/kernel/refusals';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Preferences, User } from '@ordna/contract/auth';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { login, messageOf, PASSWORD, post, put, whoAmI } from '../../testing/people.test-kit';

const MINUTE = 60_000;

describe('auth: sign-up, login, user', () => {
  const t = useTestApp();

  describe('POST /api/auth/signup', () => {
    it('creates the person and answers the User with a session', async () => {
      const response = await post(t.app, '/api/auth/signup', {
        username: 'Ada.Lovelace',
        password: PASSWORD,
        timeZone: 'Europe/Stockholm',
        language: 2,
      });
      expect(response.statusCode).toBe(201);
      const user = body<User>(response).data;
      expect(body(response).status).toBe(true);
      expect(user).toMatchObject({
        username: 'Ada.Lovelace',
        is2faEnabled: false,
        access: { created: '2026-11-18T10:00:00.000Z', expiresIn: 15 * MINUTE },
        preferences: { timeZone: 'Europe/Stockholm', language: 'se', theme: 'light', timeFilter: 'day' },
      });
      expect(user._id).toMatch(/^[0-9a-zA-Z]{16}$/);
      expect(user.userSessionId).toMatch(/^[0-9a-zA-Z]{16}$/);
      expect(user.access.refreshToken).toMatch(/^[\w-]{43}$/);
      expect((await whoAmI(t.app, user)).statusCode).toBe(200);
    });

    it('stores only an argon2id hash of the password', async () => {
      const row = await t.db
        .selectFrom('users')
        .select('passwordHash')
        .where('usernameKey', '=', 'ada.lovelace')
        .executeTakeFirstOrThrow();
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('answers 409 for a taken username, whatever its case', async () => {
      const response = await post(t.app, '/api/auth/signup', { username: 'ADA.lovelace', password: PASSWORD });
      expect(response.statusCode).toBe(409);
      expect(body(response)).toEqual({ status: false, ...authRefusals.usernameTaken });
    });

    it('treats a username typed with a combining accent as the same name', async () => {
      const created = await post(t.app, '/api/auth/signup', { username: 'Jose\u0301', password: PASSWORD });
      expect(created.statusCode).toBe(201);
      expect(body<User>(created).data.username).toBe('Jos\u00e9');
      expect((await post(t.app, '/api/auth/signup', { username: 'jos\u00e9', password: PASSWORD })).statusCode).toBe(
        409,
      );
      expect((await login(t.app, 'JOS\u00c9')).statusCode).toBe(200);
    });

    it.each([
      [{ password: PASSWORD }, authRefusals.usernameRequired],
      [{ username: 42, password: PASSWORD }, authRefusals.usernameNotText],
      [{ username: 'ab', password: PASSWORD }, authRefusals.usernameTooShort],
      [{ username: 'x'.repeat(41), password: PASSWORD }, authRefusals.usernameTooLong],
      [{ username: 'two words', password: PASSWORD }, authRefusals.usernameCharacters],
      [{ username: 'grace' }, authRefusals.passwordRequired],
      [{ username: 'grace', password: 'short' }, authRefusals.passwordTooShort],
      [{ username: 'grace', password: 'x'.repeat(257) }, authRefusals.passwordTooLong],
      [{ username: 'grace', password: PASSWORD, timeZone: 'Mars/Olympus' }, authRefusals.timeZoneInvalid],
      [{ username: 'grace', password: PASSWORD, language: 'de' }, authRefusals.languageInvalid],
      [[], commonRefusals.notAnObject],
    ])('answers 400 naming the field, with its refusal code, for %j', async (payload, refusal) => {
      const response = await post(t.app, '/api/auth/signup', payload);
      expect(response.statusCode).toBe(400);
      expect(body(response).status).toBe(false);
      expect(body(response).code).toBe(refusal.code);
      expect(messageOf(response)).toContain(refusal.message);
    });

    it('answers the username "ab" with the reason and its code, not "invalid input"', async () => {
      const response = await post(t.app, '/api/auth/signup', { username: 'ab', password: PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({
        status: false,
        code: 'auth.usernameTooShort',
        message: 'Username must be at least 3 characters',
      });
    });

    it('answers 400 for a body that is not JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": ',
      });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({ status: false, ...commonRefusals.invalidJson });
    });
  });

  it('answers 415 with a sentence for a body that is not sent as JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: 'just a string' });
    expect(response.statusCode).toBe(415);
    expect(body(response)).toEqual({ status: false, ...commonRefusals.notJson });
  });

  describe('POST /api/auth/login', () => {
    let person: User;
    beforeAll(async () => {
      person = await signUp(t.app);
    });

    it('answers the User with a new session; the username ignores case', async () => {
      const response = await login(t.app, person.username.toUpperCase());
      expect(response.statusCode).toBe(200);
      const user = body<User>(response).data;
      expect(user._id).toBe(person._id);
      expect(user.userSessionId).not.toBe(person.userSessionId);
      expect(user.access.refreshToken).not.toBe(person.access.refreshToken);
      expect((await whoAmI(t.app, user)).statusCode).toBe(200);
    });

    it('gives a wrong password and an unknown username the identical answer', async () => {
      const wrongPassword = await login(t.app, person.username, 'not the password');
      const unknownUser = await login(t.app, 'nobody_here', 'not the password');
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownUser.statusCode).toBe(401);
      expect(wrongPassword.body).toBe(unknownUser.body);
      expect(body(wrongPassword)).toEqual({ status: false, ...authRefusals.wrongCredentials });
    });

    it.each([
      [{ password: PASSWORD }, 'Username is required'],
      [{ username: '   ', password: PASSWORD }, 'Username is required'],
      [{ username: 'someone' }, 'Password is required'],
      [{ username: 'someone', password: '' }, 'Password is required'],
      [{ username: 'someone', password: ['x'] }, 'Password must be text'],
      [{ username: 'nul\u0000name', password: PASSWORD }, 'Username may only contain'],
      [[{ username: 'a' }], 'The request body must be a JSON object.'],
    ])('answers 400 naming the field for %j', async (payload, message) => {
      const response = await post(t.app, '/api/auth/login', payload);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(message);
    });
  });

  describe('repeated failed logins', () => {
    it('answers 429 with a message after 10 failures for one username, for 15 minutes', async () => {
      const person = await signUp(t.app);
      const other = await signUp(t.app);
      for (let i = 0; i < 10; i++) expect((await login(t.app, person.username, `wrong-${i}`)).statusCode).toBe(401);
      const locked = await login(t.app, person.username);
      expect(locked.statusCode).toBe(429);
      expect(body(locked)).toEqual({ status: false, ...authRefusals.lockedOut, retry: true });
      expect((await login(t.app, person.username.toUpperCase())).statusCode).toBe(429);
      // Another username is not affected.
      expect((await login(t.app, other.username)).statusCode).toBe(200);
      t.clock.advance(15 * MINUTE + 1);
      expect((await login(t.app, person.username)).statusCode).toBe(200);
    });

    it('counts unknown usernames too, so guessing names is slowed as well', async () => {
      for (let i = 0; i < 10; i++) await login(t.app, 'ghost_user', `wrong-${i}`);
      expect((await login(t.app, 'ghost_user', 'again')).statusCode).toBe(429);
    });

    it('forgets failures after a successful login', async () => {
      const person = await signUp(t.app);
      for (let i = 0; i < 9; i++) await login(t.app, person.username, `wrong-${i}`);
      expect((await login(t.app, person.username)).statusCode).toBe(200);
      for (let i = 0; i < 9; i++) await login(t.app, person.username, `wrong-${i}`);
      expect((await login(t.app, person.username)).statusCode).toBe(200);
    });
  });

  describe('GET /api/auth/user', () => {
    it('answers the signed-in person without tokens', async () => {
      const person = await signUp(t.app);
      const response = await whoAmI(t.app, person);
      expect(body(response).data).toEqual({
        _id: person._id,
        username: person.username,
        is2faEnabled: false,
        preferences: person.preferences,
      });
    });
  });

  describe('PUT /api/auth/user/:id', () => {
    let person: User;
    beforeAll(async () => {
      person = await signUp(t.app);
    });

    it('updates the given preferences and answers them all', async () => {
      const response = await put(
        t.app,
        `/api/auth/user/${person._id}`,
        { preferences: { theme: 'dark', linkOrder: [{ kind: 'area', place: 'notes', hidden: false }], language: 2 } },
        as(person),
      );
      expect(response.statusCode).toBe(200);
      const { preferences } = body<{ preferences: Preferences }>(response).data;
      expect(preferences).toMatchObject({
        theme: 'dark',
        linkOrder: [{ kind: 'area', place: 'notes', hidden: false }],
        language: 'se',
        timeFilter: 'day',
      });
      const again = await put(
        t.app,
        `/api/auth/user/${person._id}`,
        { preferences: { timeFilter: 'week' } },
        as(person),
      );
      expect(body<{ preferences: Preferences }>(again).data.preferences).toMatchObject({
        theme: 'dark',
        timeFilter: 'week',
      });
      expect(body<{ preferences: Preferences }>(await whoAmI(t.app, person)).data.preferences.theme).toBe('dark');
    });

    it("refuses another person's id with 404 and leaves their preferences alone", async () => {
      const other = await signUp(t.app);
      const response = await put(t.app, `/api/auth/user/${other._id}`, { preferences: { theme: 'dark' } }, as(person));
      expect(response.statusCode).toBe(404);
      expect(body(response).status).toBe(false);
      expect(body<{ preferences: Preferences }>(await whoAmI(t.app, other)).data.preferences.theme).toBe('light');
    });

    it('needs a signed-in person', async () => {
      const response = await put(t.app, `/api/auth/user/${person._id}`, { preferences: { theme: 'dark' } });
      expect(response.statusCode).toBe(401);
    });

    it.each([
      [{ preferences: { theme: 'blue' } }, 'preferences.theme'],
      [{ preferences: { heartbeatPulseMs: 5 } }, 'preferences.heartbeatPulseMs'],
      [{ preferences: { timeZone: 'Nowhere/City' } }, 'Time zone must be an IANA name'],
      [{ preferences: { favouriteColour: 'red' } }, 'favouriteColour'],
      [{ preferences: 'dark' }, 'preferences'],
      [{ password: 'new one please' }, 'password'],
    ])('answers 400 naming the field for %j', async (payload, field) => {
      const response = await put(t.app, `/api/auth/user/${person._id}`, payload, as(person));
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(field);
    });
  });
});
