import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRefusals } from '@ordna/contract/auth-refusals';
import { timeRefusals } from '@ordna/contract/time-refusals';
import { body, createTestApp, type TestApp } from './testing/test-app.test-kit';

/** The signed-in scope's hook guards every personal route; public routes stay outside it. */
describe('signed-in scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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

  it('leaves the health check and the heartbeat intake outside the scope', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const heartbeat = await t.app.inject({ method: 'POST', url: '/api/heartbeat', payload: { url: 'https://a.b/' } });
    expect(heartbeat.statusCode).toBe(401);
    expect(body(heartbeat)).toEqual({ status: false, ...timeRefusals.integrationTokenMissing });
  });
});
