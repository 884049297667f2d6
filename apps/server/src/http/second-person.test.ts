import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { User } from '@ordna/contract/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { as, body, signUp } from '../testing/test-app.test-kit';
import { createRouteWalkApp, fieldNames, routeName, type RegisteredRoute } from '../testing/routes.test-kit';

/**
 * One person never sees or changes another's data (docs/architecture.md, "Rules every area
 * keeps"). Ann makes one of every kind of thing; Bob then calls every registered route that takes
 * an id with Ann's ids. A route with an id this table has no fixture for fails the suite, so a new
 * route comes with its check.
 */

const t = await createRouteWalkApp({ accessTokenTtlMs: 24 * 60 * 60 * 1000 });
afterAll(() => t.close());

/** Marks every name Ann gives, so an answer that carries any of her data is easy to spot. */
const SECRET = 'ann-secret';

type Fixtures = Record<string, string | string[]>;

async function call(
  app: FastifyInstance,
  user: User,
  method: RegisteredRoute['method'],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: as(user),
    ...(payload !== undefined && { payload: payload as object }),
  });
}

async function created<T extends { _id: string }>(response: LightMyRequestResponse): Promise<string> {
  if (response.statusCode >= 300) throw new Error(`fixture: ${response.statusCode} ${response.body}`);
  return body<T>(response).data._id;
}

/** One of every kind of thing a person can own, made through the API; answers the id fields' values. */
async function makeEverything(user: User, label: string): Promise<Fixtures> {
  const { app } = t;
  const tagId = await created(await call(app, user, 'POST', '/tag', { title: `${label} tag` }));
  const timeGroupId = await created(
    await call(app, user, 'POST', '/time-group', { name: `${label} group`, tagIds: [tagId] }),
  );
  const subGroupId = await created(await call(app, user, 'POST', '/sub-group', { name: `${label} sub`, timeGroupId }));
  const otherSubGroupId = await created(
    await call(app, user, 'POST', '/sub-group', { name: `${label} other`, timeGroupId }),
  );
  const timeStampId = await created(
    await call(app, user, 'POST', '/time-stamp', {
      timeGroupId,
      name: `${label} sub`,
      startTime: '2026-11-18T08:00:00Z',
      endTime: '2026-11-18T09:00:00Z',
    }),
  );
  const ruleId = await created(
    await call(app, user, 'POST', '/url-rule', {
      pattern: `${label.replace(/\W/g, '')}.example`,
      matchOn: 'host',
      timeGroupId,
      subGroupName: `${label} rule`,
    }),
  );
  const tokenAnswer = await call(app, user, 'POST', '/integration-token', { name: `${label} token` });
  const tokenId = await created(tokenAnswer);
  const token = body<{ token: string }>(tokenAnswer).data.token;
  await app.inject({
    method: 'POST',
    url: '/api/heartbeat',
    headers: { authorization: `Bearer ${token}` },
    payload: { url: `https://unmatched-${label.replace(/\W/g, '')}.example/page`, title: `${label} page` },
  });
  const hosts = body<{ heartbeatId: string }[]>(await call(app, user, 'GET', '/heartbeat?unmatched=true')).data;
  const devices = body<{ _id: string }[]>(await call(app, user, 'GET', '/auth/devices')).data;
  await call(app, user, 'PUT', '/auth/devices', { deviceId: devices[0]!._id, name: `${label} device` });
  const counterGroupId = await created(await call(app, user, 'POST', '/counter-group', { name: `${label} counters` }));
  const counterId = await created(
    await call(app, user, 'POST', '/counter', { counterGroupId, name: `${label} counter`, step: 1 }),
  );
  return {
    id: user._id,
    tagId,
    tagIds: [tagId],
    timeGroupId,
    groupId: timeGroupId,
    timeGroupIds: timeGroupId,
    subGroupId,
    newSubGroupId: otherSubGroupId,
    subGroupIds: subGroupId,
    timeStampId,
    ruleId,
    tokenId,
    heartbeatId: hosts[0]!.heartbeatId,
    deviceId: devices[0]!._id,
    counterGroupId,
    counterId,
  };
}

/** Values for the other fields, so a call gets past validation to the id. */
const FILLER: Record<string, unknown> = {
  date: '2026-11-18',
  from: '2026-11-17',
  to: '2026-11-19',
  pageNumber: '1',
  name: 'bob name',
  title: 'bob title',
  pattern: 'bob-probe.example',
  matchOn: 'host',
  subGroupName: 'bob rule',
  moveSubGroup: true,
  preferences: {},
  change: 1,
};

const isIdField = (name: string) => name === 'id' || /Ids?$/.test(name);

/** What Ann sees of her own things; it must read the same after every one of Bob's calls. */
async function annsView(ann: User): Promise<string> {
  const urls = [
    '/time-group?shallow=true',
    '/time-group?date=2026-11-18',
    '/sub-group',
    '/time-stamp?from=2026-11-01&to=2026-11-30',
    '/tag',
    '/url-rule',
    '/integration-token',
    '/heartbeat?unmatched=true',
    '/auth/devices',
    '/auth/user',
    '/counter-group',
  ];
  const answers = await Promise.all(urls.map(async (url) => (await call(t.app, ann, 'GET', url)).body));
  return answers.join('\n');
}

/** The calls that try Ann's value for one id field: alone, with the other fields, with Bob's other ids. */
function attempts(route: RegisteredRoute, field: string, anns: Fixtures, bobs: Fixtures) {
  const inQuery = new Set(fieldNames(route.querystring));
  const inBody = new Set(fieldNames(route.body));
  const inPath = new Set(fieldNames(route.params));
  const variants = [
    { [field]: anns[field] },
    { ...FILLER, [field]: anns[field] },
    { ...FILLER, ...bobs, [field]: anns[field] },
  ];
  return variants.map((values) => {
    const pick = (names: Set<string>) => Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
    const query = new URLSearchParams(
      Object.entries(pick(inQuery)).map(([name, value]) => [name, [value].flat().join(',')] as [string, string]),
    ).toString();
    const path = route.url
      .replace(/^\/api/, '')
      .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(inPath.has(name) ? values[name] : '')));
    const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : pick(inBody);
    return { url: `${path}${query ? `?${query}` : ''}`, payload };
  });
}

describe('a second person with the first person’s ids', () => {
  it('gets 404 or nothing of hers, and changes nothing of hers, on every route that takes an id', async () => {
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    const anns = await makeEverything(ann, SECRET);
    const bobs = await makeEverything(bob, 'bob');
    const annsIds = Object.values(anns).flat();
    const before = await annsView(ann);
    let checked = 0;
    for (const route of t.routes) {
      const fields = [route.querystring, route.body, route.params].flatMap(fieldNames).filter(isIdField);
      for (const field of new Set(fields)) {
        expect(anns[field], `add a fixture for ${routeName(route)} (${field})`).toBeDefined();
        for (const attempt of attempts(route, field, anns, bobs)) {
          const response = await call(t.app, bob, route.method, attempt.url, attempt.payload);
          const what = `${routeName(route)} ${attempt.url} ${JSON.stringify(attempt.payload ?? '')} → ${response.statusCode}`;
          expect(response.statusCode, what).toBeLessThan(500);
          if (response.statusCode !== 404) {
            // Ann's id that Bob sent may come back; nothing else of hers may.
            const sent = [anns[field]].flat();
            expect(response.body, what).not.toContain(SECRET);
            for (const id of annsIds.filter((id) => !sent.includes(id))) expect(response.body, what).not.toContain(id);
          }
          expect(await annsView(ann), `${what} changed Ann's data`).toBe(before);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
