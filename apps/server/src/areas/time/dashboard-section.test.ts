import { describe, expect, it } from 'vitest';
import { dashboardAnswer, type DashboardAnswer } from '@ordna/contract/dashboard';
import { signUp } from '../../testing/test-app.test-kit';
import { IN_STOCKHOLM, signUpPeople } from '../../testing/use-test-app.test-kit';
import { HOUR, MINUTE, timeClient, type TimeClient, useTimeTestApp } from './time.test-kit';

let ann: TimeClient;
let bob: TimeClient;
const t = useTimeTestApp(async ({ app, clock }) => {
  clock.set('2026-11-18T12:00:00Z');
  ({ ann, bob } = await signUpPeople(app, { ann: IN_STOCKHOLM, bob: IN_STOCKHOLM }, timeClient));
});

async function dashboard(client: TimeClient, query: string): Promise<DashboardAnswer> {
  const answer = await client.get<DashboardAnswer>(`/dashboard?${query}`);
  expect(answer.status).toBe(200);
  return dashboardAnswer.parse(answer.data);
}

const setJournal = (client: TimeClient, journalGroup: string | null) =>
  client.put(`/auth/user/${client.user._id}`, { preferences: { journalGroup } });

describe('the time section', () => {
  it('sums the span per group, most first, and leaves the day’s stamps to the time area’s own read', async () => {
    const work = await ann.group('Work');
    const gym = await ann.group('Gym');
    await ann.stamp(work, 'Code', '2026-11-17T08:00:00Z', '2026-11-17T11:00:00Z');
    await ann.stamp(gym, 'Run', '2026-11-17T16:00:00Z', '2026-11-17T16:45:00Z');
    await ann.stamp(work, 'Mail', '2026-11-16T08:00:00Z', '2026-11-16T09:00:00Z');

    const day = await dashboard(ann, 'date=2026-11-17');
    expect(day.sections.time).toMatchObject({
      totalMs: 3.75 * HOUR,
      groups: [
        { _id: work, name: 'Work', ms: 3 * HOUR },
        { _id: gym, name: 'Gym', ms: 45 * MINUTE },
      ],
      more: false,
    });
    expect(day.sections.time).not.toHaveProperty('stamps');
    const timeline = await ann.get<{ stamps: { name: string }[] }>('/time-stamp?date=2026-11-17');
    expect(timeline.data.stamps.map((stamp) => stamp.name)).toEqual(['Code', 'Run']);

    const week = await dashboard(ann, 'date=2026-11-17&view=week');
    expect(week.sections.time).toMatchObject({ totalMs: 4.75 * HOUR });
    expect(week.sections.time!.groups[0]).toMatchObject({ _id: work, ms: 4 * HOUR });
  });

  it('counts a running stamp up to now, on the days and in its group, and lists a group whose stamp just started', async () => {
    const read = await ann.group('Reading');
    const tea = await ann.group('Tea');
    await ann.stamp(read, 'Book', '2026-11-18T11:00:00Z');
    await ann.stamp(tea, 'Kettle', '2026-11-18T12:00:00Z');
    const today = await dashboard(ann, 'date=2026-11-18');
    expect(today.days[0]!.trackedMs).toBe(HOUR);
    expect(today.sections.time!.groups).toEqual([
      { _id: read, name: 'Reading', ms: HOUR },
      { _id: tea, name: 'Tea', ms: 0 },
    ]);
    // Not on a day it does not run on, nor on the week, where nothing is drawn.
    expect((await dashboard(ann, 'date=2026-11-14')).sections.time!.groups).toEqual([]);
    const week = (await dashboard(ann, 'date=2026-11-18&view=week')).sections.time!.groups;
    expect(week).toContainEqual({ _id: read, name: 'Reading', ms: HOUR });
    expect(week.map((group) => group._id)).not.toContain(tea);
  });

  it('never counts another person’s groups, nor a group shared with the person: it is on its owner’s dashboard', async () => {
    const garden = await bob.group('Garden');
    expect(
      (await bob.post('/share', { kind: 'timeGroup', id: garden, username: ann.user.username, role: 'editor' })).status,
    ).toBe(201);
    await bob.stamp(garden, 'Weeding', '2026-11-15T09:00:00Z', '2026-11-15T10:00:00Z');
    // Ann, as an editor, stamps into Bob's group: the stamp is the group's, so Bob's.
    await ann.stamp(garden, 'Planting', '2026-11-15T11:00:00Z', '2026-11-15T11:30:00Z');

    const annsDay = await dashboard(ann, 'date=2026-11-15');
    expect(annsDay.days[0]!.trackedMs).toBe(0);
    expect(annsDay.sections.time).toMatchObject({ totalMs: 0, groups: [] });
    const bobsDay = await dashboard(bob, 'date=2026-11-15');
    expect(bobsDay.days[0]!.trackedMs).toBe(1.5 * HOUR);
    expect(bobsDay.sections.time!.groups).toEqual([{ _id: garden, name: 'Garden', ms: 1.5 * HOUR }]);
  });
});

