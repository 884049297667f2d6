import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failureAnswers, success } from '@ordna/contract/kernel/envelope';
import { readConfig, testConfig } from '../config';
import { body } from '../testing/test-app.test-kit';
import { useTestApp } from '../testing/use-test-app.test-kit';

const entry = z.object({ _id: z.string(), name: z.string(), tags: z.array(z.object({ title: z.string() })) });

/** Routes whose answers fit their declared schema, or miss it in one field. */
function addAnswerRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = (url: string, data: unknown) =>
    // The point is to answer what the schema does not allow, which the types would refuse.
    api.get(url, { schema: { response: { 200: success(entry), ...failureAnswers } } }, async () => data as never);
  route('/test/fits', { status: true, data: { _id: 'a', name: 'A', tags: [{ title: 't' }] } });
  route('/test/wrong-type', { status: true, data: { _id: 'a', name: 7, tags: [] } });
  route('/test/missing', { status: true, data: { _id: 'a', tags: [] } });
  route('/test/undeclared', { status: true, data: { _id: 'a', name: 'A', tags: [{ title: 't', secret: 'x' }] } });
}

describe('answers checked against their schema (validateAnswers, on in tests)', () => {
  const t = useTestApp(async ({ app }) => {
    addAnswerRoutes(app);
  });

  it('sends an answer that fits as the route made it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/fits' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: { _id: 'a', name: 'A', tags: [{ title: 't' }] } });
  });

  it.each([
    ['/test/wrong-type', 'GET /test/wrong-type answering 200: data.name: '],
    ['/test/missing', 'GET /test/missing answering 200: data.name: '],
    ['/test/undeclared', 'GET /test/undeclared answering 200: data.tags.0.secret: not in the declared answer'],
  ])('fails %s with the route and the path of the bad field', async (url, where) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(500);
    expect(body(response)).toMatchObject({ status: false, code: 'common.unexpected' });
    expect(body(response).message).toContain(where);
  });
});

describe('answers sent unchecked (validateAnswers off, the production default)', () => {
  const t = useTestApp(
    async () => {
      addAnswerRoutes(t.app);
    },
    { validateAnswers: false },
  );

  it('is what the server does unless VALIDATE_ANSWERS is set', () => {
    expect(readConfig({}).validateAnswers).toBe(false);
    expect(readConfig({ VALIDATE_ANSWERS: 'true' }).validateAnswers).toBe(true);
    expect(testConfig().validateAnswers).toBe(true);
  });

  it('sends what the route made without parsing it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/wrong-type' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: { _id: 'a', name: 7, tags: [] } });
  });
});
