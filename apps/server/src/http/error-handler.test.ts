import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { body, createTestApp, type TestApp } from '../testing/test-app.test-kit';
import { AppError } from './errors';

describe('error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const app = t.app.withTypeProvider<ZodTypeProvider>();
    app.get('/test/crash', async () => {
      throw new Error('relation "users" does not exist at SELECT * FROM users');
    });
    app.get('/test/app-error', async () => {
      throw new AppError(409, 'Already there.', true);
    });
    app.post(
      '/test/body',
      {
        schema: { body: z.object({ refreshToken: z.string({ error: 'Refresh token is required' }), age: z.number() }) },
      },
      async () => ({ status: true, data: null }),
    );
  });
  afterAll(() => t.close());

  it('answers 500 with a plain sentence and retry, never the error text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(body(response)).toEqual({ status: false, message: 'Something went wrong. Please try again.', retry: true });
    expect(response.body).not.toContain('SELECT');
  });

  it('passes an AppError through with its status, message and retry flag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toEqual({ status: false, message: 'Already there.', retry: true });
  });

  it('does not repeat the field name when the message already names it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/body', payload: { age: 3 } });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe('Refresh token is required');
  });

  it('puts the field in front of a message that does not name it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/body',
      payload: { refreshToken: 'x', age: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toMatch(/^age: /);
  });

  it.each([
    [{ 'content-type': 'application/json' }, '{', 400, 'The request body is not valid JSON.'],
    [{ 'content-type': 'application/json' }, '', 400, 'The request body is empty; JSON was expected.'],
    [{ 'content-type': 'application/json' }, '"text"', 400, 'The request body must be a JSON object.'],
    [{}, 'plain words', 415, 'The request body must be JSON, sent with Content-Type: application/json.'],
  ])('answers a broken body (%j %j) with %i and a sentence', async (headers, payload, status, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/test/body', headers, payload });
    expect(response.statusCode).toBe(status);
    expect(body(response)).toEqual({ status: false, message });
  });
});