describe('a week’s and a month’s time per group', () => {
  it('counts only the part inside the span, per day and per group alike, and automatic time as the person shows it', async () => {
    const cara = timeClient(t.app, await signUp(t.app, { timeZone: 'Europe/Stockholm' }));
    const music = await cara.group('Music');
    // 23:00 on 31 October to 01:00 on 1 November, Stockholm (UTC+1): one hour in each month.
    await cara.stamp(music, 'Concert', '2026-10-31T22:00:00Z', '2026-11-01T00:00:00Z');
    await cara.stamp(music, 'Practice', '2026-11-03T08:00:00Z', '2026-11-03T10:00:00Z');
    const subGroup = await t.db
      .selectFrom('subGroups')
      .select('id')
      .where('timeGroupId', '=', music)
      .where('name', '=', 'Practice')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('timeStamps')
      .values({
        id: 'dashboard-auto-1',
        userId: cara.user._id,
        timeGroupId: music,
        subGroupId: subGroup.id,
        startTime: Date.parse('2026-11-04T08:00:00Z'),
        endTime: Date.parse('2026-11-04T08:30:00Z'),
        ended: 1,
        auto: 1,
      })
      .execute();
    const { rebuildRollups } = await import('./rollups/rebuild-rollups');
    await rebuildRollups(t.db, cara.user._id, 'Europe/Stockholm');

    for (const [query, total] of [
      ['date=2026-11-10&view=month', 3.5 * HOUR],
      ['date=2026-10-10&view=month', HOUR],
      ['date=2026-11-03&view=week', 2.5 * HOUR],
      ['date=2026-11-01&view=day', HOUR],
    ] as const) {
      const answer = await dashboard(cara, query);
      expect(answer.sections.time, query).toMatchObject({ totalMs: total, groups: [{ _id: music, ms: total }] });
      expect(
        answer.days.reduce((sum, day) => sum + day.trackedMs, 0),
        query,
      ).toBe(total);
    }
    await cara.put(`/auth/user/${cara.user._id}`, { preferences: { showAuto: false } });
    const month = await dashboard(cara, 'date=2026-11-10&view=month');
    expect(month.sections.time).toMatchObject({ totalMs: 3 * HOUR, groups: [{ _id: music, ms: 3 * HOUR }] });
    expect(month.days.find((day) => day.date === '2026-11-04')!.trackedMs).toBe(0);
  });
});

describe('the journal section', () => {
  it('is empty with no journal group, or one that is not the person’s own', async () => {
    expect((await dashboard(ann, 'date=2026-11-18')).sections.journal).toEqual({
      group: null,
      entries: [],
      more: false,
    });
    const bobs = await bob.group('Bob’s diary');
    expect((await setJournal(ann, bobs)).status).toBe(200);
    expect((await dashboard(ann, 'date=2026-11-18')).sections.journal!.group).toBeNull();
  });

  it('shows the journal group’s stamps in the span with their notes, and counts the notes as written', async () => {
    const diary = await ann.group('Diary');
    expect((await setJournal(ann, diary)).status).toBe(200);
    const note = '# Monday\n\nSlept **well**.\n\n<script>alert(1)</script>';
    for (const [start, description] of [
      ['2026-11-17T07:00:00Z', note],
      ['2026-11-17T20:00:00Z', 'Evening walk'],
      ['2026-11-16T20:00:00Z', ''],
      ['2026-11-10T20:00:00Z', 'Last week'],
    ] as const) {
      const answer = await ann.post('/time-stamp', {
        timeGroupId: diary,
        name: 'Journal',
        startTime: start,
        endTime: start,
        description,
      });
      expect(answer.status).toBe(201);
    }

    const day = await dashboard(ann, 'date=2026-11-17');
    expect(day.sections.journal).toMatchObject({ group: { _id: diary, name: 'Diary' }, more: false });
    expect(day.sections.journal!.entries.map((entry) => entry.description)).toEqual([note, 'Evening walk']);
    expect(day.days).toEqual([{ date: '2026-11-17', trackedMs: 3.75 * HOUR, written: 2 }]);

    const week = await dashboard(ann, 'date=2026-11-17&view=week');
    expect(week.sections.journal!.entries).toHaveLength(3);
    expect(week.days.map((d) => d.written)).toEqual([0, 2, 0, 0, 0, 0, 0]);
    const month = await dashboard(ann, 'date=2026-11-17&view=month');
    expect(month.days.reduce((sum, d) => sum + d.written, 0)).toBe(3);

    // Bob's dashboard knows nothing of Ann's journal.
    expect((await dashboard(bob, 'date=2026-11-17')).sections.journal!.entries).toEqual([]);
  });
});

