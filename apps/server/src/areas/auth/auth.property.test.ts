import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TwoFactorChallenge, User } from '@ordna/contract/auth';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { enableTwoFactor, login, PASSWORD, post } from '../../testing/people.test-kit';

/**
 * Random input at every auth endpoint never gets a 500: whatever arrives (any JSON, any text,
 * with or without a content type, plausible-looking fields with wrong values) answers a 2xx or
 * a 4xx in the envelope with a message.
 */

const NUM_RUNS = 200;

interface RandomRequest {
  payload?: string;
  contentType?: string;
}

/** Anything a client could put in a field: JSON of any type, odd strings, near-misses. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', minLength: 8, maxLength: 40 }),
  fc.stringMatching(/^[a-z0-9._@-]{1,45}$/),
  fc.stringMatching(/^\d{6}$/),
  fc.stringMatching(/^[a-z0-9]{5}-[a-z0-9]{5}$/),
  fc.constantFrom(null, '', ' ', '\u0000', 'x'.repeat(300), -1, 1e308, true, [], {}),
);

const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 150,
});

/** Each field either plausible (so checks behind validation run) or anything at all. */
const plausible = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, arbitrary, anyValue);
const passwordLike = plausible(fc.oneof(fc.string({ minLength: 8, maxLength: 40 }), fc.constant(PASSWORD)));
const FIELDS: Record<string, fc.Arbitrary<unknown>> = {
  username: plausible(fc.stringMatching(/^[a-zA-Z0-9._@-]{1,45}$/)),
  password: passwordLike,
  timeZone: plausible(fc.constantFrom('Europe/Stockholm', 'UTC', 'America/New_York', 'Mars/Base')),
  language: plausible(fc.constantFrom('en', 'se', 1, 2, 3)),
  code: plausible(fc.oneof(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^[a-z0-9]{5}-?[a-z0-9]{5}$/))),
  challenge: anyValue,
  refreshToken: plausible(fc.stringMatching(/^[\w-]{43}$/)),
  preferences: plausible(
    fc.dictionary(
      fc.constantFrom('theme', 'language', 'timeZone', 'timeFilter', 'linkOrder', 'heartbeatPulseMs', 'shape', 'x'),
      plausible(
        fc.constantFrom('dark', 'light', 'se', 'week', 'UTC', 60_000, null, [
          { kind: 'area', place: 'notes', hidden: false },
        ]),
      ),
      { maxKeys: 4 },
    ),
  ),
  currentPassword: passwordLike,
  newPassword: passwordLike,
};

/** Objects with the endpoint's own fields (any of them missing) and now and then one it does not know. */
function shapedBody(fields: string[]) {
  const record = fc.record(Object.fromEntries(fields.map((field) => [field, FIELDS[field]!])), { requiredKeys: [] });
  return fc
    .tuple(record, fc.option(fc.tuple(fc.constantFrom(...Object.keys(FIELDS), 'extra'), anyValue), { freq: 5 }))
    .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
}

function bodies(fields: string[]): fc.Arbitrary<Pick<RandomRequest, 'payload' | 'contentType'>> {
  return fc.oneof(
    fc.json({ maxDepth: 3 }).map((payload) => ({ payload, contentType: 'application/json' })),
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })),
    {
      weight: 3,
      arbitrary: shapedBody(fields).map((value) => ({
        payload: JSON.stringify(value),
        contentType: 'application/json',
      })),
    },
    fc.record({
      payload: fc.string({ unit: 'binary', maxLength: 200 }),
      contentType: fc.constantFrom(
        undefined,
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/octet-stream',
        'multipart/form-data',
      ),
    }),
    fc.constant({}),
  );
}

