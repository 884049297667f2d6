import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import { authRefusals } from '@ordna/contract/auth/refusals';
import type { DashboardAnswer } from '@ordna/contract/dashboard';
import type { TimeListEntry } from '@ordna/contract/time';
import { get, personClient, post, put, whoAmI } from '../../testing/people.test-kit';
import { expectRefused } from '../../testing/refused.test-kit';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { createCountingTestApp } from '../../testing/statement-count.test-kit';
import { useTwoInstances } from '../../testing/use-test-app.test-kit';
import { RememberedPreferences } from './remembered-preferences';

/**
 * On PostgreSQL a read that needs the person's preferences takes those its instance's last session
 * check of the person read, while its own check runs beside it; the check confirms them, or the read
 * runs again with the check's (http/session-check.ts). Two instances over one database, as behind a
 * load balancer: B remembers what A has changed since. On SQLite every read waits for its check.
 */
/** A person who tracks time, and the id of their time group. */
type Worker = User & { groupId: string };

const HOUR = 3_600_000;

describe('preferences an instance remembers', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  const shared = useTwoInstances({}, (apps) => ([a, b] = apps));

  /**
   * A person with a stamp running since 20:00 UTC on 9 November, at 21:00 UTC: none of it on the
   * 10th in UTC, an hour of it in Tokyo (where the 10th began at 15:00 UTC).
   */
  async function eveningWorker(timeZone = 'UTC'): Promise<Worker> {
    shared.clock.set('2026-11-09T21:00:00Z');
    const person = await signUp(a, { timeZone });
    const onA = personClient(a, person);
    const group = await onA.post<{ _id: string }>('/time-group', { name: 'Work' });
    const groupId = group.data._id;
    const stamp = await onA.post('/time-stamp', {
      timeGroupId: groupId,
      name: 'Evening',
      startTime: '2026-11-09T20:00:00Z',
    });
    expect([group.status, stamp.status]).toEqual([201, 201]);
    return { ...person, groupId };
  }

  /** The time tracked on 10 November as each read answers it on B. */
  const reads: Record<string, (person: Worker) => Promise<number>> = {
    'time-group list': async (person) => {
      const list = await get(b, '/api/time-group?date=2026-11-10', as(person));
      expect(list.statusCode).toBe(200);
      return body<TimeListEntry[]>(list).data[0]!.today;
    },
    'one time group': async (person) => {
      const one = await get(b, `/api/time-group?timeGroupId=${person.groupId}&date=2026-11-10`, as(person));
      expect(one.statusCode).toBe(200);
      return body<TimeListEntry>(one).data.today;
    },
    'dashboard, day': async (person) => {
      const dashboard = await get(b, '/api/dashboard?date=2026-11-10&view=day', as(person));
      expect(dashboard.statusCode).toBe(200);
      return body<DashboardAnswer>(dashboard).data.days[0]!.trackedMs;
    },
  };

  const zoneOnB = async (person: User) => body<User>(await whoAmI(b, person)).data.preferences.timeZone;

  it.each(Object.keys(reads))(
    'answers the %s on B in the zone chosen on A, though B remembers the old one',
    async (read) => {
      const person = await eveningWorker('UTC');
      const tracked = reads[read]!;
      expect(await tracked(person)).toBe(0);
      const changed = await put(
        a,
        `/api/auth/user/${person._id}`,
        { preferences: { timeZone: 'Asia/Tokyo' } },
        as(person),
      );
      expect(changed.statusCode).toBe(200);
      expect(await tracked(person)).toBe(HOUR);
      // And again, now that B remembers the new zone.
      expect(await tracked(person)).toBe(HOUR);
      expect(await zoneOnB(person)).toBe('Asia/Tokyo');
    },
  );

  it('answers each person with their own preferences, never those B remembers of another', async () => {
    const inTokyo = await eveningWorker('Asia/Tokyo');
    const onUtc = await eveningWorker('UTC');
    for (let round = 0; round < 2; round++) {
      for (const tracked of Object.values(reads)) {
        expect(await Promise.all([tracked(inTokyo), tracked(onUtc)])).toEqual([HOUR, 0]);
      }
      expect(await Promise.all([zoneOnB(inTokyo), zoneOnB(onUtc)])).toEqual(['Asia/Tokyo', 'UTC']);
    }
  });

  it('answers on B the refusal of a session signed out on A, and none of its data, though B remembers its preferences', async () => {
    const person = await eveningWorker();
    for (const tracked of Object.values(reads)) await tracked(person);
    expect((await post(a, '/api/auth/logout', { refreshToken: person.access.refreshToken })).statusCode).toBe(200);
    for (const url of [
      '/api/time-group?date=2026-11-10',
      '/api/dashboard?date=2026-11-10&view=day',
      '/api/auth/user',
    ]) {
      const read = await get(b, url, as(person));
      expectRefused(read, 403, authRefusals.deviceSignedOut);
      expect(read.body).not.toContain('Work');
      expect(read.body).not.toContain(person.username);
    }
  });
});

