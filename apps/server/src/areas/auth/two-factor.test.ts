import { authRefusals } from '@ordna/contract/auth/refusals';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSync } from 'otplib';
import type { RecoveryCodes, TwoFactorChallenge, TwoFactorSetup, User } from '@ordna/contract/auth';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import {
  enableTwoFactor,
  login,
  loginAnswer,
  loginUser,
  messageOf,
  PASSWORD,
  post,
  whoAmI,
} from '../../testing/people.test-kit';
import { totpCodeAt } from './two-factor';

const STEP = 30_000;

describe('two-factor sign-in', () => {
  const t = useTestApp();

  const sessionCount = async (userId: string) =>
    Number(
      (
        await t.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Signs in with the password; answers the challenge of a person with 2FA on. */
  const challengeFor = async (username: string): Promise<string> => {
    const answer = loginAnswer(await login(t.app, username)) as TwoFactorChallenge;
    expect(answer).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    return answer.challenge;
  };

  const secondStep = (code: string, challenge: string) => post(t.app, '/api/auth/2fa', { code, challenge });

  describe('POST /api/auth/2fa/setup', () => {
    it('answers a pending secret with its otpauth URL and QR code; 2FA is not on yet', async () => {
      const person = await signUp(t.app);
      const response = await post(t.app, '/api/auth/2fa/setup', undefined, as(person));
      expect(response.statusCode).toBe(200);
      const setup = body<TwoFactorSetup>(response).data;
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.otpauthUrl).toBe(
        // otplib 13 leaves out the defaults every authenticator app assumes (SHA1, 6 digits, 30 s).
        `otpauth://totp/Ordna:${person.username}?secret=${setup.secret}&issuer=Ordna`,
      );
      expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      expect(body<{ is2faEnabled: boolean }>(await whoAmI(t.app, person)).data.is2faEnabled).toBe(false);
      // Until a code confirms it, the password alone still signs in.
      expect('access' in loginAnswer(await login(t.app, person.username))).toBe(true);
    });

    it('needs a signed-in person', async () => {
      expect((await post(t.app, '/api/auth/2fa/setup')).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/2fa/enable', () => {
    it('turns 2FA on with a right code and answers 10 distinct recovery codes once', async () => {
      const person = await signUp(t.app);
      const { secret } = body<TwoFactorSetup>(await post(t.app, '/api/auth/2fa/setup', undefined, as(person))).data;
      const response = await post(t.app, '/api/auth/2fa/enable', { code: totpCodeAt(secret, t.clock.now) }, as(person));
      expect(response.statusCode).toBe(200);
      const { recoveryCodes } = body<RecoveryCodes>(response).data;
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      expect(body<{ is2faEnabled: boolean }>(await whoAmI(t.app, person)).data.is2faEnabled).toBe(true);
      // Only hashes are kept.
      const row = await t.db
        .selectFrom('users')
        .select('recoveryCodes')
        .where('id', '=', person._id)
        .executeTakeFirstOrThrow();
      for (const code of recoveryCodes) expect(row.recoveryCodes).not.toContain(code);
      // Once on, set-up and enable answer 409.
      const again = await post(t.app, '/api/auth/2fa/setup', undefined, as(person));
      expect(again.statusCode).toBe(409);
      expect(messageOf(again)).toBe(authRefusals.twoFactorAlreadyOn.message);
      expect((await post(t.app, '/api/auth/2fa/enable', { code: '123456' }, as(person))).statusCode).toBe(409);
    });

    it('accepts a code from the step before (a slow typist) and works with otplib directly', async () => {
      const person = await signUp(t.app);
      const { secret } = body<TwoFactorSetup>(await post(t.app, '/api/auth/2fa/setup', undefined, as(person))).data;
      const code = generateSync({ secret, epoch: (t.clock.now - STEP) / 1000 });
      expect((await post(t.app, '/api/auth/2fa/enable', { code }, as(person))).statusCode).toBe(200);
    });

    it('refuses a wrong code with 400 and the message; 2FA stays off', async () => {
      const person = await signUp(t.app);
      const { secret } = body<TwoFactorSetup>(await post(t.app, '/api/auth/2fa/setup', undefined, as(person))).data;
      const stale = totpCodeAt(secret, t.clock.now - 5 * STEP);
      const response = await post(t.app, '/api/auth/2fa/enable', { code: stale }, as(person));
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(authRefusals.wrongCode.message);
      expect(body<{ is2faEnabled: boolean }>(await whoAmI(t.app, person)).data.is2faEnabled).toBe(false);
    });

    it('refuses enabling before set-up, and with a secret another person set up', async () => {
      const person = await signUp(t.app);
      const other = await signUp(t.app);
      const { secret } = body<TwoFactorSetup>(await post(t.app, '/api/auth/2fa/setup', undefined, as(other))).data;
      const response = await post(t.app, '/api/auth/2fa/enable', { code: totpCodeAt(secret, t.clock.now) }, as(person));
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(authRefusals.twoFactorNotStarted.message);
      expect(body<{ is2faEnabled: boolean }>(await whoAmI(t.app, other)).data.is2faEnabled).toBe(false);
    });

    it.each([
      [{}, 'Code is required'],
      [{ code: 123456 }, 'Code must be text'],
      [{ code: 'abc' }, 'Code must be the 6 digits your authenticator app shows'],
      [{ code: '1234567' }, 'Code must be the 6 digits your authenticator app shows'],
    ])('answers 400 naming the field for %j', async (payload, message) => {
      const person = await signUp(t.app);
      const response = await post(t.app, '/api/auth/2fa/enable', payload, as(person));
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(message);
    });

    it('needs a signed-in person', async () => {
      expect((await post(t.app, '/api/auth/2fa/enable', { code: '123456' })).statusCode).toBe(401);
    });
  });

  describe('login and POST /api/auth/2fa', () => {
    let person: User;
    let secret: string;
    let recoveryCodes: string[];
    beforeAll(async () => {
      person = await signUp(t.app);
      ({ secret, recoveryCodes } = await enableTwoFactor(t.app, person, t.clock));
    });

    it('login answers a challenge and creates no session', async () => {
      const before = await sessionCount(person._id);
      await challengeFor(person.username);
      expect(await sessionCount(person._id)).toBe(before);
    });

    it('a right code with the challenge answers the User, like login', async () => {
      t.clock.advance(STEP);
      const challenge = await challengeFor(person.username);
      const response = await secondStep(totpCodeAt(secret, t.clock.now), challenge);
      expect(response.statusCode).toBe(200);
      const user = body<User>(response).data;
      expect(body(response).status).toBe(true);
      expect(user).toMatchObject({ _id: person._id, username: person.username, is2faEnabled: true });
      expect((await whoAmI(t.app, user)).statusCode).toBe(200);
    });

    it('accepts each code once: a replayed code is refused', async () => {
      t.clock.advance(STEP);
      const code = totpCodeAt(secret, t.clock.now);
      expect((await secondStep(code, await challengeFor(person.username))).statusCode).toBe(200);
      const replay = await secondStep(code, await challengeFor(person.username));
      expect(replay.statusCode).toBe(400);
      expect(messageOf(replay)).toBe(authRefusals.wrongCode.message);
      // The code of the step before is older than the one used: refused as well.
      const older = await secondStep(totpCodeAt(secret, t.clock.now - STEP), await challengeFor(person.username));
      expect(older.statusCode).toBe(400);
    });

    it('accepts spaces inside the code', async () => {
      t.clock.advance(STEP);
      const code = totpCodeAt(secret, t.clock.now);
      const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
      expect((await secondStep(spaced, await challengeFor(person.username))).statusCode).toBe(200);
    });

    it('a recovery code works once, typed in any case and without the dash', async () => {
      const [first, second] = recoveryCodes as [string, string];
      expect((await secondStep(first, await challengeFor(person.username))).statusCode).toBe(200);
      const reused = await secondStep(first, await challengeFor(person.username));
      expect(reused.statusCode).toBe(400);
      expect(messageOf(reused)).toBe(authRefusals.wrongCode.message);
      const sloppy = second.replace('-', '').toUpperCase();
      expect((await secondStep(sloppy, await challengeFor(person.username))).statusCode).toBe(200);
      expect((await secondStep(second, await challengeFor(person.username))).statusCode).toBe(400);
    });

    it('refuses a forged, expired or wrong-purpose challenge with 401', async () => {
      t.clock.advance(STEP);
      const code = () => totpCodeAt(secret, t.clock.now);
      const forged = await secondStep(code(), 'not.a.challenge');
      expect(forged.statusCode).toBe(401);
      expect(messageOf(forged)).toBe(authRefusals.challengeExpired.message);
      const other = await signUp(t.app);
      expect((await secondStep(code(), other.access.token)).statusCode).toBe(401);
      const challenge = await challengeFor(person.username);
      t.clock.advance(5 * 60_000 + 1000);
      expect((await secondStep(code(), challenge)).statusCode).toBe(401);
    });

    it.each([
      [{ challenge: 'x' }, 'Code is required'],
      [{ code: '12345', challenge: 'x' }, 'Code must be the 6 digits from your app or a recovery code'],
      [{ code: '123456' }, 'Challenge is required'],
      [{ code: '123456', challenge: '' }, 'Challenge is required; please sign in again'],
      [{ code: '123456', challenge: ['x'] }, 'Challenge must be text'],
    ])('answers 400 naming the field for %j', async (payload, message) => {
      const response = await post(t.app, '/api/auth/2fa', payload);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(message);
    });

    it('answers 429 after 10 wrong codes for the person, even for a right one', async () => {
      const locked = await signUp(t.app);
      const { secret: lockedSecret } = await enableTwoFactor(t.app, locked, t.clock);
      t.clock.advance(STEP);
      const challenge = await challengeFor(locked.username);
      const right = totpCodeAt(lockedSecret, t.clock.now);
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 10; i++) expect((await secondStep(wrong, challenge)).statusCode).toBe(400);
      const response = await secondStep(right, challenge);
      expect(response.statusCode).toBe(429);
      expect(body(response)).toEqual({ status: false, ...authRefusals.tooManyCodes, retry: true });
      // Other people are not affected.
      t.clock.advance(STEP);
      expect((await secondStep(totpCodeAt(secret, t.clock.now), await challengeFor(person.username))).statusCode).toBe(
        200,
      );
      t.clock.advance(15 * 60_000);
      const later = await secondStep(totpCodeAt(lockedSecret, t.clock.now), await challengeFor(locked.username));
      expect(later.statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/2fa/disable', () => {
    it('needs the password: a wrong one answers 400 Wrong password and 2FA stays on', async () => {
      const person = await signUp(t.app);
      await enableTwoFactor(t.app, person, t.clock);
      const wrong = await post(t.app, '/api/auth/2fa/disable', { password: 'not my password' }, as(person));
      expect(wrong.statusCode).toBe(400);
      expect(body(wrong)).toEqual({ status: false, code: 'auth.wrongPassword', message: 'Wrong password' });
      expect(body<{ is2faEnabled: boolean }>(await whoAmI(t.app, person)).data.is2faEnabled).toBe(true);

      const response = await post(t.app, '/api/auth/2fa/disable', { password: PASSWORD }, as(person));
      expect(response.statusCode).toBe(200);
      expect(body(response)).toEqual({ status: true, data: null });
      expect(body<{ is2faEnabled: boolean }>(await whoAmI(t.app, person)).data.is2faEnabled).toBe(false);
      expect((await loginUser(t.app, person.username))._id).toBe(person._id);
    });

    it('voids a challenge issued before 2FA was turned off', async () => {
      const person = await signUp(t.app);
      const { secret } = await enableTwoFactor(t.app, person, t.clock);
      const challenge = await challengeFor(person.username);
      await post(t.app, '/api/auth/2fa/disable', { password: PASSWORD }, as(person));
      t.clock.advance(STEP);
      expect((await secondStep(totpCodeAt(secret, t.clock.now), challenge)).statusCode).toBe(401);
    });

    it.each([
      [{}, 'Password is required'],
      [{ password: '' }, 'Password is required'],
      [{ password: null }, 'Password must be text'],
    ])('answers 400 naming the field for %j', async (payload, message) => {
      const person = await signUp(t.app);
      const response = await post(t.app, '/api/auth/2fa/disable', payload, as(person));
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(message);
    });

    it('needs a signed-in person', async () => {
      expect((await post(t.app, '/api/auth/2fa/disable', { password: PASSWORD })).statusCode).toBe(401);
    });
  });
});
