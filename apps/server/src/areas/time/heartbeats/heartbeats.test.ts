import { beforeEach, describe, expect, it } from 'vitest';
import type { HeartbeatAnswer } from '@ordna/contract/time/heartbeats';
import type { TimeListEntry } from '@ordna/contract/time';
import { as, body, signUp } from '../../../testing/test-app.test-kit';
import { useTestApp } from '../../../testing/use-test-app.test-kit';
import { createGroup, createRule, createToken, postHeartbeats } from './heartbeats.test-kit';

const NOW = '2026-11-18T10:00:00Z';
const at = (clock: string) => `2026-11-18T${clock}Z`;

describe('POST /api/heartbeat', () => {
  const t = useTestApp();
  beforeEach(() => t.clock.set(NOW));

  /** A new person with a token, a time group and a host rule for example.com. */
  async function person(pattern = 'example.com', matchOn: 'host' | 'url' = 'host') {
    const user = await signUp(t.app);
    const token = await createToken(t.app, user);
    const timeGroupId = await createGroup(t.app, user, 'Browsing');
    const rule = await createRule(t.app, user, { pattern, matchOn, timeGroupId, subGroupName: 'Example' });
    return { user, token, timeGroupId, rule };
  }

  const stampsOf = (userId: string) =>
    t.db
      .selectFrom('timeStamps')
      .innerJoin('subGroups', 'subGroups.id', 'timeStamps.subGroupId')
      .select(['timeStamps.startTime', 'timeStamps.endTime', 'timeStamps.auto', 'subGroups.name'])
      .where('timeStamps.userId', '=', userId)
      .orderBy('timeStamps.startTime')
      .execute();
  const span = (start: string, end: string) => ({ startTime: Date.parse(at(start)), endTime: Date.parse(at(end)) });

  async function send(token: string, payload: unknown): Promise<HeartbeatAnswer> {
    const response = await postHeartbeats(t.app, token, payload);
    expect(response.statusCode, response.body).toBe(200);
    return body<HeartbeatAnswer>(response).data;
  }

  it('turns a matching heartbeat into an ended automatic stamp in the rule’s sub group', async () => {
    const { user, token } = await person();
    expect(await send(token, { url: 'https://example.com/a', title: 'A', time: at('09:00:00') })).toEqual({
      accepted: 1,
      matched: 1,
    });
    expect(await stampsOf(user._id)).toEqual([{ ...span('09:00:00', '09:00:00'), auto: 1, name: 'Example' }]);
  });

  it('extends the stamp within the pulse window and starts a new one after it', async () => {
    const { user, token } = await person();
    await send(token, { url: 'https://example.com/', time: at('09:00:00') });
    await send(token, { url: 'https://example.com/b', time: at('09:01:00') });
    await send(token, { url: 'https://example.com/c', time: at('09:03:00') }); // exactly 2 min later: still in
    await send(token, { url: 'https://example.com/c', time: at('09:02:00') }); // inside: nothing changes
    await send(token, { url: 'https://example.com/d', time: at('09:05:01') }); // 2 min 1 s later: a new stamp
    const stamps = await stampsOf(user._id);
    expect(stamps.map(({ startTime, endTime }) => ({ startTime, endTime }))).toEqual([
      span('09:00:00', '09:03:00'),
      span('09:05:01', '09:05:01'),
    ]);
  });

  it('reads a batch in time order whatever order it came in', async () => {
    const { user, token } = await person();
    const answer = await send(token, [
      { url: 'https://example.com/3', time: at('09:02:00') },
      { url: 'https://example.com/1', time: at('09:00:00') },
      { url: 'https://other.org/', time: at('09:00:30') },
      { url: 'https://example.com/2', time: at('09:01:00') },
      { url: 'https://example.com/4', time: at('09:30:00') },
    ]);
    expect(answer).toEqual({ accepted: 5, matched: 4 });
    expect((await stampsOf(user._id)).map(({ startTime, endTime }) => ({ startTime, endTime }))).toEqual([
      span('09:00:00', '09:02:00'),
      span('09:30:00', '09:30:00'),
    ]);
  });

  it('a late heartbeat moves a stamp’s start earlier, or joins two stamps into one', async () => {
    const { user, token, timeGroupId } = await person();
    await send(token, { url: 'https://example.com/', time: at('09:10:00') });
    await send(token, { url: 'https://example.com/', time: at('09:09:00') }); // just before: the start moves
    await send(token, { url: 'https://example.com/', time: at('09:14:00') }); // 4 min after: a stamp of its own
    expect((await stampsOf(user._id)).map(({ startTime, endTime }) => ({ startTime, endTime }))).toEqual([
      span('09:09:00', '09:10:00'),
      span('09:14:00', '09:14:00'),
    ]);
    await send(token, { url: 'https://example.com/', time: at('09:12:00') }); // reaches both: one stamp
    expect((await stampsOf(user._id)).map(({ startTime, endTime }) => ({ startTime, endTime }))).toEqual([
      span('09:09:00', '09:14:00'),
    ]);
    const groups = await t.app.inject({ method: 'GET', url: '/api/time-group?date=2026-11-18', headers: as(user) });
    expect(body<TimeListEntry[]>(groups).data.find((entry) => entry._id === timeGroupId)).toMatchObject({
      today: 300_000,
      total: 300_000,
      usage: 1,
    });
  });

  it('follows the person’s pulse window preference', async () => {
    const { user, token } = await person();
    const prefs = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${user._id}`,
      headers: as(user),
      payload: { preferences: { heartbeatPulseMs: 30_000 } },
    });
    expect(prefs.statusCode).toBe(200);
    await send(token, [
      { url: 'https://example.com/', time: at('09:00:00') },
      { url: 'https://example.com/', time: at('09:00:30') },
      { url: 'https://example.com/', time: at('09:01:01') },
    ]);
    expect(await stampsOf(user._id)).toHaveLength(2);
  });

  it('uses the server time when a heartbeat has none', async () => {
    const { user, token } = await person();
    await send(token, { url: 'https://example.com/' });
    expect((await stampsOf(user._id))[0]).toMatchObject({ startTime: Date.parse(NOW), endTime: Date.parse(NOW) });
  });

  it('gives each heartbeat to the most specific rule: URL rules before host rules', async () => {
    const { user, token, timeGroupId } = await person('*.example.com');
    await createRule(t.app, user, {
      pattern: 'example.com/docs',
      matchOn: 'url',
      timeGroupId,
      subGroupName: 'Docs',
    });
    await send(token, [
      { url: 'https://www.example.com/docs/intro', time: at('09:00:00') },
      { url: 'https://www.example.com/blog', time: at('09:00:10') },
    ]);
    expect((await stampsOf(user._id)).map((stamp) => stamp.name).sort()).toEqual(['Docs', 'Example']);
  });

  it('a deleted automatic stamp is not extended: the next heartbeat starts a new one', async () => {
    const { user, token } = await person();
    await send(token, { url: 'https://example.com/', time: at('09:00:00') });
    const [stamp] = await t.db.selectFrom('timeStamps').select('id').where('userId', '=', user._id).execute();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/time-stamp?timeStampId=${stamp!.id}`,
      headers: as(user),
    });
    expect(del.statusCode).toBe(200);
    await send(token, { url: 'https://example.com/', time: at('09:01:00') });
    expect((await stampsOf(user._id)).map(({ startTime, endTime }) => ({ startTime, endTime }))).toEqual([
      span('09:01:00', '09:01:00'),
    ]);
  });

  it('after a rule moves to another group its next heartbeat starts a stamp there', async () => {
    const { user, token, rule } = await person();
    const other = await createGroup(t.app, user, 'Elsewhere');
    await send(token, { url: 'https://example.com/', time: at('09:00:00') });
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/url-rule',
      headers: as(user),
      payload: { ruleId: rule._id, timeGroupId: other },
    });
    expect(moved.statusCode).toBe(200);
    await send(token, { url: 'https://example.com/', time: at('09:01:00') });
    const stamps = await t.db
      .selectFrom('timeStamps')
      .select(['timeGroupId', 'startTime', 'endTime'])
      .where('userId', '=', user._id)
      .orderBy('startTime')
      .execute();
    expect(stamps.map((stamp) => stamp.timeGroupId)).toEqual([rule.timeGroupId, other]);
  });

  it('refuses bad heartbeats, saying which one and which field', async () => {
    const { user, token } = await person();
    const cases: [unknown, RegExp, string][] = [
      [{}, /url/, 'time.heartbeatUrlRequired'],
      [{ url: 'chrome://extensions' }, /url must be a web address/, 'time.heartbeatUrlNotWeb'],
      [
        [{ url: 'https://example.com/' }, { url: 'nope' }],
        /^Heartbeat 2: url must be a web address/,
        'time.heartbeatUrlNotWeb',
      ],
      [{ url: 'https://example.com/', time: 'yesterday' }, /time must be an ISO-8601/, 'time.heartbeatTimeInvalid'],
      [
        { url: 'https://example.com/', time: at('10:01:01') },
        /time must not be in the future/,
        'time.heartbeatInFuture',
      ],
      [[], /at least one/, 'time.noHeartbeats'],
      [Array.from({ length: 501 }, () => ({ url: 'https://example.com/' })), /at most 500/, 'time.tooManyHeartbeats'],
      [{ url: `https://example.com/${'x'.repeat(2048)}` }, /url must be at most/, 'time.heartbeatUrlTooLong'],
    ];
    for (const [payload, message, code] of cases) {
      const response = await postHeartbeats(t.app, token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(body(response).message).toMatch(message);
      expect(body(response).code).toBe(code);
    }
    expect(await stampsOf(user._id)).toEqual([]);
    // A minute ahead is clock skew, not the future.
    expect((await postHeartbeats(t.app, token, { url: 'https://example.com/', time: at('10:01:00') })).statusCode).toBe(
      200,
    );
  });

  it('takes 500 heartbeats in one batch', async () => {
    const { user, token } = await person();
    const start = Date.parse(at('01:00:00'));
    const batch = Array.from({ length: 500 }, (_, i) => ({
      url: i % 2 ? 'https://example.com/' : `https://unmatched${i % 7}.org/`,
      time: new Date(start + i * 10_000).toISOString(),
    }));
    expect(await send(token, batch)).toEqual({ accepted: 500, matched: 250 });
    expect(await stampsOf(user._id)).toHaveLength(1);
  });

  it('two batches of one person at the same moment still fold into one stamp', async () => {
    const { user, token } = await person();
    const batch = (clock: string) => [{ url: 'https://example.com/', time: at(clock) }];
    const answers = await Promise.all([
      postHeartbeats(t.app, token, batch('09:00:00')),
      postHeartbeats(t.app, token, batch('09:00:30')),
      postHeartbeats(t.app, token, batch('09:01:00')),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const stamps = await stampsOf(user._id);
    expect(stamps).toHaveLength(1);
    expect(stamps[0]!.endTime! - stamps[0]!.startTime).toBeLessThanOrEqual(60_000);
  });

  describe('automatic stamps in the group totals', () => {
    it('count as auto and are left out with auto=false', async () => {
      const { user, token, timeGroupId } = await person();
      await send(token, [
        { url: 'https://example.com/', time: at('09:00:00') },
        { url: 'https://example.com/', time: at('09:01:00') },
      ]);
      const groups = async (query: string) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/time-group?date=2026-11-18${query}`,
          headers: as(user),
        });
        expect(response.statusCode).toBe(200);
        return body<TimeListEntry[]>(response).data.find((entry) => entry._id === timeGroupId)!;
      };
      expect(await groups('&auto=true')).toMatchObject({ today: 60_000, total: 60_000, usage: 1 });
      expect(await groups('&auto=false')).toMatchObject({ today: 0, total: 0 });
      const stamps = await t.app.inject({ method: 'GET', url: '/api/time-stamp?date=2026-11-18', headers: as(user) });
      expect(body<{ stamps: { auto: boolean; durationInMs: number }[] }>(stamps).data.stamps).toMatchObject([
        { auto: true, durationInMs: 60_000 },
      ]);
    });
  });
});
