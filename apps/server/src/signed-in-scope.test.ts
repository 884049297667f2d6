import { describe, expect, it } from 'vitest';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { as, body, signUp } from './testing/test-app.test-kit';
import { useTestApp } from './testing/use-test-app.test-kit';

/** The signed-in scope's hook guards every personal route; public routes stay outside it. */
describe('signed-in scope', () => {
  const t = useTestApp();

  const personal = [
    ['GET', '/api/auth/user'],
    ['GET', '/api/auth/devices'],
    ['POST', '/api/auth/2fa/setup'],
    ['GET', '/api/time-group?shallow=true'],
    ['GET', '/api/sub-group'],
    ['GET', '/api/time-stamp?active=true'],
    ['GET', '/api/time-graph?from=2026-11-01&to=2026-11-02'],
    ['GET', '/api/tag'],
    ['GET', '/api/integration-token'],
    ['GET', '/api/url-rule'],
    ['GET', '/api/heartbeat?unmatched=true'],
  ] as const;

  it.each(personal)('answers %s %s without an access token with 401', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ status: false, ...authRefusals.signInRequired });
  });

  it.each(personal)('answers %s %s with a forged access token with 401', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: { 'x-access-token': 'not.a.token' } });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ status: false, ...authRefusals.tokenInvalid });
  });

  // The check runs as the request arrives, before the body is read: a stranger learns nothing of a
  // route's schema, and the server parses nothing for them.
  it.each([
    ['malformed JSON', '{"name":', 'application/json'],
    ['a body of the wrong shape', JSON.stringify({ name: 42, extra: true }), 'application/json'],
    ['a body that is not JSON', 'plain words', 'text/plain'],
    ['a body over the size limit', JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }), 'application/json'],
  ])('answers a stranger who sends %s with 401, naming no field', async (_what, payload, type) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/time-group',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ status: false, ...authRefusals.signInRequired });
  });

  it("still answers a signed-in person's malformed body with 400 naming the field", async () => {
    const ann = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/time-group',
      headers: as(ann),
      payload: { name: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe('Name is required');
  });

  it('answers a signed-in person without the extra token 403 on the vault, before reading the body', async () => {
    const ann = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers: { ...as(ann), 'content-type': 'application/json' },
      payload: '{"data":',
    });
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({ status: false, ...authRefusals.extraSignInRequired });
  });

  it('leaves the health check and the heartbeat intake outside the scope', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const heartbeat = await t.app.inject({ method: 'POST', url: '/api/heartbeat', payload: { url: 'https://a.b/' } });
    expect(heartbeat.statusCode).toBe(401);
    expect(body(heartbeat)).toEqual({ status: false, ...timeRefusals.integrationTokenMissing });
  });
});
