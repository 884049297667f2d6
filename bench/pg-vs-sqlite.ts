/**
 * PostgreSQL beside SQLite on every area's main reads, in one run: one person with 20 time groups,
 * 200 sub groups and BENCH_STAMPS (20,000) stamps over a year, 1,000 notes in 5 collections, and
 * a few counters, shopping lists, storage groups, drink and recipe collections, all made through
 * the API but the stamps (seeded as time-scale.ts seeds them). Each read's p50 on each database,
 * as a ratio to the bare route `GET /api/health` on the same database, and PostgreSQL's p50 as a
 * ratio to SQLite's (target ≤ 2), with the SQL statements per call counted by a Kysely plugin
 * (round trips on PostgreSQL), and the CPU a call costs: the app's, and on PostgreSQL its server
 * processes' as well (`postgres-server-cpu.ts`), which load moves less than it moves latency.
 * Through app.inject, answers not checked against their schemas. Then the floor: a bare round
 * trip through the app's PostgreSQL pool (`select 1`), and per read the room SQLite's p50 leaves
 * for PostgreSQL within 2× once that one trip is paid (SQLite p50 × 2 − the trip): a read whose
 * room is below what the request costs the app besides its statements cannot be within 2× even at
 * one round trip.
 * BENCH_STAMPS, BENCH_SAMPLES (200), BENCH_POSTGRES_URL (else a throwaway cluster on BENCH_PG_PORT).
 */
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedTimeData } from '../apps/server/src/areas/time/seed';
import { StatementCounter } from '../apps/server/src/testing/statement-count.test-kit';
import { openBenchDatabase, settleAfterSeeding } from './bench-database';
import { percentile } from './stats';
import { round, withPostgres, withSqliteFile } from './each-dialect';
import { signUpInProcess } from './in-process-person';
import { listReadsSeed } from './list-reads-seed';
import { postgresServerCpu, serverCpuBetween, type ServerCpu } from './postgres-server-cpu';

const STAMPS = Number(process.env.BENCH_STAMPS ?? 20_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TIME_ZONE = 'Europe/Stockholm';

interface Figure {
  p50: number;
  statements: number;
  /** CPU per call of the app and, on PostgreSQL, of its server processes (ms): what load moves little. */
  cpu: number;
}

/** The p50 of one bare `select 1` through the app's pool (ms), timed as the reads are. */
async function roundTrip(db: Parameters<typeof seedTimeData>[0]): Promise<number> {
  const once = () => sql`select 1`.execute(db);
  for (let i = 0; i < 10; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  return percentile(times, 50);
}

const ROUND_TRIP = 'bare round trip (select 1 through the pool)';

async function measure(databaseUrl: string): Promise<Map<string, Figure>> {
  const opened = openBenchDatabase(databaseUrl);
  await migrateToLatest(opened.db, opened.dialect);
  const statements = new StatementCounter();
  const db = opened.db.withPlugin(statements);
  const app = await buildApp({
    db,
    dialect: opened.dialect,
    config: testConfig({ databaseUrl, validateAnswers: false }),
    clock: () => Date.now(),
  });
  try {
    const reads = await seed(app, db);
    await settleAfterSeeding(db, opened.dialect);
    const figures = new Map<string, Figure>();
    const serverCpu = () =>
      opened.dialect === 'postgres' ? postgresServerCpu(opened.db) : Promise.resolve(new Map() as ServerCpu);
    for (const [name, url] of reads) figures.set(name, await timeCalls(app, statements, url, reads.headers, serverCpu));
    figures.set(ROUND_TRIP, { p50: await roundTrip(db), statements: 1, cpu: 0 });
    return figures;
  } finally {
    await app.close();
    await opened.db.destroy();
  }
}

type Reads = Map<string, string> & { headers: Record<string, string> };

async function seed(app: FastifyInstance, db: Parameters<typeof seedTimeData>[0]): Promise<Reads> {
  const now = Date.now();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(now));
  const user = await signUpInProcess(app, 'pgvs', TIME_ZONE);
  const { headers } = user;
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json().data as { _id: string };
  };
  const { timeGroupIds } = await seedTimeData(db, user._id, TIME_ZONE, listReadsSeed(STAMPS, now));
  const collections: string[] = [];
  for (let c = 0; c < 5; c++) collections.push((await post('/notes-collection', { name: `Notes ${c}` }))._id);
  for (let i = 0; i < 1000; i++) {
    await post('/note', {
      notesCollectionId: collections[i % 5],
      name: `Note ${i}`,
      body: `Line ${i} about the day\nand more`,
      effectiveDate: today,
    });
  }
  const counterGroup = (await post('/counter-group', { name: 'Health' }))._id;
  for (const name of ['Water', 'Steps', 'Coffee']) await post('/counter', { counterGroupId: counterGroup, name });
  const list = (await post('/shopping-list', { name: 'Weekly' }))._id;
  await post('/shopping-item', { listId: list, items: Array.from({ length: 30 }, (_, i) => ({ name: `thing ${i}` })) });
  const fridge = (await post('/storage-group', { name: 'Fridge' }))._id;
  for (let i = 0; i < 30; i++) await post('/storage-item', { storageGroupId: fridge, name: `food ${i}` });
  const drinks = (await post('/drink-collection', { name: 'Bar' }))._id;
  for (let i = 0; i < 20; i++) await post('/drink', { drinkCollectionId: drinks, name: `Drink ${i}` });
  await post('/recipe-collection', { name: 'Dinners' });

  const reads = new Map<string, string>([
    ['bare route (GET /api/health)', '/api/health'],
    ['time-group list', `/api/time-group?date=${today}`],
    ['one time group with sub groups', `/api/time-group?timeGroupId=${timeGroupIds[0]}&date=${today}`],
    ["a day's stamps", `/api/time-stamp?date=${today}`],
    ['dashboard, day', `/api/dashboard?date=${today}&view=day`],
    ['dashboard, month', `/api/dashboard?date=${today}&view=month`],
    ['notes collections', '/api/notes-collection'],
    ['notes, all collections page 1', '/api/note'],
    ['notes, one collection page 1', `/api/note?notesCollectionId=${collections[0]}`],
    ['counter groups', '/api/counter-group'],
    ['counters of a group', `/api/counter?counterGroupId=${counterGroup}`],
    ['shopping lists', '/api/shopping-list'],
    ['a shopping list', `/api/shopping-list?listId=${list}`],
    ['storage groups', '/api/storage-group'],
    ['storage items of a group', `/api/storage-item?storageGroupId=${fridge}`],
    ['drink collections', '/api/drink-collection'],
    ['a drink collection', `/api/drink-collection?drinkCollectionId=${drinks}`],
    ['recipe collections', '/api/recipe-collection'],
    ['signed-in user', '/api/auth/user'],
  ]);
  return Object.assign(reads, { headers });
}

