import { timeRefusals } from '@ordna/contract/time/refusals';
import { describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import {
  INTEGRATION_TOKEN_PREFIX,
  type IntegrationToken,
  type IntegrationTokenCreated,
} from '@ordna/contract/time/heartbeats';
import { sha256 } from '../../../lib/ids';
import { as, body } from '../../../testing/test-app.test-kit';
import { signUpPeople, useTestApp } from '../../../testing/use-test-app.test-kit';
import { postHeartbeats } from './heartbeats.test-kit';

describe('integration tokens', () => {
  let ann: User;
  let bob: User;
  const t = useTestApp(async ({ app }) => {
    ({ ann, bob } = await signUpPeople(app, ['ann', 'bob']));
  });

  const list = async (user: User) =>
    body<IntegrationToken[]>(await t.app.inject({ method: 'GET', url: '/api/integration-token', headers: as(user) }))
      .data;

  it('makes a token, shows it once and keeps only its hash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/integration-token',
      headers: as(ann),
      payload: { name: '  Work laptop  ' },
    });
    expect(response.statusCode).toBe(201);
    const created = body<IntegrationTokenCreated>(response).data;
    expect(created.name).toBe('Work laptop');
    expect(created.token.startsWith(INTEGRATION_TOKEN_PREFIX)).toBe(true);
    expect(created.token.length).toBeGreaterThan(40);

    const listed = await list(ann);
    expect(listed).toEqual([
      { _id: created._id, name: 'Work laptop', createdAt: '2026-11-18T10:00:00.000Z', lastUsedAt: null },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    const row = await t.db.selectFrom('integrationTokens').selectAll().where('id', '=', created._id).executeTakeFirst();
    expect(row?.tokenHash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
  });

  it('records when a token was last used', async () => {
    const created = body<IntegrationTokenCreated>(
      await t.app.inject({ method: 'POST', url: '/api/integration-token', headers: as(bob), payload: { name: 'cli' } }),
    ).data;
    t.clock.advance(60_000);
    const posted = await postHeartbeats(t.app, created.token, { url: 'https://example.com/' });
    expect(posted.statusCode).toBe(200);
    const [token] = await list(bob);
    expect(token?.lastUsedAt).toBe(new Date(t.clock.now).toISOString());
  });

  it('refuses a missing or too long name, naming the field', async () => {
    for (const payload of [{}, { name: '   ' }, { name: 'x'.repeat(81) }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/integration-token', headers: as(ann), payload });
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toMatch(/name/i);
    }
  });

  it('needs a signed-in person for every token endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/integration-token'],
      ['POST', '/api/integration-token'],
      ['DELETE', '/api/integration-token?tokenId=x'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? { name: 'x' } : undefined });
      expect(response.statusCode).toBe(401);
    }
  });

  it("answers 404 for another person's token and for no token", async () => {
    const [annToken] = await list(ann);
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/integration-token?tokenId=${annToken!._id}`,
      headers: as(bob),
    });
    expect(theirs.statusCode).toBe(404);
    expect(await list(ann)).toHaveLength(1);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/integration-token?tokenId=nope',
      headers: as(ann),
    });
    expect(missing.statusCode).toBe(404);
    const empty = await t.app.inject({ method: 'DELETE', url: '/api/integration-token', headers: as(ann) });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toMatch(/tokenId/);
  });

  it('revoking a token stops it from posting heartbeats', async () => {
    const created = body<IntegrationTokenCreated>(
      await t.app.inject({ method: 'POST', url: '/api/integration-token', headers: as(ann), payload: { name: 'tmp' } }),
    ).data;
    expect((await postHeartbeats(t.app, created.token, { url: 'https://a.example/' })).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/integration-token?tokenId=${created._id}`,
      headers: as(ann),
    });
    expect(revoked.statusCode).toBe(200);
    expect(body(revoked)).toEqual({ status: true, data: null });
    const after = await postHeartbeats(t.app, created.token, { url: 'https://a.example/' });
    expect(after.statusCode).toBe(401);
    expect(body(after)).toEqual({ status: false, ...timeRefusals.integrationTokenMissing });
  });

  it('POST /heartbeat takes only a Bearer integration token', async () => {
    const attempts = [
      {},
      as(ann),
      { authorization: 'Bearer not-a-token' },
      { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      { authorization: `Bearer ${ann.access.token}` },
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/heartbeat',
        headers,
        payload: { url: 'https://example.com/' },
      });
      expect(response.statusCode).toBe(401);
      expect(body(response)).toEqual({ status: false, ...timeRefusals.integrationTokenMissing });
    }
  });

  it('a bad token gets 401 before the body is looked at', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/heartbeat',
      headers: { authorization: 'Bearer nope' },
      payload: { url: 'not a url' },
    });
    expect(response.statusCode).toBe(401);
  });
});
