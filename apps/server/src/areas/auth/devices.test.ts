import { authRefusals } from '@ordna/contract/auth/refusals';
import { signedInDeviceAnswer } from '@ordna/contract/auth/answers';
import { describe, expect, it } from 'vitest';
import type { Device, User } from '@ordna/contract/auth';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { PASSWORD, post, put, refresh, whoAmI } from '../../testing/people.test-kit';

const MINUTE = 60_000;

/** Device names, addresses, first and last seen: what tells two devices apart. */
describe('devices: names, addresses, first and last seen', () => {
  const t = useTestApp();

  const rename = (user: User, payload: unknown) => put(t.app, '/api/auth/devices', payload, as(user));
  const devices = async (user: User) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/devices', headers: as(user) });
    expect(response.statusCode).toBe(200);
    return body<Device[]>(response).data;
  };
  const deviceOf = async (viewer: User, sessionId: string) =>
    (await devices(viewer)).find((device) => device._id === sessionId);
  const loginFrom = async (username: string, remoteAddress: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: PASSWORD },
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    return body<User>(response).data;
  };

  describe('PUT /api/auth/devices', () => {
    it('names a device, trimmed; the list shows the name; an empty name clears it', async () => {
      const person = await signUp(t.app);
      const phone = await loginFrom(person.username, '192.0.2.10');
      const response = await rename(person, { deviceId: phone.userSessionId, name: '  Work phone ' });
      expect(response.statusCode).toBe(200);
      const answer = signedInDeviceAnswer.parse(body(response).data);
      expect(answer).toMatchObject({ _id: phone.userSessionId, name: 'Work phone', current: false });
      expect(await deviceOf(person, phone.userSessionId)).toMatchObject({ name: 'Work phone' });
      expect(await deviceOf(phone, phone.userSessionId)).toMatchObject({ name: 'Work phone', current: true });

      const cleared = await rename(person, { deviceId: phone.userSessionId, name: '   ' });
      expect(cleared.statusCode).toBe(200);
      expect(body<Device>(cleared).data.name).toBeNull();
      expect(await deviceOf(person, phone.userSessionId)).toMatchObject({ name: null });
    });

    it('names the device making the call too', async () => {
      const person = await signUp(t.app);
      const response = await rename(person, { deviceId: person.userSessionId, name: 'Kitchen laptop' });
      expect(body<Device>(response).data).toMatchObject({ name: 'Kitchen laptop', current: true });
    });

    it("answers 404 for another person's device and leaves its name alone", async () => {
      const ann = await signUp(t.app);
      const bob = await signUp(t.app);
      await rename(ann, { deviceId: ann.userSessionId, name: 'Ann laptop' });
      const response = await rename(bob, { deviceId: ann.userSessionId, name: 'Mine now' });
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ status: false, ...authRefusals.noSuchDevice });
      expect(await deviceOf(ann, ann.userSessionId)).toMatchObject({ name: 'Ann laptop' });
    });

    it('answers 404 for a device that was signed out', async () => {
      const person = await signUp(t.app);
      const gone = await loginFrom(person.username, '192.0.2.11');
      await post(t.app, '/api/auth/logout', { refreshToken: gone.access.refreshToken });
      const response = await rename(person, { deviceId: gone.userSessionId, name: 'Old tablet' });
      expect(response.statusCode).toBe(404);
    });

    it.each([
      [{ deviceId: 'x', name: 'n'.repeat(61) }, authRefusals.deviceNameTooLong],
      [{ deviceId: 'x', name: 'two\nlines' }, authRefusals.deviceNameCharacters],
      [{ deviceId: 'x' }, authRefusals.deviceNameRequired],
      [{ deviceId: 'x', name: 7 }, authRefusals.deviceNameRequired],
    ])('answers 400 with the refusal for %j', async (payload, refusal) => {
      const person = await signUp(t.app);
      const response = await rename(person, payload);
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe(refusal.code);
    });

    it('answers 400 naming deviceId when it is missing or malformed', async () => {
      const person = await signUp(t.app);
      expect(body(await rename(person, { name: 'Phone' })).message).toBe('deviceId is required');
      expect(body(await rename(person, { deviceId: 'a b', name: 'Phone' })).message).toBe('deviceId is not valid');
    });

    it('takes a name of exactly 60 characters, in any script', async () => {
      const person = await signUp(t.app);
      const name = 'Å'.repeat(30) + '電話'.repeat(15);
      const response = await rename(person, { deviceId: person.userSessionId, name });
      expect(response.statusCode).toBe(200);
      expect(body<Device>(response).data.name).toBe(name);
    });

    it('needs a signed-in person', async () => {
      expect((await put(t.app, '/api/auth/devices', { deviceId: 'abc', name: 'x' })).statusCode).toBe(401);
    });
  });

  describe('addresses and times', () => {
    it('keeps the address of the sign-in and of each refresh, and when it was first and last seen', async () => {
      const person = await signUp(t.app);
      const signedInAt = t.clock.now;
      const laptop = await loginFrom(person.username, '203.0.113.7');
      expect(await deviceOf(person, laptop.userSessionId)).toMatchObject({
        lastAddress: '203.0.113.7',
        createdAt: new Date(signedInAt).toISOString(),
        lastSeenAt: new Date(signedInAt).toISOString(),
      });

      t.clock.advance(20 * MINUTE);
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refreshtoken',
        payload: { refreshToken: laptop.access.refreshToken },
        remoteAddress: '198.51.100.2',
      });
      expect(refreshed.statusCode).toBe(200);
      // The person's own access token has expired meanwhile: look with the laptop's new one.
      const renewed = { ...laptop, access: body<User['access']>(refreshed).data };
      expect(await deviceOf(renewed, laptop.userSessionId)).toMatchObject({
        lastAddress: '198.51.100.2',
        createdAt: new Date(signedInAt).toISOString(),
        lastSeenAt: new Date(t.clock.now).toISOString(),
      });
    });

    it('does not write the address on every signed-in request', async () => {
      const person = await signUp(t.app);
      const laptop = await loginFrom(person.username, '203.0.113.8');
      const renewed = await refresh(t.app, laptop.access.refreshToken);
      expect(renewed.statusCode).toBe(200);
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: as(laptop), remoteAddress: '192.0.2.99' });
      expect((await whoAmI(t.app, laptop)).statusCode).toBe(200);
      expect(await deviceOf(person, laptop.userSessionId)).toMatchObject({ lastAddress: '127.0.0.1' });
    });
  });
});
