import { authRefusals } from '@ordna/contract/auth/refusals';
import { describe, expect, it } from 'vitest';
import type { AccessTokens } from '@ordna/contract/auth';
import { body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { get, loginUser, messageOf, post, refresh, whoAmI } from '../../testing/people.test-kit';
import { REFRESH_GRACE_MS } from './sessions';

const MINUTE = 60_000;

describe('auth: access tokens, refresh, logout, housekeeping', () => {
  const t = useTestApp();

  describe('access tokens', () => {
    it('expire after 15 minutes (401); a refresh gives a working one', async () => {
      const person = await signUp(t.app);
      t.clock.advance(15 * MINUTE - 1000);
      expect((await whoAmI(t.app, person)).statusCode).toBe(200);
      t.clock.advance(1000);
      const expired = await whoAmI(t.app, person);
      expect(expired.statusCode).toBe(401);
      expect(body(expired).status).toBe(false);
      const refreshed = await refresh(t.app, person.access.refreshToken);
      expect(refreshed.statusCode).toBe(200);
      const access = body<AccessTokens>(refreshed).data;
      expect((await get(t.app, '/api/auth/user', { 'x-access-token': access.token })).statusCode).toBe(200);
    });

    it('answer 401 when missing or forged', async () => {
      expect((await get(t.app, '/api/auth/user')).statusCode).toBe(401);
      const person = await signUp(t.app);
      const [header, payload] = person.access.token.split('.');
      const forged = `${header}.${payload}.${'A'.repeat(43)}`;
      expect((await get(t.app, '/api/auth/user', { 'x-access-token': forged })).statusCode).toBe(401);
      expect((await get(t.app, '/api/auth/user', { 'x-access-token': 'not-a-token' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/refreshtoken', () => {
    it('rotates: new access and refresh tokens, the user session stays', async () => {
      const person = await signUp(t.app);
      t.clock.advance(MINUTE);
      const response = await refresh(t.app, person.access.refreshToken);
      expect(response.statusCode).toBe(200);
      const data = body<AccessTokens & { userSessionId: string }>(response).data;
      expect(data.refreshToken).not.toBe(person.access.refreshToken);
      expect(data.token).not.toBe(person.access.token);
      expect(data.expiresIn).toBe(15 * MINUTE);
      expect(data.created).toBe(new Date(t.clock.now).toISOString());
      expect(data.userSessionId).toBe(person.userSessionId);
    });

    it('ends the session when a rotated refresh token is used again after the grace period', async () => {
      const person = await signUp(t.app);
      const first = body<AccessTokens>(await refresh(t.app, person.access.refreshToken)).data;
      t.clock.advance(REFRESH_GRACE_MS + 1);
      const reuse = await refresh(t.app, person.access.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expect(messageOf(reuse)).toContain('used elsewhere');
      // The thief's (or the owner's) newer token is dead too, and so is the access token.
      expect((await refresh(t.app, first.refreshToken)).statusCode).toBe(401);
      const call = await get(t.app, '/api/auth/user', { 'x-access-token': first.token });
      expect(call.statusCode).toBe(403);
      expect(messageOf(call)).toBe(authRefusals.deviceSignedOut.message);
    });

    it('detects reuse of a token rotated several times ago', async () => {
      const person = await signUp(t.app);
      let current = person.access;
      for (let i = 0; i < 3; i++) current = body<AccessTokens>(await refresh(t.app, current.refreshToken)).data;
      t.clock.advance(REFRESH_GRACE_MS + 1);
      expect((await refresh(t.app, person.access.refreshToken)).statusCode).toBe(401);
      expect((await refresh(t.app, current.refreshToken)).statusCode).toBe(401);
    });

    it('leaves other sessions of the person alone when one is ended for reuse', async () => {
      const person = await signUp(t.app);
      const laptop = await loginUser(t.app, person.username);
      await refresh(t.app, person.access.refreshToken);
      t.clock.advance(REFRESH_GRACE_MS + 1);
      expect((await refresh(t.app, person.access.refreshToken)).statusCode).toBe(401);
      expect((await whoAmI(t.app, laptop)).statusCode).toBe(200);
      expect((await refresh(t.app, laptop.access.refreshToken)).statusCode).toBe(200);
    });

    describe('within the grace period of a rotation', () => {
      it('answers two refreshes at once with the same new refresh token, and both access tokens work', async () => {
        const person = await signUp(t.app);
        const [one, two] = await Promise.all([
          refresh(t.app, person.access.refreshToken),
          refresh(t.app, person.access.refreshToken),
        ]);
        expect([one!.statusCode, two!.statusCode]).toEqual([200, 200]);
        const [a, b] = [body<AccessTokens>(one!).data, body<AccessTokens>(two!).data];
        expect(a.refreshToken).toBe(b.refreshToken);
        expect(a.refreshToken).not.toBe(person.access.refreshToken);
        for (const token of [a.token, b.token]) {
          expect((await get(t.app, '/api/auth/user', { 'x-access-token': token })).statusCode).toBe(200);
        }
        expect((await refresh(t.app, a.refreshToken)).statusCode).toBe(200);
      });

      it('answers a retry of a rotated token with the same new refresh token, for the same session', async () => {
        const person = await signUp(t.app);
        const first = body<AccessTokens & { userSessionId: string }>(
          await refresh(t.app, person.access.refreshToken),
        ).data;
        t.clock.advance(REFRESH_GRACE_MS - 1000);
        const retry = await refresh(t.app, person.access.refreshToken);
        expect(retry.statusCode).toBe(200);
        const again = body<AccessTokens & { userSessionId: string }>(retry).data;
        expect(again.refreshToken).toBe(first.refreshToken);
        expect(again.userSessionId).toBe(person.userSessionId);
        expect((await get(t.app, '/api/auth/user', { 'x-access-token': first.token })).statusCode).toBe(200);
        expect((await get(t.app, '/api/auth/user', { 'x-access-token': again.token })).statusCode).toBe(200);
      });

      it('does not revive a session that was signed out', async () => {
        const person = await signUp(t.app);
        await refresh(t.app, person.access.refreshToken);
        expect((await post(t.app, '/api/auth/logout', { refreshToken: person.access.refreshToken })).statusCode).toBe(
          200,
        );
        const retry = await refresh(t.app, person.access.refreshToken);
        expect(retry.statusCode).toBe(401);
        expect(messageOf(retry)).toBe(authRefusals.sessionEnded.message);
      });
    });

    it('refuses unknown and expired refresh tokens with 401', async () => {
      expect((await refresh(t.app, 'x'.repeat(43))).statusCode).toBe(401);
      const person = await signUp(t.app);
      t.clock.advance(30 * 24 * 60 * MINUTE);
      const expired = await refresh(t.app, person.access.refreshToken);
      expect(expired.statusCode).toBe(401);
      expect(messageOf(expired)).toBe('Your session has ended. Please sign in again.');
    });

    it.each([
      [{}, 'Refresh token is required'],
      [{ refreshToken: '' }, 'Refresh token is required'],
      [{ refreshToken: 7 }, 'Refresh token must be text'],
      [{ refreshToken: 'x'.repeat(201) }, 'Refresh token must be at most 200 characters'],
    ])('answers 400 naming the field for %j', async (payload, message) => {
      const response = await post(t.app, '/api/auth/refreshtoken', payload);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(message);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the session: its access token gets 403 and its refresh token 401', async () => {
      const person = await signUp(t.app);
      const other = await loginUser(t.app, person.username);
      const response = await post(t.app, '/api/auth/logout', { refreshToken: person.access.refreshToken });
      expect(response.statusCode).toBe(200);
      expect(body(response)).toEqual({ status: true, data: null });
      const call = await whoAmI(t.app, person);
      expect(call.statusCode).toBe(403);
      expect(messageOf(call)).toBe(authRefusals.deviceSignedOut.message);
      expect((await refresh(t.app, person.access.refreshToken)).statusCode).toBe(401);
      // The person's other device stays signed in.
      expect((await whoAmI(t.app, other)).statusCode).toBe(200);
    });

    it('is idempotent and ignores unknown tokens', async () => {
      const person = await signUp(t.app);
      await post(t.app, '/api/auth/logout', { refreshToken: person.access.refreshToken });
      expect((await post(t.app, '/api/auth/logout', { refreshToken: person.access.refreshToken })).statusCode).toBe(
        200,
      );
      expect((await post(t.app, '/api/auth/logout', { refreshToken: 'unknown' })).statusCode).toBe(200);
    });

    it('answers 400 without a refresh token', async () => {
      const response = await post(t.app, '/api/auth/logout', {});
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe('Refresh token is required');
    });
  });

  describe('housekeeping', () => {
    it('a sign-in clears the person’s sessions that ended more than a refresh lifetime ago', async () => {
      const person = await signUp(t.app);
      const gone = await loginUser(t.app, person.username);
      await post(t.app, '/api/auth/logout', { refreshToken: gone.access.refreshToken });
      const ids = async () =>
        (await t.db.selectFrom('sessions').select('id').where('userId', '=', person._id).execute()).map((s) => s.id);
      t.clock.advance(29 * 24 * 60 * MINUTE);
      await loginUser(t.app, person.username);
      expect(await ids()).toContain(gone.userSessionId);
      t.clock.advance(2 * 24 * 60 * MINUTE);
      const fresh = await loginUser(t.app, person.username);
      const left = await ids();
      expect(left).not.toContain(gone.userSessionId);
      expect(left).toContain(fresh.userSessionId);
    });
  });
});