async function timeCalls(
  app: FastifyInstance,
  statements: StatementCounter,
  url: string,
  headers: Record<string, string>,
  serverCpu: () => Promise<ServerCpu | null>,
): Promise<Figure> {
  const call = async () => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };
  for (let i = 0; i < 10; i++) await call();
  const before = statements.count;
  const serverBefore = await serverCpu();
  const appBefore = process.cpuUsage();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  const appCpu = process.cpuUsage(appBefore);
  const server = serverCpuBetween(serverBefore, await serverCpu());
  const cpu = ((appCpu.user + appCpu.system) / 1000 + server) / SAMPLES;
  return { p50: percentile(times, 50), statements: (statements.count - before) / SAMPLES, cpu };
}

const sqlite = await withSqliteFile('pg-vs-sqlite', measure);
const postgres = await withPostgres(54393, measure);
if (!postgres) throw new Error('PostgreSQL: no binaries and no BENCH_POSTGRES_URL');

const bareSqlite = sqlite.get('bare route (GET /api/health)')!.p50;
const barePostgres = postgres.get('bare route (GET /api/health)')!.p50;
const trip = postgres.get(ROUND_TRIP)!.p50;
const rows = [...sqlite.entries()]
  .filter(([name]) => name !== ROUND_TRIP)
  .map(([name, lite]) => {
    const pg = postgres.get(name)!;
    const ratio = pg.p50 / lite.p50;
    return {
      read: name,
      'SQLite p50 ms': round(lite.p50),
      '× bare': round(lite.p50 / bareSqlite),
      'PostgreSQL p50 ms': round(pg.p50),
      '× bare ': round(pg.p50 / barePostgres),
      'PG ÷ SQLite': round(ratio),
      'target ≤ 2': ratio <= 2 ? 'met' : 'NOT met',
      'statements (SQLite / PG)': `${round(lite.statements)} / ${round(pg.statements)}`,
      'CPU ms a call (SQLite / PG app + server)': `${round(lite.cpu)} / ${round(pg.cpu)}`,
      'CPU PG ÷ SQLite': round(pg.cpu / lite.cpu),
    };
  });
console.log(
  `\nPostgreSQL beside SQLite, ${STAMPS} stamps, 1,000 notes, ${SAMPLES} samples per read, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.table(rows);

// The floor: one round trip is what PostgreSQL pays at least; SQLite pays none.
const floor = [...sqlite.entries()]
  .filter(([name]) => name !== ROUND_TRIP && name !== 'bare route (GET /api/health)')
  .map(([name, lite]) => {
    const room = lite.p50 * 2 - trip;
    return {
      read: name,
      'SQLite p50 ms': round(lite.p50),
      'room within 2× after one trip ms': round(room),
      // What the request costs the app besides its statements is at least the bare route's.
      'one trip can be within 2×': room > bareSqlite ? 'yes' : 'NO',
    };
  });
console.log(
  `\nThe floor: a bare PostgreSQL round trip through the app's pool (select 1), p50 ${round(trip)} ms; ` +
    `room = SQLite p50 × 2 − that trip, against the bare route's ${round(bareSqlite)} ms on SQLite`,
);
console.table(floor);