describe('a busy day or month', () => {
  /** Ended stamps written straight to the database (hundreds through the API would be slow), then the rollups. */
  async function insertStamps(
    client: TimeClient,
    stamp: { timeGroupId: string; subGroupId: string },
    rows: { id: string; start: number; ms: number; description?: string }[],
  ) {
    const values = rows.map(({ id, start, ms, description }) => ({
      id,
      userId: client.user._id,
      timeGroupId: stamp.timeGroupId,
      subGroupId: stamp.subGroupId,
      startTime: start,
      endTime: start + ms,
      ended: 1,
      auto: 0,
      description: description ?? '',
    }));
    for (let i = 0; i < values.length; i += 100) {
      await t.db
        .insertInto('timeStamps')
        .values(values.slice(i, i + 100))
        .execute();
    }
    const { rebuildRollups } = await import('./rollups/rebuild-rollups');
    await rebuildRollups(t.db, client.user._id, 'Europe/Stockholm');
  }

  it('sums a busy day from the groups’ rollups, and the day’s own read has every stamp for the timeline', async () => {
    const dana = timeClient(t.app, await signUp(t.app, { timeZone: 'Europe/Stockholm' }));
    const work = await dana.group('Work');
    const late = await dana.group('Late');
    const first = await dana.stamp(work, 'Desk', '2026-11-12T06:00:00Z', '2026-11-12T06:01:00Z');
    const last = await dana.stamp(late, 'Night', '2026-11-12T21:00:00Z', '2026-11-12T21:30:00Z');
    const start = Date.parse('2026-11-12T06:02:00Z');
    await insertStamps(dana, first, [
      { id: 'busy-none-1', start: start - 30_000, ms: 0 },
      ...Array.from({ length: 299 }, (_, i) => ({ id: `busy-${1000 + i}`, start: start + i * 2 * MINUTE, ms: MINUTE })),
    ]);

    const day = (await dashboard(dana, 'date=2026-11-12')).sections.time!;
    expect(day).toEqual({
      totalMs: 330 * MINUTE,
      groups: [
        { _id: work, name: 'Work', ms: 300 * MINUTE },
        { _id: late, name: 'Late', ms: 30 * MINUTE },
      ],
      more: false,
    });
    const stamps = (await dana.get<{ stamps: { _id: string }[] }>('/time-stamp?date=2026-11-12')).data.stamps.map(
      (stamp) => stamp._id,
    );
    expect(stamps).toHaveLength(302);
    expect(stamps.slice(0, 2)).toEqual([first._id, 'busy-none-1']);
    expect(stamps.at(-1)).toBe(last._id);
  });

  it('shows a month’s latest 30 journal entries, oldest first, the same instant ordered by id, and counts every note', async () => {
    const erik = timeClient(t.app, await signUp(t.app, { timeZone: 'Europe/Stockholm' }));
    const diary = await erik.group('Diary');
    expect((await setJournal(erik, diary)).status).toBe(200);
    const entry = await erik.stamp(diary, 'Entry', '2026-11-01T08:00:00Z', '2026-11-01T08:00:00Z');
    const start = Date.parse('2026-11-02T08:00:00Z');
    // Three entries at one instant, with 28 later ones: the 29th, 30th and 31st latest.
    const tied = start + 168 * HOUR + 30 * MINUTE;
    await insertStamps(erik, entry, [
      ...Array.from({ length: 197 }, (_, i) => ({
        id: `entry-${1000 + i}`,
        start: start + i * HOUR,
        ms: 0,
        description: i % 2 === 0 ? `Note ${i}` : '',
      })),
      { id: 'entry-tie-c', start: tied, ms: 0 },
      { id: 'entry-tie-a', start: tied, ms: 0, description: 'Tied' },
      { id: 'entry-tie-b', start: tied, ms: 0 },
    ]);

    const month = await dashboard(erik, 'date=2026-11-10&view=month');
    const ids = month.sections.journal!.entries.map((each) => each._id);
    expect(ids).toHaveLength(30);
    expect(ids.slice(0, 3)).toEqual(['entry-tie-b', 'entry-tie-c', 'entry-1169']);
    expect(ids.at(-1)).toBe('entry-1196');
    expect(month.sections.journal!.more).toBe(true);
    expect(month.days.reduce((sum, each) => sum + each.written, 0)).toBe(99 + 1);

    // A span with no more than 30: every one, and no more.
    const day = await dashboard(erik, 'date=2026-11-01');
    expect(day.sections.journal!.entries.map((each) => each._id)).toEqual([entry._id]);
    expect(day.sections.journal!.more).toBe(false);
  });
});
