import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import type { TimeListEntry } from '@ordna/contract/time';
import { as, body, createTestApp, signUp, type TestApp } from '../../testing/test-app.test-kit';
import { listenOn, openStream, type TestStream } from './live.test-kit';

/**
 * Live updates through a real listening server: a write made through the API reaches the
 * person's other streams after it commits; a refused (rolled-back) write sends nothing; another
 * person hears nothing; streams are bounded (docs/architecture.md, "Live updates").
 */
let t: TestApp;
let baseUrl: string;
const streams: TestStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ eventStreamsPerPerson: 2, eventStreamLifetimeMs: 60_000 });
  baseUrl = await listenOn(t.app);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

async function streamOf(user: User): Promise<TestStream> {
  const stream = await openStream(baseUrl, user.access.token);
  streams.push(stream);
  return stream;
}

async function call<T>(user: User, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await t.app.inject({ method, url: `/api${url}`, headers: as(user), payload });
  return { ...body<T>(response), httpStatus: response.statusCode };
}

describe('GET /api/events', () => {
  it('says ready, then tells the person of each write made through the API, without content', async () => {
    const ann = await signUp(t.app);
    const stream = await streamOf(ann);
    expect(stream.status).toBe(200);
    const group = await call<TimeListEntry>(ann, 'POST', '/time-group', { name: 'Work' });
    expect(await stream.nextChange()).toEqual({ kind: 'timeGroup', id: group.data._id, action: 'created' });
    const stamp = await call<{ _id: string }>(ann, 'POST', '/time-stamp', {
      timeGroupId: group.data._id,
      name: 'Mail',
    });
    const stampEvent = await stream.nextChange();
    expect(stampEvent).toEqual({ kind: 'timeStamp', id: stamp.data._id, action: 'created' });
    expect(stream.messages[0]).toEqual({ event: 'ready', data: {} });
    await call(ann, 'PUT', '/time-stamp', { timeStampId: stamp.data._id, ended: true });
    expect(await stream.nextChange()).toEqual({ kind: 'timeStamp', id: stamp.data._id, action: 'changed' });
  });

  it('sends nothing for a write that was refused and rolled back', async () => {
    const ann = await signUp(t.app);
    const stream = await streamOf(ann);
    const group = await call<TimeListEntry>(ann, 'POST', '/time-group', { name: 'Home' });
    await stream.nextChange();
    await call(ann, 'POST', '/time-stamp', { timeGroupId: group.data._id, name: 'Dishes' });
    await stream.nextChange();
    // A second running stamp in one sub group is refused inside the transaction.
    expect((await call(ann, 'POST', '/time-stamp', { timeGroupId: group.data._id, name: 'Dishes' })).httpStatus).toBe(
      409,
    );
    const marker = await call<{ _id: string }>(ann, 'POST', '/counter-group', { name: 'Marker' });
    expect(await stream.nextChange()).toEqual({ kind: 'counterGroup', id: marker.data._id, action: 'created' });
  });

  it("tells another person's streams nothing", async () => {
    const ann = await signUp(t.app);
    const bo = await signUp(t.app);
    const bosStream = await streamOf(bo);
    await call(ann, 'POST', '/counter-group', { name: 'Water' });
    const marker = await call<{ _id: string }>(bo, 'POST', '/counter-group', { name: 'Marker' });
    expect(await bosStream.nextChange()).toEqual({ kind: 'counterGroup', id: marker.data._id, action: 'created' });
  });

  it('refuses a person a stream beyond the cap with 429 in the envelope, and takes one again once a stream closes', async () => {
    const ann = await signUp(t.app);
    const first = await streamOf(ann);
    await streamOf(ann);
    const refused = await t.app.inject({ method: 'GET', url: '/api/events', headers: as(ann) });
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toMatchObject({ status: false, code: 'live.tooManyForPerson', retry: true });
    first.close();
    await expect.poll(async () => (await streamOf(ann)).status).toBe(200);
  });

  it('answers 401 without sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
  });
});