describe('auth endpoints never answer 500 to random input', () => {
  const t = useTestApp(undefined, { authRateLimitPerMinute: 1_000_000 });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

  /**
   * Sends NUM_RUNS random requests (path from `paths`, body from `requestBodies`) and checks each
   * answer: below 500, in the envelope, with a message when it failed. With a `user`, most requests
   * carry their real access token so they reach the checks behind sign-in.
   */
  async function hammer(
    method: Method,
    paths: fc.Arbitrary<string>,
    user: User | null,
    requestBodies: fc.Arbitrary<Pick<RandomRequest, 'payload' | 'contentType'>>,
  ) {
    const requests = fc.record({
      url: paths,
      body: requestBodies,
      accessToken: fc.oneof(
        { weight: user ? 4 : 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: headerText },
      ),
      fingerprint: fc.option(headerText),
    });
    await fc.assert(
      fc.asyncProperty(requests, async ({ url, body: { payload, contentType }, accessToken, fingerprint }) => {
        const headers: Record<string, string> = {};
        if (contentType) headers['content-type'] = contentType;
        const token = accessToken ?? user?.access.token;
        if (token) headers['x-access-token'] = token;
        if (fingerprint) headers['x-device-fingerprint'] = fingerprint;
        const response = await t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
        expect(response.statusCode, `${method} ${url} ${payload ?? ''} → ${response.body}`).toBeLessThan(500);
        const envelope = body(response);
        expect(envelope.status).toBe(response.statusCode < 400);
        if (!envelope.status) expect(envelope.message).toMatch(/\S/);
      }),
      { numRuns: NUM_RUNS },
    );
  }

  const at = (url: string) => fc.constant(url);

  it('POST /api/auth/signup', () =>
    hammer('POST', at('/api/auth/signup'), null, bodies(['username', 'password', 'timeZone', 'language'])));

  it('POST /api/auth/login', async () => {
    await signUp(t.app, { username: 'known_person' });
    await hammer('POST', at('/api/auth/login'), null, bodies(['username', 'password']));
  });

  it('POST /api/auth/logout', () => hammer('POST', at('/api/auth/logout'), null, bodies(['refreshToken'])));

  it('POST /api/auth/refreshtoken', async () =>
    hammer('POST', at('/api/auth/refreshtoken'), await signUp(t.app), bodies(['refreshToken'])));

  it('POST /api/auth/2fa, half the time with a real challenge', async () => {
    const person = await signUp(t.app);
    await enableTwoFactor(t.app, person, t.clock);
    const { challenge } = body<TwoFactorChallenge>(await login(t.app, person.username)).data;
    const withRealChallenge = shapedBody(['code']).map((value) => ({
      payload: JSON.stringify({ ...value, challenge }),
      contentType: 'application/json',
    }));
    await hammer('POST', at('/api/auth/2fa'), null, fc.oneof(bodies(['code', 'challenge']), withRealChallenge));
  });

  it('POST /api/auth/2fa/setup', async () =>
    hammer('POST', at('/api/auth/2fa/setup'), await signUp(t.app), bodies([])));

  it('POST /api/auth/2fa/enable', async () => {
    const person = await signUp(t.app);
    await post(t.app, '/api/auth/2fa/setup', undefined, as(person));
    await hammer('POST', at('/api/auth/2fa/enable'), person, bodies(['code']));
  });

  it('POST /api/auth/2fa/disable', async () => {
    const person = await signUp(t.app);
    await enableTwoFactor(t.app, person, t.clock);
    await hammer('POST', at('/api/auth/2fa/disable'), person, bodies(['password']));
  });

  it('PUT /api/auth/password', async () =>
    hammer('PUT', at('/api/auth/password'), await signUp(t.app), bodies(['currentPassword', 'newPassword'])));

  it('PUT /api/auth/user/:id', async () => {
    const person = await signUp(t.app);
    const ids = fc.oneof(
      { weight: 3, arbitrary: fc.constant(person._id) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 120 }).map(encodeURIComponent) },
    );
    await hammer(
      'PUT',
      ids.map((id) => `/api/auth/user/${id}`),
      person,
      bodies(['preferences']),
    );
  });

  it('GET /api/auth/user', async () => hammer('GET', at('/api/auth/user'), await signUp(t.app), bodies([])));

  it('GET /api/auth/devices', async () => hammer('GET', at('/api/auth/devices'), await signUp(t.app), bodies([])));

  it('DELETE /api/auth/devices', async () => {
    const person = await signUp(t.app);
    const queries = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }).map((id) => `?deviceId=${encodeURIComponent(id)}`),
      fc
        .array(fc.stringMatching(/^[0-9a-zA-Z]{1,16}$/), { maxLength: 3 })
        .map((ids) => `?${ids.map((id) => `deviceId=${id}`).join('&')}`),
      headerText.map((raw) => `?${raw.replace(/[#\s]/g, '')}`),
      fc.constantFrom('?deviceId=%00', '?deviceId=a%00b', '?deviceId=%F0%9F%98%80', '?deviceId[a]=1', '?deviceId='),
    );
    await hammer(
      'DELETE',
      queries.map((query) => `/api/auth/devices${query}`),
      person,
      bodies([]),
    );
  });
});
