import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { idempotencyRefusals } from '@ordna/contract/kernel/idempotency-refusals';
import { commonRefusals, refusalMessage } from '@ordna/contract/kernel/refusals';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { body } from '../testing/test-app.test-kit';
import { expectRefused } from '../testing/refused.test-kit';
import { useTestApp } from '../testing/use-test-app.test-kit';
import { inTransaction } from '../db/transaction';
import { AppError, withText } from './errors';

/** Sends raw bytes to the listening app and answers the status and the JSON body it wrote back. */
function rawRequest(port: number, request: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', (error) => (answer ? undefined : reject(error)));
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      const json = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
      resolve({ status, json });
    });
  });
}

describe('error handler', () => {
  let port: number;
  const t = useTestApp(async () => {
    const app = t.app.withTypeProvider<ZodTypeProvider>();
    app.get('/test/crash', async () => {
      throw new Error('relation "users" does not exist at SELECT * FROM users');
    });
    // A write whose transaction committed, then something failed before the answer left.
    app.post('/test/committed-then-crash', async () => {
      await inTransaction(t.db, async (tx) => {
        await tx.selectFrom('users').select('id').execute();
      });
      throw new Error('connection lost after commit');
    });
    app.post('/test/crash-before-commit', async () => {
      await inTransaction(t.db, async () => {
        throw new Error('connection lost in the transaction');
      });
    });
    app.get('/test/app-error', async () => {
      throw new AppError(409, withText(timeRefusals.duplicateTag, 'Already there.'), true);
    });
    app.get('/test/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({
      status: true,
      data: null,
    }));
    app.get('/test/param/:id', async () => ({ status: true, data: null }));
    app.post(
      '/test/body',
      {
        schema: {
          body: z.object({
            refreshToken: z.string(refusalMessage(authRefusals.refreshTokenRequired)),
            age: z.number(),
            title: z.string().min(1, refusalMessage(timeRefusals.titleRequired)).optional(),
            // A refusal's text without its code: the code is never found from the text.
            tag: z.string().max(3, timeRefusals.titleTooLong.message).optional(),
          }),
        },
      },
      async () => ({ status: true, data: null }),
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  it('answers 500 with a plain sentence and retry, never the error text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(body(response)).toEqual({ status: false, ...commonRefusals.unexpected, retry: true });
    expect(response.body).not.toContain('SELECT');
  });

  it('never invites a retry of a write whose transaction committed before it failed', async () => {
    const committed = await t.app.inject({ method: 'POST', url: '/test/committed-then-crash' });
    expect(committed.statusCode).toBe(500);
    expect(body(committed)).toEqual({ status: false, ...idempotencyRefusals.answerLost, retry: false });
    const rolledBack = await t.app.inject({ method: 'POST', url: '/test/crash-before-commit' });
    expect(body(rolledBack)).toEqual({ status: false, ...commonRefusals.unexpected, retry: true });
  });

  it('passes an AppError through with its status, code, message and retry flag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/app-error' });
    expectRefused(response, 409, { code: 'time.duplicateTag', message: 'Already there.', retry: true });
  });

  it('does not repeat the field name when the message already names it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/body', payload: { age: 3 } });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ status: false, ...authRefusals.refreshTokenRequired });
  });

  it('puts the field in front of a message that does not name it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/body',
      payload: { refreshToken: 'x', age: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toMatch(/^age: /);
    expect(body(response)).toMatchObject({ code: 'common.invalidInput' });
  });

  it('gives a validation failure the code its schema check carries', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/body',
      payload: { refreshToken: 'x', age: 3, title: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ status: false, ...timeRefusals.titleRequired });
  });

  it('never finds a code from a message text: a check without its code is invalid input', async () => {
    const payload = { refreshToken: 'x', age: 3, tag: 'long' };
    const response = await t.app.inject({ method: 'POST', url: '/test/body', payload });
    expectRefused(response, 400, {
      code: commonRefusals.invalidInput.code,
      message: `tag: ${timeRefusals.titleTooLong.message}`,
    });
  });

  it.each([
    [{ 'content-type': 'application/json' }, '{', 400, commonRefusals.invalidJson],
    [{ 'content-type': 'application/json' }, '', 400, commonRefusals.emptyBody],
    [{ 'content-type': 'application/json' }, '"text"', 400, commonRefusals.notAnObject],
    [{}, 'plain words', 415, commonRefusals.notJson],
  ])('answers a broken body (%j %j) with %i and a refusal', async (headers, payload, status, refusal) => {
    const response = await t.app.inject({ method: 'POST', url: '/test/body', headers, payload });
    expect(response.statusCode).toBe(status);
    expect(body(response)).toEqual({ status: false, ...refusal });
  });

  it('answers a body over the limit with 413', async () => {
    const payload = JSON.stringify({ refreshToken: 'x'.repeat(3 * 1024 * 1024), age: 1 });
    const headers = { 'content-type': 'application/json' };
    const response = await t.app.inject({ method: 'POST', url: '/test/body', headers, payload });
    expect(response.statusCode).toBe(413);
    expect(body(response)).toEqual({ status: false, ...commonRefusals.bodyTooLarge });
  });

  it('answers an unknown endpoint with 404 and names it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing?x=1' });
    expectRefused(response, 404, {
      code: commonRefusals.noSuchEndpoint.code,
      message: 'No such endpoint: GET /api/nothing',
    });
  });

  it('answers the rate limit with 429 and retry', async () => {
    await t.app.inject({ method: 'GET', url: '/test/limited' });
    const response = await t.app.inject({ method: 'GET', url: '/test/limited' });
    expect(response.statusCode).toBe(429);
    expect(body(response)).toEqual({ status: false, ...commonRefusals.tooManyRequests, retry: true });
  });

  it('answers a bare % in the address with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/param/%' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ status: false, ...commonRefusals.badUrl });
  });

  it('answers a route parameter over the length limit with 414', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/test/param/${'a'.repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(body(response)).toEqual({ status: false, ...commonRefusals.urlTooLong });
  });

  it('answers an address too long for the HTTP parser with 414, in the envelope', async () => {
    const answer = await rawRequest(port, `GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toEqual({ status: 414, json: { status: false, ...commonRefusals.urlTooLong } });
  });

  it('answers headers over 16 KB with 431, in the envelope', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toEqual({ status: 431, json: { status: false, ...commonRefusals.headersTooLarge } });
  });

  it('answers a request the parser cannot read with 400, in the envelope', async () => {
    const answer = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ status: false, code: expect.stringMatching(/^common\./) });
  });
});
