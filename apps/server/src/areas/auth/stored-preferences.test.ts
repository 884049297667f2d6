import { describe, expect, it } from 'vitest';
import { defaultPreferences, type Preferences } from '@ordna/contract/auth';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { put, whoAmI } from '../../testing/people.test-kit';

/** Preferences are checked when written; reads serve what is stored over the defaults. */
describe('auth: stored preferences as read back', () => {
  const t = useTestApp();

  const preferencesOf = async (person: Awaited<ReturnType<typeof signUp>>) =>
    body<{ preferences: Preferences }>(await whoAmI(t.app, person)).data.preferences;

  // Values are checked when written and migration 0004 bounded older rows, so a read trusts them;
  // only the time zone is checked again, since the runtime's list of zones can change.
  it('fall back to the default time zone when the runtime no longer knows it, and drop unknown keys', async () => {
    const person = await signUp(t.app, { timeZone: 'Europe/Stockholm' });
    const stored = {
      timeZone: 'Mars/Olympus',
      theme: 'dark',
      retired: true,
      linkOrder: [{ kind: 'area', place: 'home', hidden: true }],
    };
    await t.db
      .updateTable('users')
      .set({ preferences: JSON.stringify(stored) })
      .where('id', '=', person._id)
      .execute();
    for (let read = 0; read < 2; read++) {
      expect(await preferencesOf(person)).toEqual({
        ...defaultPreferences,
        theme: 'dark',
        linkOrder: [{ kind: 'area', place: 'home', hidden: true }],
      });
    }
  });

  it('show every write at once, also when two people store the same preferences', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    expect(await preferencesOf(first)).toEqual(await preferencesOf(second));
    const changed = await put(
      t.app,
      `/api/auth/user/${first._id}`,
      { preferences: { timeZone: 'Asia/Tokyo', linkOrder: [{ kind: 'area', place: 'counter', hidden: false }] } },
      as(first),
    );
    expect(changed.statusCode).toBe(200);
    expect(await preferencesOf(first)).toMatchObject({
      timeZone: 'Asia/Tokyo',
      linkOrder: [{ kind: 'area', place: 'counter', hidden: false }],
    });
    expect(await preferencesOf(second)).toMatchObject({ timeZone: defaultPreferences.timeZone, linkOrder: [] });
    const invalidZone = await put(
      t.app,
      `/api/auth/user/${first._id}`,
      { preferences: { timeZone: 'Nowhere/Land' } },
      as(first),
    );
    expect(invalidZone.statusCode).toBe(400);
    expect(await preferencesOf(first)).toMatchObject({ timeZone: 'Asia/Tokyo' });
  });
});
