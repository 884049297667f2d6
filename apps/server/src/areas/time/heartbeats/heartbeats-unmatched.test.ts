import { describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import type { Heartbeat, UnmatchedHost, UrlRuleSaved } from '@ordna/contract/time/heartbeats';
import { as, body } from '../../../testing/test-app.test-kit';
import { signUpPeople, useTestApp } from '../../../testing/use-test-app.test-kit';
import { createGroup, createRule, createToken, postHeartbeats } from './heartbeats.test-kit';

describe('unmatched heartbeats', () => {
  let ann: User;
  let bob: User;
  let annToken: string;
  const t = useTestApp(async ({ app }) => {
    ({ ann, bob } = await signUpPeople(app, ['ann', 'bob']));
    annToken = await createToken(app, ann);
  });

  const unmatched = async (user: User) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/heartbeat?unmatched=true', headers: as(user) });
    expect(response.statusCode).toBe(200);
    return body<UnmatchedHost[]>(response).data;
  };

  it('keeps them, listed per host with the most recently seen host first', async () => {
    await postHeartbeats(t.app, annToken, [
      { url: 'https://news.example/a', title: 'A', time: '2026-11-18T08:00:00Z' },
      { url: 'https://news.example/b', title: 'B', time: '2026-11-18T09:00:00Z' },
      { url: 'https://WIKI.example/x#part', time: '2026-11-18T08:30:00Z' },
    ]);
    const hosts = await unmatched(ann);
    expect(hosts).toMatchObject([
      {
        host: 'news.example',
        count: 2,
        lastSeen: '2026-11-18T09:00:00.000Z',
        sampleUrl: 'https://news.example/b',
        sampleTitle: 'B',
      },
      { host: 'wiki.example', count: 1, sampleUrl: 'https://wiki.example/x', sampleTitle: null },
    ]);
    expect(await unmatched(bob)).toEqual([]);
  });

  it('shows one heartbeat by id, and answers 404 for another person’s', async () => {
    const [news] = await unmatched(ann);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/heartbeat?heartbeatId=${news!.heartbeatId}`,
      headers: as(ann),
    });
    expect(body<Heartbeat>(response).data).toEqual({
      _id: news!.heartbeatId,
      host: 'news.example',
      url: 'https://news.example/b',
      title: 'B',
      time: '2026-11-18T09:00:00.000Z',
    });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/heartbeat?heartbeatId=${news!.heartbeatId}`,
      headers: as(bob),
    });
    expect(theirs.statusCode).toBe(404);
    const neither = await t.app.inject({ method: 'GET', url: '/api/heartbeat', headers: as(ann) });
    expect(neither.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/heartbeat?unmatched=true' })).statusCode).toBe(401);
  });

  it('forgets a host; another person cannot forget it', async () => {
    const theirs = await t.app.inject({ method: 'DELETE', url: '/api/heartbeat?host=wiki.example', headers: as(bob) });
    expect(body(theirs).data).toEqual({ forgotten: 0 });
    expect((await unmatched(ann)).map((host) => host.host)).toContain('wiki.example');
    const mine = await t.app.inject({ method: 'DELETE', url: '/api/heartbeat?host=WIKI.example', headers: as(ann) });
    expect(body(mine).data).toEqual({ forgotten: 1 });
    expect((await unmatched(ann)).map((host) => host.host)).toEqual(['news.example']);
    const noHost = await t.app.inject({ method: 'DELETE', url: '/api/heartbeat', headers: as(ann) });
    expect(noHost.statusCode).toBe(400);
    expect(body(noHost).message).toMatch(/host/);
  });

  it('a rule made with applyToUnmatched turns the kept heartbeats into stamps', async () => {
    const timeGroupId = await createGroup(t.app, ann, 'News');
    const saved: UrlRuleSaved = await createRule(t.app, ann, {
      pattern: 'news.example',
      matchOn: 'host',
      timeGroupId,
      subGroupName: 'Reading',
      applyToUnmatched: true,
    });
    expect(saved.applied).toBe(2);
    expect(await unmatched(ann)).toEqual([]);
    const stamps = await t.db
      .selectFrom('timeStamps')
      .select(['startTime', 'endTime', 'auto'])
      .where('userId', '=', ann._id)
      .orderBy('startTime')
      .execute();
    // 08:00 and 09:00 are an hour apart: two stamps.
    expect(stamps).toEqual([
      { startTime: Date.parse('2026-11-18T08:00:00Z'), endTime: Date.parse('2026-11-18T08:00:00Z'), auto: 1 },
      { startTime: Date.parse('2026-11-18T09:00:00Z'), endTime: Date.parse('2026-11-18T09:00:00Z'), auto: 1 },
    ]);
  });

  it('prunes heartbeats older than 14 days when new ones arrive, and never lists them', async () => {
    const bobToken = await createToken(t.app, bob);
    await postHeartbeats(t.app, bobToken, { url: 'https://old.example/', time: '2026-11-18T10:00:00Z' });
    t.clock.set('2026-12-02T10:00:01Z');
    // Two weeks on, Bob's access token has long expired: he signs in again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: bob.username, password: 'correct horse battery' },
    });
    bob = body<User>(login).data;
    expect(await unmatched(bob)).toEqual([]);
    expect(
      await t.db.selectFrom('unmatchedHeartbeats').select('id').where('userId', '=', bob._id).execute(),
    ).toHaveLength(1);
    await postHeartbeats(t.app, bobToken, { url: 'https://new.example/' });
    expect(await t.db.selectFrom('unmatchedHeartbeats').select('host').where('userId', '=', bob._id).execute()).toEqual(
      [{ host: 'new.example' }],
    );
    // One already too old on arrival is not kept at all.
    await postHeartbeats(t.app, bobToken, { url: 'https://ancient.example/', time: '2026-11-01T00:00:00Z' });
    expect((await unmatched(bob)).map((host) => host.host)).toEqual(['new.example']);
  });
});
