import { describe, expect, it } from 'vitest';
import { body } from '../../testing/test-app.test-kit';
import { expectRefused } from '../../testing/refused.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers in the envelope once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(body<{ time: string }>(response).data.time).toBe('2026-11-18T10:00:00.000Z');
  });

  it('answers 404 in the envelope for an unknown endpoint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expectRefused(response, 404, { code: 'common.noSuchEndpoint', message: 'No such endpoint: GET /api/nothing-here' });
  });
});