describe('preferences written on the instance that remembers them', () => {
  let t: Awaited<ReturnType<typeof createCountingTestApp>>;
  beforeAll(async () => {
    t = await createCountingTestApp();
  });
  afterAll(() => t.close());

  /** A person with a stamp running since 20:00 UTC on 9 November, at 21:00 UTC. */
  async function eveningWorker(timeZone: string): Promise<User> {
    t.clock.set('2026-11-09T21:00:00Z');
    const person = await signUp(t.app, { timeZone });
    const client = personClient(t.app, person);
    const group = await client.post<{ _id: string }>('/time-group', { name: 'Work' });
    const stamp = await client.post('/time-stamp', {
      timeGroupId: group.data._id,
      name: 'Evening',
      startTime: '2026-11-09T20:00:00Z',
    });
    expect([group.status, stamp.status]).toEqual([201, 201]);
    return person;
  }

  /** The time tracked on 10 November as the list answers it, and the statements its read made. */
  const listRead = async (person: User) => {
    let today = -1;
    const made = await t.statements.during(async () => {
      const list = await get(t.app, '/api/time-group?date=2026-11-10', as(person));
      expect(list.statusCode).toBe(200);
      today = body<TimeListEntry[]>(list).data[0]?.today ?? 0;
    });
    return { today, made };
  };

  /** Ways a person's zone becomes Tokyo on this instance after it remembered UTC; each answers the person. */
  const toTokyo: Record<string, () => Promise<User>> = {
    'saving their settings': async () => {
      const person = await eveningWorker('UTC');
      expect((await listRead(person)).today).toBe(0);
      const saved = await put(
        t.app,
        `/api/auth/user/${person._id}`,
        { preferences: { timeZone: 'Asia/Tokyo' } },
        as(person),
      );
      expect(saved.statusCode).toBe(200);
      return person;
    },
    'importing an account': async () => {
      const file = (await get(t.app, '/api/account/export', as(await eveningWorker('Asia/Tokyo')))).body;
      const person = await signUp(t.app, { timeZone: 'UTC' });
      expect((await listRead(person)).today).toBe(0);
      const imported = await t.app.inject({
        method: 'POST',
        url: '/api/account/import',
        headers: { ...as(person), 'content-type': 'application/json' },
        payload: file,
      });
      expect(imported.statusCode, imported.body).toBe(200);
      return person;
    },
  };

  it.each(Object.keys(toTokyo))('answers the next read after %s in the new zone, running it once', async (way) => {
    const person = await toTokyo[way]!();
    const afterWrite = await listRead(person);
    const again = await listRead(person);
    expect(afterWrite.today).toBe(HOUR);
    expect(again.today).toBe(HOUR);
    // A read run twice (its guess of the old zone not confirmed) makes its statements twice.
    expect(afterWrite.made).toBe(again.made);
  });
});

describe('the remembered preferences of an instance', () => {
  it('keeps at most its capacity of people, the least recently checked going first', () => {
    const remembered = new RememberedPreferences(2);
    const zone = (timeZone: string) => ({ timeZone }) as never;
    remembered.remember('ann', zone('UTC'));
    remembered.remember('bob', zone('Asia/Tokyo'));
    remembered.remember('ann', zone('Europe/Stockholm'));
    remembered.remember('cid', zone('UTC'));
    expect(remembered.of('bob')).toBeUndefined();
    expect(remembered.of('ann')).toEqual({ timeZone: 'Europe/Stockholm' });
    expect(remembered.of('cid')).toEqual({ timeZone: 'UTC' });
  });
});
