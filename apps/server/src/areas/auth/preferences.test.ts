import { describe, expect, it } from 'vitest';
import type { Preferences, User } from '@ordna/contract/auth';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { messageOf, PASSWORD, post, put, whoAmI } from '../../testing/people.test-kit';

/** Preferences are bounded when written, and read back as written. */
describe('auth: bounded preferences', () => {
  const t = useTestApp();

  const savePreferences = (person: User, preferences: unknown) =>
    put(t.app, `/api/auth/user/${person._id}`, { preferences }, as(person));

  it('keeps a flat device shutdown config and answers it on every read', async () => {
    const person = await signUp(t.app);
    const config = { afterMinutes: 30, enabled: true, action: 'hibernate', note: null };
    expect((await savePreferences(person, { useDeviceShutdown: true, deviceShutdownConfig: config })).statusCode).toBe(
      200,
    );
    const preferences = body<{ preferences: Preferences }>(await whoAmI(t.app, person)).data.preferences;
    expect(preferences).toMatchObject({ useDeviceShutdown: true, deviceShutdownConfig: config });
  });

  it('answers 400 (not 500) for a device shutdown config nested 5,000 levels deep', async () => {
    const person = await signUp(t.app);
    // Written out as text: a 5,000-level object is too deep for the test's own JSON.stringify.
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${person._id}`,
      headers: { ...as(person), 'content-type': 'application/json' },
      payload: `{"preferences":{"deviceShutdownConfig":${deep}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).status).toBe(false);
    expect(messageOf(response)).toContain('deviceShutdownConfig');
  });

  it.each([
    ['a 1.9 MB value', { big: 'x'.repeat(1_900_000) }],
    ['a nested value', { schedule: { at: '22:00' } }],
    ['an array', { days: [1, 2, 3] }],
    ['too many settings', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]))],
    ['a long name', { ['n'.repeat(41)]: 1 }],
  ])('refuses %s in the device shutdown config with 400 naming it', async (_label, config) => {
    const person = await signUp(t.app);
    const response = await savePreferences(person, { deviceShutdownConfig: config });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('deviceShutdownConfig');
    expect(body<User>(await whoAmI(t.app, person)).data.preferences.deviceShutdownConfig).toBeNull();
  });

  it('keeps a display name trimmed, and refuses one longer than 60 characters', async () => {
    const person = await signUp(t.app);
    expect((await savePreferences(person, { displayName: '  Ada Lovelace ' })).statusCode).toBe(200);
    const response = await savePreferences(person, { displayName: 'x'.repeat(61) });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('Display name must be at most 60 characters');
    expect(body<User>(await whoAmI(t.app, person)).data.preferences.displayName).toBe('Ada Lovelace');
  });

  it('refuses a time zone name longer than any IANA name', async () => {
    const person = await signUp(t.app);
    const response = await savePreferences(person, { timeZone: `Europe/${'x'.repeat(100)}` });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('Time zone must be an IANA name');
  });

  describe('the theme a new account starts with', () => {
    it('is the one the device sent at sign-up', async () => {
      const response = await post(t.app, '/api/auth/signup', {
        username: `dark_${Date.now()}`,
        password: PASSWORD,
        theme: 'dark',
      });
      expect(response.statusCode).toBe(201);
      const person = body<User>(response).data;
      expect(person.preferences.theme).toBe('dark');
      expect(body<User>(await whoAmI(t.app, person)).data.preferences.theme).toBe('dark');
    });

    it('is light when the device sent none', async () => {
      const response = await post(t.app, '/api/auth/signup', { username: `plain_${Date.now()}`, password: PASSWORD });
      expect(body<User>(response).data.preferences.theme).toBe('light');
    });

    it('answers 400 naming the field for an unknown theme', async () => {
      const response = await post(t.app, '/api/auth/signup', {
        username: `blue_${Date.now()}`,
        password: PASSWORD,
        theme: 'blue',
      });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain("Theme must be 'light' or 'dark'");
    });
  });
});
