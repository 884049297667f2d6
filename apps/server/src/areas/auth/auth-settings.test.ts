import { authRefusals } from '@ordna/contract/auth/refusals';
import { describe, expect, it } from 'vitest';
import type { Device, User } from '@ordna/contract/auth';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import {
  del,
  get,
  login,
  loginUser,
  messageOf,
  PASSWORD,
  post,
  put,
  refresh,
  whoAmI,
} from '../../testing/people.test-kit';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const MINUTE = 60_000;

describe('auth settings: password change and devices', () => {
  const t = useTestApp();

  const changePassword = (user: User, payload: unknown) => put(t.app, '/api/auth/password', payload, as(user));
  const devices = async (user: User) => {
    const response = await get(t.app, '/api/auth/devices', as(user));
    expect(response.statusCode).toBe(200);
    return body<Device[]>(response).data;
  };

  describe('PUT /api/auth/password', () => {
    it('changes the password, keeps this session and signs out the others', async () => {
      const person = await signUp(t.app);
      const phone = await loginUser(t.app, person.username);
      const laptop = await loginUser(t.app, person.username);
      const response = await changePassword(phone, { currentPassword: PASSWORD, newPassword: 'a brand new secret' });
      expect(response.statusCode).toBe(200);
      expect(body(response)).toEqual({ status: true, data: null });

      expect((await whoAmI(t.app, phone)).statusCode).toBe(200);
      expect((await refresh(t.app, phone.access.refreshToken)).statusCode).toBe(200);
      for (const other of [person, laptop]) {
        const call = await whoAmI(t.app, other);
        expect(call.statusCode).toBe(403);
        expect(messageOf(call)).toBe(authRefusals.deviceSignedOut.message);
        expect((await refresh(t.app, other.access.refreshToken)).statusCode).toBe(401);
      }
      expect((await login(t.app, person.username)).statusCode).toBe(401);
      expect((await login(t.app, person.username, 'a brand new secret')).statusCode).toBe(200);
    });

    it('answers 400 Wrong password for a wrong current password and changes nothing', async () => {
      const person = await signUp(t.app);
      const other = await loginUser(t.app, person.username);
      const response = await changePassword(person, {
        currentPassword: 'nope nope',
        newPassword: 'a brand new secret',
      });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({ status: false, code: 'auth.wrongPassword', message: 'Wrong password' });
      expect((await whoAmI(t.app, other)).statusCode).toBe(200);
      expect((await login(t.app, person.username)).statusCode).toBe(200);
    });

    it('answers 429 after 10 wrong current passwords', async () => {
      const person = await signUp(t.app);
      for (let i = 0; i < 10; i++) {
        await changePassword(person, { currentPassword: `wrong-${i}`, newPassword: 'a brand new secret' });
      }
      const response = await changePassword(person, { currentPassword: PASSWORD, newPassword: 'a brand new secret' });
      expect(response.statusCode).toBe(429);
      expect(messageOf(response)).toBe(authRefusals.tooManyPasswords.message);
      // Sign-in itself is counted apart and still works.
      expect((await login(t.app, person.username)).statusCode).toBe(200);
    });

    it.each([
      [{ newPassword: 'a brand new secret' }, 'Current password is required'],
      [{ currentPassword: PASSWORD }, 'New password is required'],
      [{ currentPassword: PASSWORD, newPassword: 'short' }, 'New password must be at least 8 characters'],
      [{ currentPassword: PASSWORD, newPassword: 12345678 }, 'New password must be text'],
      [{ currentPassword: PASSWORD, newPassword: 'y'.repeat(257) }, 'New password must be at most 256 characters'],
    ])('answers 400 naming the field for %j', async (payload, message) => {
      const person = await signUp(t.app);
      const response = await changePassword(person, payload);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(message);
    });

    it('needs a signed-in person', async () => {
      const response = await put(t.app, '/api/auth/password', {
        currentPassword: PASSWORD,
        newPassword: 'whatever123',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/auth/devices', () => {
    it("lists the person's devices with browser, system, fingerprint and times, newest seen first", async () => {
      const person = await signUp(t.app, {});
      const chrome = await loginUser(t.app, person.username, {
        'user-agent': CHROME_ON_WINDOWS,
        'x-device-fingerprint': 'f'.repeat(32),
      });
      t.clock.advance(2 * MINUTE);
      const iphone = await loginUser(t.app, person.username, { 'user-agent': SAFARI_ON_IPHONE });
      // Someone else's devices never show.
      await signUp(t.app);

      const list = await devices(chrome);
      expect(list.map((device) => device._id)).toEqual([
        iphone.userSessionId,
        chrome.userSessionId,
        person.userSessionId,
      ]);
      expect(list[0]).toEqual({
        _id: iphone.userSessionId,
        browser: 'Mobile Safari 17',
        os: 'iOS 17.0',
        deviceType: 'mobile',
        fingerprint: null,
        name: null,
        lastAddress: '127.0.0.1',
        createdAt: new Date(t.clock.now).toISOString(),
        lastSeenAt: new Date(t.clock.now).toISOString(),
        current: false,
      });
      expect(list[1]).toMatchObject({
        browser: 'Chrome 131',
        os: 'Windows 10',
        deviceType: 'desktop',
        fingerprint: 'f'.repeat(32),
        current: true,
      });
      expect(list[2]).toMatchObject({ browser: null, os: null, deviceType: 'desktop', current: false });
    });

    it('notes when a device was last seen and the fingerprint it sends after login', async () => {
      const person = await signUp(t.app);
      const other = await loginUser(t.app, person.username);
      t.clock.advance(5 * MINUTE);
      expect((await whoAmI(t.app, person, { 'x-device-fingerprint': 'abc123' })).statusCode).toBe(200);
      const find = async () => (await devices(other)).find((device) => device._id === person.userSessionId);
      expect(await find()).toMatchObject({ fingerprint: 'abc123', lastSeenAt: new Date(t.clock.now).toISOString() });
      // A different fingerprint later is kept even within the minute lastSeenAt is not rewritten.
      await whoAmI(t.app, person, { 'x-device-fingerprint': 'def456' });
      expect(await find()).toMatchObject({ fingerprint: 'def456' });
    });

    it('leaves out signed-out and expired sessions', async () => {
      const person = await signUp(t.app);
      const gone = await loginUser(t.app, person.username);
      await post(t.app, '/api/auth/logout', { refreshToken: gone.access.refreshToken });
      expect((await devices(person)).map((device) => device._id)).toEqual([person.userSessionId]);
      t.clock.advance(31 * 24 * 60 * MINUTE);
      const fresh = await loginUser(t.app, person.username);
      expect((await devices(fresh)).map((device) => device._id)).toEqual([fresh.userSessionId]);
    });

    it('needs a signed-in person', async () => {
      expect((await get(t.app, '/api/auth/devices')).statusCode).toBe(401);
    });
  });

  describe('DELETE /api/auth/devices', () => {
    it('signs the device out: its calls get 403 and it leaves the list', async () => {
      const person = await signUp(t.app);
      const other = await loginUser(t.app, person.username);
      const response = await del(t.app, `/api/auth/devices?deviceId=${other.userSessionId}`, as(person));
      expect(response.statusCode).toBe(200);
      expect(body(response)).toEqual({ status: true, data: null });
      expect((await whoAmI(t.app, other)).statusCode).toBe(403);
      expect((await refresh(t.app, other.access.refreshToken)).statusCode).toBe(401);
      expect((await devices(person)).map((device) => device._id)).toEqual([person.userSessionId]);
      // Again: already signed out, still fine.
      expect((await del(t.app, `/api/auth/devices?deviceId=${other.userSessionId}`, as(person))).statusCode).toBe(200);
    });

    it('can sign out the device making the call', async () => {
      const person = await signUp(t.app);
      expect((await del(t.app, `/api/auth/devices?deviceId=${person.userSessionId}`, as(person))).statusCode).toBe(200);
      expect((await whoAmI(t.app, person)).statusCode).toBe(403);
    });

    it("answers 404 for another person's device and leaves it signed in", async () => {
      const person = await signUp(t.app);
      const other = await signUp(t.app);
      const response = await del(t.app, `/api/auth/devices?deviceId=${other.userSessionId}`, as(person));
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe(authRefusals.noSuchDevice.message);
      expect((await whoAmI(t.app, other)).statusCode).toBe(200);
      expect((await del(t.app, '/api/auth/devices?deviceId=unknown', as(person))).statusCode).toBe(404);
    });

    it.each([
      ['', 'deviceId is required'],
      ['?deviceId=', 'deviceId is required'],
      [`?deviceId=${'x'.repeat(41)}`, 'deviceId is not valid'],
      ['?deviceId=a%00b', 'deviceId is not valid'],
      ['?deviceId=a&deviceId=b', 'deviceId must be text'],
    ])('answers 400 naming the field for %j', async (query, message) => {
      const person = await signUp(t.app);
      const response = await del(t.app, `/api/auth/devices${query}`, as(person));
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(message);
    });

    it('needs a signed-in person', async () => {
      expect((await del(t.app, '/api/auth/devices?deviceId=abc')).statusCode).toBe(401);
    });
  });
});
