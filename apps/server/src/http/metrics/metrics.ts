import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { commonRefusals } from '@ordna/contract/kernel/refusals';
import { poolOf, type Db } from '../../db/database';
import { databaseErrorCodeOf, databaseTroubleOf } from '../../db/database-errors';
import { failureOf } from '../error-handler';
import type { EventStreams } from '../live/event-streams';

/** Where a request that matched no route is counted, so stray URLs cannot grow the label set. */
const UNMATCHED = 'unmatched';

/** Request durations in seconds: from a cached read (a few ms) to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token a scrape must send; null keeps `/metrics` off. */
  token: string | null;
  db: Db;
  streams: EventStreams;
}

/**
 * `GET /metrics` in Prometheus' text format for this instance alone (docs/architecture.md,
 * "Metrics"): requests by route pattern and status, live streams open, the PostgreSQL pool,
 * database errors by code, and prom-client's process figures (memory, event-loop delay, GC).
 * Off unless METRICS_TOKEN is set: nothing is measured and `/metrics` answers 404 like any
 * unknown address.
 */
export function registerMetrics(app: FastifyInstance, { token, db, streams }: MetricsOptions): void {
  if (token === null) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer ending, by method, route pattern and status.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'ordna_live_streams_open',
    help: 'Live-update streams (GET /api/events) this instance holds open.',
    registers: [registry],
    collect() {
      this.set(streams.size);
    },
  });
  const databaseErrors = new Counter({
    name: 'ordna_database_errors_total',
    help: 'Failed database calls, by code (SQLite, PostgreSQL SQLSTATE, socket) and whether the database was unavailable, busy or neither.',
    labelNames: ['code', 'trouble'] as const,
    registers: [registry],
  });
  const countDatabaseError = (error: unknown) => {
    const code = databaseErrorCodeOf(error);
    if (code !== null) databaseErrors.inc({ code, trouble: databaseTroubleOf(error) ?? 'other' });
  };
  measurePool(db, registry, countDatabaseError);

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
  app.addHook('onError', async (_request, _reply, error) => countDatabaseError(error));

  const expected = digest(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!holdsToken(request, expected)) return refuse(reply);
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}

/** PostgreSQL only: connections taken and idle, calls waiting for one, and connections the database ended. */
function measurePool(db: Db, registry: Registry, countDatabaseError: (error: unknown) => void): void {
  const pool = poolOf(db);
  if (!pool) return;
  new Gauge({
    name: 'ordna_database_pool_connections',
    help: "This instance's PostgreSQL pool connections, in use or idle.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'ordna_database_pool_waiting',
    help: 'Calls waiting for a free connection of the PostgreSQL pool.',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  pool.on('error', countDatabaseError);
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function holdsToken(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

function refuse(reply: FastifyReply) {
  return reply
    .status(401)
    .header('www-authenticate', 'Bearer realm="metrics"')
    .header('cache-control', 'no-store')
    .send(failureOf(commonRefusals.metricsTokenRequired));
}
