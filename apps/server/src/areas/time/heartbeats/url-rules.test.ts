import { describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import type { UrlRule, UrlRuleSaved } from '@ordna/contract/time/heartbeats';
import { as, body } from '../../../testing/test-app.test-kit';
import { signUpPeople, useTestApp } from '../../../testing/use-test-app.test-kit';
import { createGroup, createRule, createToken, postHeartbeats } from './heartbeats.test-kit';

describe('URL rules', () => {
  let ann: User;
  let bob: User;
  let annGroup: string;
  let annOther: string;
  let bobGroup: string;
  const t = useTestApp(async ({ app }) => {
    ({ ann, bob } = await signUpPeople(app, ['ann', 'bob']));
    annGroup = await createGroup(app, ann, 'Work');
    annOther = await createGroup(app, ann, 'Reading');
    bobGroup = await createGroup(app, bob, 'Bob work');
  });

  const list = async (user: User) =>
    body<UrlRule[]>(await t.app.inject({ method: 'GET', url: '/api/url-rule', headers: as(user) })).data;
  const post = (user: User, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/url-rule', headers: as(user), payload });
  const put = (user: User, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/url-rule', headers: as(user), payload });

  /** A rule on the address's host, saving its matches in `subGroupName` of `timeGroupId`. */
  const hostRule = (pattern: string, timeGroupId: string, subGroupName: string) => ({
    pattern,
    matchOn: 'host' as const,
    timeGroupId,
    subGroupName,
  });

  it('adds a rule with a normalised pattern and answers it with its group name', async () => {
    const response = await post(ann, hostRule(' *.GitHub.com ', annGroup, ' Code review '));
    expect(response.statusCode).toBe(201);
    const saved = body<UrlRuleSaved>(response).data;
    const shown = {
      pattern: '*.github.com',
      matchOn: 'host',
      timeGroupId: annGroup,
      timeGroupName: 'Work',
      subGroupName: 'Code review',
      createdAt: '2026-11-18T10:00:00.000Z',
    };
    expect(saved).toMatchObject({ ...shown, applied: 0 });
    expect(await list(ann)).toEqual([{ _id: saved._id, ...shown }]);
  });

  it('refuses bad input with a message naming the field', async () => {
    const base = hostRule('example.com', annGroup, 'Docs');
    const cases: [object, RegExp][] = [
      [{ ...base, pattern: 'exa mple.com' }, /pattern/i],
      [{ ...base, pattern: 'example.com/path' }, /pattern/i],
      [{ ...base, matchOn: 'url', pattern: '***' }, /pattern/i],
      [{ ...base, pattern: undefined }, /pattern/i],
      [{ ...base, matchOn: 'title' }, /matchOn/],
      [{ ...base, timeGroupId: '' }, /timeGroupId/],
      [{ ...base, subGroupName: '  ' }, /subGroupName/],
      [{ ...base, subGroupName: undefined }, /subGroupName/],
    ];
    for (const [payload, message] of cases) {
      const response = await post(ann, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(response).message).toMatch(message);
    }
  });

  it("answers 404 for another person's time group", async () => {
    const response = await post(ann, hostRule('example.org', bobGroup, 'x'));
    expect(response.statusCode).toBe(404);
    expect(body(response).message).toBe('Time group not found');
  });

  it('refuses the same pattern twice (409) but allows it on the other part of the address', async () => {
    const rule = hostRule('docs.example.com', annGroup, 'Docs');
    expect((await post(ann, rule)).statusCode).toBe(201);
    const again = await post(ann, { ...rule, pattern: 'DOCS.example.com', subGroupName: 'Other' });
    expect(again.statusCode).toBe(409);
    expect((await post(ann, { ...rule, matchOn: 'url' })).statusCode).toBe(201);
    // Another person may have the same pattern.
    expect((await post(bob, { ...rule, timeGroupId: bobGroup })).statusCode).toBe(201);
  });

  it('lists rules in the order heartbeats try them', async () => {
    const patterns = (await list(ann)).map((rule) => `${rule.matchOn}:${rule.pattern}`);
    expect(patterns).toEqual(['url:docs.example.com', 'host:docs.example.com', 'host:*.github.com']);
  });

  it('edits a rule, checking the pattern against the stored matchOn', async () => {
    const [rule] = (await list(ann)).filter((r) => r.matchOn === 'url');
    const bad = await put(ann, { ruleId: rule!._id, pattern: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toMatch(/pattern/i);
    const changed = await put(ann, {
      ruleId: rule!._id,
      pattern: 'example.com/*/settings',
      timeGroupId: annOther,
      subGroupName: 'Settings',
    });
    expect(changed.statusCode).toBe(200);
    expect(body<UrlRuleSaved>(changed).data).toMatchObject({
      _id: rule!._id,
      pattern: 'example.com/*/settings',
      matchOn: 'url',
      timeGroupId: annOther,
      timeGroupName: 'Reading',
      subGroupName: 'Settings',
      applied: 0,
    });
    const toHost = await put(ann, { ruleId: rule!._id, matchOn: 'host' });
    expect(toHost.statusCode).toBe(400);
    expect(body(toHost).message).toMatch(/pattern/i);
    const duplicate = await put(ann, { ruleId: rule!._id, matchOn: 'host', pattern: 'docs.example.com' });
    expect(duplicate.statusCode).toBe(409);
  });

  it("answers 404 when editing or deleting another person's rule, or moving into their group", async () => {
    const [annRule] = await list(ann);
    const [bobRule] = await list(bob);
    expect((await put(bob, { ruleId: annRule!._id, pattern: 'x.com' })).statusCode).toBe(404);
    expect((await put(ann, { ruleId: annRule!._id, timeGroupId: bobGroup })).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/url-rule?ruleId=${bobRule!._id}`, headers: as(ann) });
    expect(del.statusCode).toBe(404);
    expect(await list(bob)).toHaveLength(1);
    expect((await put(ann, { ruleId: 'nope', pattern: 'x.com' })).statusCode).toBe(404);
    const noId = await t.app.inject({ method: 'DELETE', url: '/api/url-rule', headers: as(ann) });
    expect(noId.statusCode).toBe(400);
    expect(body(noId).message).toMatch(/ruleId/);
  });

  it('deleting a rule keeps the stamps it made', async () => {
    const group = await createGroup(t.app, ann, 'Temporary');
    const rule = await createRule(t.app, ann, hostRule('temp.example', group, 'Temp'));
    const token = await createToken(t.app, ann);
    await postHeartbeats(t.app, token, [
      { url: 'https://temp.example/', time: '2026-11-18T09:00:00Z' },
      { url: 'https://temp.example/', time: '2026-11-18T09:01:00Z' },
    ]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/url-rule?ruleId=${rule._id}`, headers: as(ann) });
    expect(del.statusCode).toBe(200);
    expect((await list(ann)).some((r) => r._id === rule._id)).toBe(false);
    const stamps = await t.db.selectFrom('timeStamps').selectAll().where('timeGroupId', '=', group).execute();
    expect(stamps).toHaveLength(1);
    expect(await t.db.selectFrom('heartbeatStamps').selectAll().where('ruleId', '=', rule._id).execute()).toEqual([]);
  });

  it('deleting the time group takes its rules with it', async () => {
    const group = await createGroup(t.app, ann, 'Short lived');
    const rule = await createRule(t.app, ann, hostRule('short.example', group, 'S'));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/time-group?timeGroupId=${group}`, headers: as(ann) });
    expect(del.statusCode).toBe(200);
    expect((await list(ann)).some((r) => r._id === rule._id)).toBe(false);
  });

  it('needs a signed-in person', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/url-rule' })).statusCode).toBe(401);
    const payload = hostRule('a.com', annGroup, 'A');
    expect((await t.app.inject({ method: 'POST', url: '/api/url-rule', payload })).statusCode).toBe(401);
  });
});
