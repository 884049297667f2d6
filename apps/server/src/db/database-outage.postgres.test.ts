import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';
import { PostgresBus } from '../http/live/postgres-bus';
import { listenOn, openStream, type TestStream } from '../http/live/live.test-kit';
import { as, body, signUp } from '../testing/test-app.test-kit';
import { expectRefused } from '../testing/refused.test-kit';
import { startThrowawayCluster, type ThrowawayCluster } from '../testing/throwaway-postgres.test-kit';

/**
 * The database may come and go (docs/architecture.md, "When the database goes away"): on a
 * PostgreSQL cluster of its own, which it stops, starts and restarts, the app answers 503 in the
 * envelope within 2 s, survives every connection PostgreSQL ends, and is back within 5 s with its
 * live events. It runs in the PostgreSQL pass (`.ci/run`, TEST_DATABASE_URL set; see
 * apps/server/vitest.config.ts) and needs the PostgreSQL binaries, which that pass installs.
 */

interface Running {
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}

async function appOn(url: string, withLiveBus: boolean): Promise<Running> {
  const { db, dialect } = openDatabase(url);
  await migrateToLatest(db, dialect);
  const bus = withLiveBus ? new PostgresBus(url, db) : undefined;
  const app = await buildApp({ db, dialect, config: testConfig({ eventStreamLifetimeMs: 10 * 60_000 }), bus });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** The answer and how long it took. */
async function timed(app: FastifyInstance, call: InjectOptions) {
  const started = performance.now();
  const response = await app.inject(call);
  return { response, ms: performance.now() - started };
}

/** Polls GET /api/health until it answers 200; answers how long that took. */
async function backWithin(app: FastifyInstance, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const elapsed = performance.now() - started;
    if (response.statusCode === 200) return elapsed;
    if (elapsed > limitMs) throw new Error(`still ${response.statusCode} after ${Math.round(elapsed)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const readyCount = (stream: TestStream) => stream.messages.filter((message) => message.event === 'ready').length;

/** Waits until the stream has said `ready` again since `before` (its instance listens again). */
async function resyncWithin(stream: TestStream, before: number, limitMs: number): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (readyCount(stream) <= before) {
    if (performance.now() > deadline) throw new Error(`no resync within ${Math.round(limitMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const refusedAsUnavailable = (response: LightMyRequestResponse) => {
  expectRefused(response, 503, {
    code: 'common.databaseUnavailable',
    message: 'The database cannot be reached right now. Please try again in a moment.',
    retry: true,
  });
};

describe('when PostgreSQL goes away', () => {
  let cluster: ThrowawayCluster;
  let running: Running;
  let baseUrl: string;
  let ann: User;
  let stream: TestStream;

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    running = await appOn(cluster.url, true);
    baseUrl = await listenOn(running.app);
    ann = await signUp(running.app);
    stream = await openStream(baseUrl, ann.access.token);
  }, 60_000);

  afterAll(async () => {
    stream?.close();
    await running?.close();
    await cluster?.remove();
  });

  const createGroup = (name: string) =>
    running.app.inject({ method: 'POST', url: '/api/time-group', headers: as(ann), payload: { name } });

  it('survives PostgreSQL ending every pooled and listening connection, and hears live events again', async () => {
    const readyBefore = readyCount(stream);
    // Several calls at once leave several idle connections in the pool.
    await Promise.all(
      Array.from({ length: 6 }, () => running.app.inject({ method: 'GET', url: '/api/time-group', headers: as(ann) })),
    );
    const ended = await cluster.psql(
      "select count(pg_terminate_backend(pid)) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
    );
    expect(Number(ended)).toBeGreaterThanOrEqual(2);
    expect(await backWithin(running.app, 5_000)).toBeLessThan(5_000);
    await resyncWithin(stream, readyBefore, 5_000);
    const group = body<{ _id: string }>(await createGroup('After the cut'));
    expect(await stream.nextChange(5_000)).toEqual({ kind: 'timeGroup', id: group.data._id, action: 'created' });
  });

  it('answers every call 503 common.databaseUnavailable with retry within 2 s while PostgreSQL is stopped', async () => {
    await cluster.stop();
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/time-group', headers: as(ann) },
      { method: 'POST', url: '/api/time-group', headers: as(ann), payload: { name: 'While down' } },
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: ann.username, password: 'correct horse battery' },
      },
    ];
    for (const call of calls) {
      const { response, ms } = await timed(running.app, call);
      refusedAsUnavailable(response);
      expect(response.headers['retry-after']).toBe('2');
      expect(ms).toBeLessThan(2_000);
    }
  });

  it('is back within 5 s of PostgreSQL starting again, live events included', async () => {
    const readyBefore = readyCount(stream);
    await cluster.start();
    const started = performance.now();
    expect(await backWithin(running.app, 5_000)).toBeLessThan(5_000);
    // Live updates listen again and tell the stream to read everything (events may have been missed).
    await resyncWithin(stream, readyBefore, 5_000 - (performance.now() - started));
    const group = body<{ _id: string }>(await createGroup('Back again'));
    expect(await stream.nextChange(5_000)).toEqual({ kind: 'timeGroup', id: group.data._id, action: 'created' });
  });

  it('answers 503 or 200 through a restart, never 500, and is back within 5 s', async () => {
    const readyBefore = readyCount(stream);
    const restarting = cluster.restart();
    const seen = new Set<number>();
    let slowest = 0;
    let done = false;
    void restarting.then(() => (done = true));
    while (!done) {
      const { response, ms } = await timed(running.app, { method: 'GET', url: '/api/time-group', headers: as(ann) });
      seen.add(response.statusCode);
      slowest = Math.max(slowest, ms);
      if (response.statusCode !== 200) refusedAsUnavailable(response);
    }
    await restarting;
    expect([...seen].every((status) => status === 200 || status === 503)).toBe(true);
    expect(slowest).toBeLessThan(2_000);
    expect(await backWithin(running.app, 5_000)).toBeLessThan(5_000);
    await resyncWithin(stream, readyBefore, 5_000);
    const group = body<{ _id: string }>(await createGroup('After the restart'));
    expect(await stream.nextChange(5_000)).toEqual({ kind: 'timeGroup', id: group.data._id, action: 'created' });
  });

  it('answers 503 common.busy with retry when PostgreSQL has no connection left for it', async () => {
    await cluster.psql('create role crowded login connection limit 2');
    await cluster.psql('create database crowded owner crowded');
    const crowdedUrl = cluster.url.replace('postgres@', 'crowded@').replace(/\/postgres$/, '/crowded');
    const crowded = await appOn(crowdedUrl, false);
    const holders = [new pg.Client(crowdedUrl), new pg.Client(crowdedUrl)];
    try {
      // End the app's own idle connections, then take every connection the role may have.
      await cluster.psql("select pg_terminate_backend(pid) from pg_stat_activity where usename = 'crowded'");
      for (const holder of holders) await holder.connect();
      const { response, ms } = await timed(crowded.app, { method: 'GET', url: '/api/health' });
      expectRefused(response, 503, {
        code: 'common.busy',
        message: 'The server is busy right now. Please try again in a moment.',
        retry: true,
      });
      expect(ms).toBeLessThan(2_000);
      await holders[0]!.end();
      expect(await backWithin(crowded.app, 5_000)).toBeLessThan(5_000);
    } finally {
      for (const holder of holders) await holder.end().catch(() => undefined);
      await crowded.close();
    }
  });
});
