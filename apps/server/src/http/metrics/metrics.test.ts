import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, createTestApp, signUp, type TestApp } from '../../testing/test-app.test-kit';
import { expectRefused } from '../../testing/refused.test-kit';
import { listenOn, openStream } from '../live/live.test-kit';

const TOKEN = 'scrape-token-for-the-tests';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line (`name{labels} value`), or undefined when the text has no such line. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ordna-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Ordna</title>');
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers 404 in the envelope, not the web app, whatever token is sent', async () => {
    for (const headers of [{}, bearer]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expectRefused(response, 404, { code: 'common.noSuchEndpoint', message: 'No such endpoint: GET /metrics' });
      expect(response.headers['content-type']).toContain('application/json');
    }
    // Client routes still get the app.
    expect((await t.app.inject({ url: '/settings' })).body).toContain('<title>Ordna</title>');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN, eventStreamLifetimeMs: 60_000 });
  });
  afterAll(() => t.close());

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer scrape-token-for-the-testz' }],
    ['the token without Bearer', { authorization: TOKEN }],
  ])('refuses a scrape with %s: 401 in the envelope', async (_case, headers) => {
    const response = await t.app.inject({ url: '/metrics', headers });
    expectRefused(response, 401, {
      code: 'common.metricsTokenRequired',
      message: 'The metrics need the bearer token that METRICS_TOKEN sets.',
    });
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
  });

  it('speaks the Prometheus text format, with process memory and event-loop delay', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(response.body, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    expect(sample(response.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(response.body, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts requests and their durations by route pattern and status, not by raw URL', async () => {
    const ann = await signUp(t.app);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ url: `/api/counter?counterId=${missing}`, headers: as(ann) });
    }
    await t.app.inject({ url: '/api/no-such-thing-1' });
    await t.app.inject({ url: '/api/no-such-thing-2' });
    const text = await scrape();
    const counterLabels = 'method="GET",route="/api/counter",status_code="404"';
    expect(sample(text, `http_requests_total{${counterLabels}}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_count{${counterLabels}}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${counterLabels}}`)).toBe(3);
    expect(sample(text, 'http_requests_total{method="POST",route="/api/auth/signup",status_code="201"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(2);
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain(missing);
  });

  it('shows the live streams open on this instance', async () => {
    const ann = await signUp(t.app);
    const stream = await openStream(await listenOn(t.app), ann.access.token);
    try {
      expect(stream.status).toBe(200);
      expect(sample(await scrape(), 'ordna_live_streams_open')).toBe(1);
    } finally {
      stream.close();
    }
    await vi.waitFor(async () => expect(sample(await scrape(), 'ordna_live_streams_open')).toBe(0));
  });

  it("reports the PostgreSQL pool's connections in use and calls waiting (none on SQLite)", async () => {
    const text = await scrape();
    if (t.dialect === 'postgres') {
      expect(sample(text, 'ordna_database_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'ordna_database_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'ordna_database_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('ordna_database_pool');
    }
  });

  it('counts a failed database call by its code', async () => {
    const ann = await signUp(t.app);
    await sql`alter table ${sql.table('counterGroups')} rename to ${sql.table('counterGroupsAway')}`.execute(t.db);
    try {
      const failed = await t.app.inject({ url: '/api/counter-group', headers: as(ann) });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`alter table ${sql.table('counterGroupsAway')} rename to ${sql.table('counterGroups')}`.execute(t.db);
    }
    // SQLite's "no such table" and PostgreSQL's undefined_table.
    const code = t.dialect === 'postgres' ? '42P01' : 'SQLITE_ERROR';
    expect(sample(await scrape(), `ordna_database_errors_total{code="${code}",trouble="other"}`)).toBe(1);
    expect((await t.app.inject({ url: '/api/counter-group', headers: as(ann) })).statusCode).toBe(200);
  });
});
