import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { as, signUp } from '../testing/test-app.test-kit';
import { createRouteWalkApp, fieldNames, routeName, type RegisteredRoute } from '../testing/routes.test-kit';
import { openVault } from '../testing/vault.test-kit';

/**
 * Every registered route, called as a hostile client would: random query strings, bodies and
 * path segments, signed in and not. No answer may be a 5xx, and every answer is the envelope
 * (docs/architecture.md, "One error pattern"). FUZZ_RUNS raises the calls per route.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const t = await createRouteWalkApp();
const person = await signUp(t.app);
afterAll(() => t.close());
// Signed in with the vault open, so the vault's routes reach their handlers; opened again before
// each route, since the vault's sign-out route ends it.
beforeEach(() => openVault(t.app, person));

const awkward = fc.constantFrom(
  '',
  ' ',
  'true',
  'false',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  '%',
  '%zz',
  '2026-11-18',
  '2026-02-30',
  '2026-11-18T10:00:00Z',
  '0100-01-01T00:00:00Z',
  '9999-12-31T00:00:00Z',
  'x'.repeat(5000),
  person._id,
);
const text = fc.oneof(fc.string({ maxLength: 30 }), awkward, fc.integer().map(String));
const jsonValue = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 3 }),
  text,
  fc.array(text, { maxLength: 3 }),
);

function requestOf(route: RegisteredRoute) {
  const queryKey = fc.oneof(fc.constantFrom(...fieldNames(route.querystring), 'x'), fc.string({ maxLength: 8 }));
  const bodyKey = fc.oneof(fc.constantFrom(...fieldNames(route.body), 'x'), fc.string({ maxLength: 8 }));
  const segment = fc.oneof(fc.string({ maxLength: 20 }).map(encodeURIComponent), awkward);
  return fc.record({
    query: fc.dictionary(queryKey, text, { maxKeys: 5 }),
    rawQuery: fc.constantFrom('', '', '', '&%', '&a=%E0%A4%A'),
    body: fc.oneof(
      fc.dictionary(bodyKey, jsonValue, { maxKeys: 6 }),
      jsonValue,
      fc.constantFrom('{', 'not json', '[]', '{"a":'),
      fc.constant(undefined),
    ),
    path: fc.oneof(
      fc.constant(route.url.replace(/:(\w+)/g, () => 'p')),
      segment.map((s) => route.url.replace(/:(\w+)/g, () => s)),
      segment.map((s) => `${route.url.replace(/:(\w+)/g, () => 'p')}/${s}`),
    ),
    signedIn: fc.constantFrom('yes', 'no', 'garbage'),
  });
}

function assertEnvelope(response: LightMyRequestResponse, call: string): void {
  expect(response.statusCode, call).toBeLessThan(500);
  const json = String(response.headers['content-type'] ?? '').includes('application/json');
  if (!json) {
    // Only a success may be something else (the CSV export).
    expect(response.statusCode, `${call}: a failure must be JSON`).toBeLessThan(300);
    return;
  }
  // A success is checked against the route's declared answer as it leaves (validateAnswers is on
  // in tests, and a mismatch answers 500): the envelope for the API, the OpenAPI document for /docs.
  if (response.statusCode < 400) return;
  const answer = response.json() as { status?: unknown; code?: unknown; message?: unknown };
  expect(answer.status, call).toBe(false);
  expect(typeof answer.code, call).toBe('string');
  expect(typeof answer.message, call).toBe('string');
}

describe('every registered route under random input', () => {
  it('finds the routes by itself', () => {
    expect(t.routes.length).toBeGreaterThan(40);
  });

  it.each(t.routes.map((route) => [routeName(route), route] as const))('%s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(requestOf(route), async (request) => {
        const query = new URLSearchParams(request.query).toString();
        const url = `${request.path}?${query}${request.rawQuery}`;
        const headers: Record<string, string> =
          request.signedIn === 'yes'
            ? as(person)
            : request.signedIn === 'garbage'
              ? { 'x-access-token': 'eyJhbGciOiJIUzI1NiJ9.e30.x', authorization: 'Bearer ordna_it_x' }
              : {};
        const hasBody = request.body !== undefined && route.method !== 'GET';
        const payload = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
          ...(hasBody && { payload }),
        });
        assertEnvelope(response, `${route.method} ${url} ${hasBody ? payload.slice(0, 300) : ''}`);
      }),
      { numRuns: RUNS },
    );
  });
});
