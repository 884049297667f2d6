import { describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import { shareAnswer } from '@ordna/contract/sharing/answers';
import { SHARES_PER_THING_MAX } from '@ordna/contract/sharing';
import { timeListEntryAnswer, timeStampAnswer } from '@ordna/contract/time/answers';
import { signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { personClient } from '../../testing/people.test-kit';

/** The share API and what a share means in the time area: see, stamp, leave, revoke, forget. */

const t = useTestApp(undefined, { accessTokenTtlMs: 24 * 60 * 60 * 1000 });

/** A person's calls, answered as status, data and code. */
const client = (user: User) => personClient(t.app, user);

async function groupOf(owner: User, name: string): Promise<string> {
  return (await client(owner).post<{ _id: string }>('/time-group', { name })).data._id;
}

describe('sharing a time group', () => {
  it('shares by username, lists it marked for the other person, and lets the owner change and revoke it', async () => {
    const [ann, bob] = [await signUp(t.app), await signUp(t.app)];
    const timeGroupId = await groupOf(ann, 'Garden');
    const shared = await client(ann).post<unknown>('/share', {
      kind: 'timeGroup',
      id: timeGroupId,
      username: bob.username.toUpperCase(),
      role: 'viewer',
    });
    expect(shared.status).toBe(201);
    const share = shareAnswer.parse(shared.data);
    expect(share).toMatchObject({ username: bob.username, role: 'viewer' });

    const list = await client(bob).get<unknown[]>('/time-group?date=2026-11-18');
    const [entry] = list.data.map((row) => timeListEntryAnswer.parse(row));
    expect(entry).toMatchObject({ _id: timeGroupId, name: 'Garden', sharedBy: { shareId: share._id, role: 'viewer' } });
    expect(entry!.sharedBy!.ownerName).toBe(ann.username);
    expect((await client(ann).get<unknown[]>('/time-group?shallow=true')).data).toEqual([
      { _id: timeGroupId, name: 'Garden', tags: [] },
    ]);

    // Ann sees everyone; Bob sees his own share only.
    expect((await client(ann).get<unknown[]>(`/share?kind=timeGroup&id=${timeGroupId}`)).data).toHaveLength(1);
    expect((await client(bob).get<unknown[]>(`/share?kind=timeGroup&id=${timeGroupId}`)).data).toEqual([share]);

    // Only the owner changes a role.
    expect((await client(bob).put('/share', { shareId: share._id, role: 'editor' })).code).toBe('sharing.ownerOnly');
    const changed = await client(ann).put<unknown>('/share', { shareId: share._id, role: 'editor' });
    expect(shareAnswer.parse(changed.data).role).toBe('editor');

    expect((await client(ann).del(`/share?shareId=${share._id}`)).status).toBe(200);
    expect((await client(bob).get<unknown[]>('/time-group?shallow=true')).data).toEqual([]);
    expect((await client(bob).get(`/time-group?timeGroupId=${timeGroupId}`)).status).toBe(404);
  });

  it('refuses an unknown username, oneself, a second share, a share of what is not one’s own, and too many', async () => {
    const [ann, bob] = [await signUp(t.app), await signUp(t.app)];
    const id = await groupOf(ann, 'Work');
    const share = (who: User, username: string) =>
      client(who).post('/share', { kind: 'timeGroup', id, username, role: 'viewer' });
    expect(await share(ann, 'nobody-here')).toMatchObject({ status: 404, code: 'sharing.unknownPerson' });
    expect(await share(ann, ann.username)).toMatchObject({ status: 400, code: 'sharing.withYourself' });
    expect((await share(ann, bob.username)).status).toBe(201);
    expect(await share(ann, bob.username)).toMatchObject({ status: 409, code: 'sharing.alreadyShared' });
    // Bob sees it but may not pass it on; a stranger learns nothing.
    expect(await share(bob, ann.username)).toMatchObject({ status: 400, code: 'sharing.ownerOnly' });
    const carl = await signUp(t.app);
    expect(await share(carl, bob.username)).toMatchObject({ status: 404, code: 'sharing.thingNotFound' });
    expect(
      await client(ann).post('/share', { kind: 'timeGroup', id, username: bob.username, role: 'owner' }),
    ).toMatchObject({ status: 400, code: 'sharing.invalidRole' });

    for (let i = 1; i < SHARES_PER_THING_MAX; i++)
      expect((await share(ann, (await signUp(t.app)).username)).status).toBe(201);
    expect(await share(ann, carl.username)).toMatchObject({ status: 409, code: 'sharing.tooManyShares' });
  });

  it('lets a viewer see stamps and totals, an editor stamp in, and counts the editor’s stamps in the group', async () => {
    const [ann, bob] = [await signUp(t.app), await signUp(t.app)];
    const timeGroupId = await groupOf(ann, 'Choir');
    const { data: share } = await client(ann).post<{ _id: string }>('/share', {
      kind: 'timeGroup',
      id: timeGroupId,
      username: bob.username,
      role: 'viewer',
    });
    const stamp = { timeGroupId, name: 'Practice', startTime: '2026-11-18T08:00:00Z', endTime: '2026-11-18T09:00:00Z' };
    expect((await client(ann).post('/time-stamp', stamp)).status).toBe(201);
    const seen = await client(bob).get<{ today: number; subGroups: { _id: string }[] }>(
      `/time-group?timeGroupId=${timeGroupId}&date=2026-11-18`,
    );
    expect(seen.data.today).toBe(60 * 60 * 1000);
    const page = await client(bob).get<{ stamps: unknown[] }>(`/time-stamp?subGroupId=${seen.data.subGroups[0]!._id}`);
    expect(page.data.stamps).toHaveLength(1);

    const running = { timeGroupId, name: 'Practice' };
    expect(await client(bob).post('/time-stamp', running)).toMatchObject({
      status: 400,
      code: 'sharing.viewerCannotChange',
    });
    await client(ann).put('/share', { shareId: share._id, role: 'editor' });
    const started = await client(bob).post<unknown>('/time-stamp', running);
    expect(started.status).toBe(201);
    const stampId = timeStampAnswer.parse(started.data)._id;

    // Ann's page shows Bob's running stamp, and its time counts in her group.
    t.clock.advance(30 * 60 * 1000);
    const anns = await client(ann).get<unknown[]>('/time-group?date=2026-11-18');
    const entry = timeListEntryAnswer.parse(anns.data[0]);
    expect(entry.activeStamp?.timeStampId).toBe(stampId);
    expect(entry.today).toBe(90 * 60 * 1000);
    // Both see it running among their running stamps, on every device.
    for (const who of [ann, bob]) {
      const active = await client(who).get<{ _id: string }[]>('/time-stamp?active=true');
      expect(active.data.map((row) => row._id)).toEqual([stampId]);
    }
    const bobs = await client(bob).get<unknown[]>('/time-group?date=2026-11-18');
    expect(timeListEntryAnswer.parse(bobs.data[0]).today).toBe(90 * 60 * 1000);

    // Bob leaves: the group and its stamps are out of his reach, and still all Ann's.
    expect((await client(bob).del(`/share?shareId=${share._id}`)).status).toBe(200);
    expect((await client(bob).get(`/time-stamp?timeStampId=${stampId}`)).status).toBe(404);
    expect((await client(ann).get(`/time-stamp?timeStampId=${stampId}`)).status).toBe(200);
  });

  it('lists each group shared by two owners with the figures its owner sees, its own groups’ apart', async () => {
    const [ann, carl, bob] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const stampsIn = async (owner: User, timeGroupId: string, hours: number) => {
      // Today, last week, last month and earlier in the year: every window of the list.
      for (const day of ['2026-11-18', '2026-11-10', '2026-10-20', '2026-03-02']) {
        const stamp = {
          timeGroupId,
          name: 'Work',
          startTime: `${day}T07:00:00Z`,
          endTime: `${day}T0${7 + hours}:00:00Z`,
        };
        expect((await client(owner).post('/time-stamp', stamp)).status).toBe(201);
      }
    };
    const choir = await groupOf(ann, 'Choir');
    const chess = await groupOf(carl, 'Chess');
    await stampsIn(ann, choir, 1);
    await stampsIn(ann, await groupOf(ann, 'Private'), 2);
    await stampsIn(carl, chess, 2);
    await stampsIn(bob, await groupOf(bob, 'Reading'), 1);
    for (const [owner, id] of [
      [ann, choir],
      [carl, chess],
    ] as const)
      await client(owner).post('/share', { kind: 'timeGroup', id, username: bob.username, role: 'viewer' });
    await client(carl).post('/time-stamp', { timeGroupId: chess, name: 'Work' });
    t.clock.advance(30 * 60 * 1000);

    const listOf = async (who: User) =>
      (await client(who).get<unknown[]>('/time-group?date=2026-11-18')).data.map((row) =>
        timeListEntryAnswer.parse(row),
      );
    const bobs = await listOf(bob);
    expect(bobs.map((entry) => entry.name)).toEqual(['Chess', 'Choir', 'Reading']);
    const owners = [...(await listOf(ann)), ...(await listOf(carl))];
    for (const entry of bobs.filter((row) => row.sharedBy)) {
      const { sharedBy: _sharedBy, ...figures } = entry;
      expect(figures).toEqual(owners.find((row) => row._id === entry._id));
    }
    expect(bobs.find((row) => row.name === 'Chess')).toMatchObject({ today: 2.5 * 60 * 60 * 1000, usage: 5 });
    expect(bobs.find((row) => row.name === 'Reading')).toMatchObject({ total: 4 * 60 * 60 * 1000, usage: 4 });
  });

  it('forgets the shares of a deleted group and of a deleted account', async () => {
    const [ann, bob, carl] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const first = await groupOf(ann, 'First');
    const second = await groupOf(ann, 'Second');
    for (const id of [first, second])
      await client(ann).post('/share', { kind: 'timeGroup', id, username: bob.username, role: 'editor' });
    const counterGroup = await client(carl).post<{ _id: string }>('/counter-group', { name: 'Carl’s' });
    await client(carl).post('/share', {
      kind: 'counterGroup',
      id: counterGroup.data._id,
      username: bob.username,
      role: 'viewer',
    });
    const sharesOf = async (personId: string) =>
      (await t.db.selectFrom('share').select('id').where('personId', '=', personId).execute()).length;
    expect(await sharesOf(bob._id)).toBe(3);

    expect((await client(bob).del(`/time-group?timeGroupId=${first}`)).code).toBe('sharing.ownerOnly');
    expect((await client(ann).del(`/time-group?timeGroupId=${first}`)).status).toBe(200);
    expect(await sharesOf(bob._id)).toBe(2);
    await t.db.deleteFrom('users').where('id', '=', carl._id).execute();
    expect(await sharesOf(bob._id)).toBe(1);
    await t.db.deleteFrom('users').where('id', '=', bob._id).execute();
    expect(await t.db.selectFrom('share').select('id').where('ownerId', '=', ann._id).execute()).toEqual([]);
  });
});

describe('sharing a counter group', () => {
  it('lets an editor count and a viewer only read', async () => {
    const [ann, bob, vic] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const group = await client(ann).post<{ _id: string }>('/counter-group', { name: 'Birds' });
    const counter = await client(ann).post<{ _id: string }>('/counter', {
      counterGroupId: group.data._id,
      name: 'Robins',
    });
    for (const [who, role] of [
      [bob, 'editor'],
      [vic, 'viewer'],
    ] as const)
      await client(ann).post('/share', { kind: 'counterGroup', id: group.data._id, username: who.username, role });
    expect((await client(bob).put('/counter', { counterId: counter.data._id, change: 2 })).status).toBe(200);
    expect(await client(vic).put('/counter', { counterId: counter.data._id, change: 1 })).toMatchObject({
      status: 400,
      code: 'sharing.viewerCannotChange',
    });
    const seen =
      await client(vic).get<{ counters: { value: number }[]; sharedBy?: { ownerName: string } }[]>('/counter-group');
    expect(seen.data[0]!.counters[0]!.value).toBe(2);
    expect(seen.data[0]!.sharedBy?.ownerName).toBe(ann.username);
  });
});
