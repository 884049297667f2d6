import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { as, body, createSharedTestApps, signUp, type SharedTestApps } from '../../testing/test-app.test-kit';
import { listenOn, openStream, type TestStream } from './live.test-kit';

/**
 * Two server instances over one database, as behind a load balancer: a person's stream held by
 * instance B hears of a write made through instance A. On PostgreSQL the event crosses through
 * LISTEN/NOTIFY; SQLite serves one instance, so there the two apps share one process's bus.
 */
let shared: SharedTestApps;
let a: FastifyInstance;
let b: FastifyInstance;
let stream: TestStream | null = null;
beforeAll(async () => {
  shared = await createSharedTestApps(2, { eventStreamLifetimeMs: 60_000 });
  [a, b] = shared.apps as [FastifyInstance, FastifyInstance];
});
afterAll(async () => {
  stream?.close();
  await shared.close();
});

it('tells a stream on instance B of a write made through instance A', async () => {
  const ann = await signUp(a);
  stream = await openStream(await listenOn(b), ann.access.token);
  expect(stream.status).toBe(200);
  const created = await a.inject({
    method: 'POST',
    url: '/api/counter-group',
    headers: as(ann),
    payload: { name: 'Tea' },
  });
  const id = body<{ _id: string }>(created).data._id;
  expect(await stream.nextChange()).toEqual({ kind: 'counterGroup', id, action: 'created' });
});
