/**
 * The signed-in person's small reads on PostgreSQL beside SQLite, before and after a change in the
 * same run: the notes collections, all notes collections' first page and the signed-in user, for
 * one person with 1,000 notes in 5 collections (pg-vs-sqlite.ts's notes) made through the API.
 * With BENCH_BEFORE (the root of another checkout, node_modules reachable from it), that
 * checkout's app runs on the same database, through its own pool, its calls alternating with this
 * checkout's in turns of 20. Per read and app: the statements a call (Kysely plugin), p50, CPU a
 * call (the app's process plus PostgreSQL's backends, `postgres-server-cpu.ts`) and PostgreSQL's
 * p50 ÷ SQLite's (this checkout's app on SQLite). BENCH_EXPLAIN=true prints each statement a read
 * sends and PostgreSQL's EXPLAIN (ANALYZE, BUFFERS) of it. BENCH_SAMPLES (400),
 * BENCH_POSTGRES_URL (else a throwaway cluster on BENCH_PG_PORT).
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type CompiledQuery, type KyselyPlugin } from 'kysely';
import type { buildApp } from '../apps/server/src/app';
import type { testConfig } from '../apps/server/src/config';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import type { Db, openDatabase as openDatabaseOf } from '../apps/server/src/db/database';
import { StatementCounter } from '../apps/server/src/testing/statement-count.test-kit';
import { openBenchDatabase, settleAfterSeeding } from './bench-database';
import { round, withPostgres, withSqliteFile } from './each-dialect';
import { signUpInProcess } from './in-process-person';
import { postgresServerCpu, serverCpuBetween } from './postgres-server-cpu';
import { percentile } from './stats';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const BEFORE = process.env.BENCH_BEFORE;
const EXPLAIN = process.env.BENCH_EXPLAIN === 'true';
const TURN = 20;
const READS = {
  'notes collections': '/api/notes-collection',
  'notes, all collections page 1': '/api/note',
  'signed-in user': '/api/auth/user',
} as const;
type ReadName = keyof typeof READS;

interface Side {
  app: FastifyInstance;
  statements: StatementCounter;
  close: () => Promise<void>;
}
interface Figure {
  p50: number;
  statements: number;
  cpu: number;
}

/** An app of `root`'s checkout on `url`, through a pool of its own, its statements counted (and logged when asked). */
async function sideOf(root: string, url: string, seen?: CompiledQuery[]): Promise<Side & { db: Db }> {
  const load = async <T>(file: string) => (await import(path.resolve(root, file))) as T;
  const { openDatabase } = await load<{ openDatabase: typeof openDatabaseOf }>('apps/server/src/db/database.ts');
  const { buildApp: build } = await load<{ buildApp: typeof buildApp }>('apps/server/src/app.ts');
  const { testConfig: config } = await load<{ testConfig: typeof testConfig }>('apps/server/src/config.ts');
  const opened = openDatabase(url, { poolSize: 10 });
  const statements = new StatementCounter();
  // Built queries pass their tree to the plugins; compiled-once ones (`PreparedQuery`) go through executeQuery.
  const logging: KyselyPlugin = {
    transformQuery: (args) => (seen?.push(opened.db.getExecutor().compileQuery(args.node, args.queryId)), args.node),
    transformResult: async (args) => args.result,
  };
  const db = opened.db.withPlugin(statements).withPlugin(logging);
  const app = await build({
    db,
    dialect: opened.dialect,
    config: config({ databaseUrl: url, validateAnswers: false }),
    clock: () => Date.now(),
  });
  if (seen) {
    const executeQuery = db.executeQuery.bind(db);
    db.executeQuery = ((query: CompiledQuery) => (seen.push(query), executeQuery(query))) as typeof db.executeQuery;
  }
  return { app, db, statements, close: async () => (await app.close(), await opened.db.destroy()) };
}

async function seed(app: FastifyInstance): Promise<Record<string, string>> {
  const user = await signUpInProcess(app, 'reads', 'Europe/Stockholm');
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url: `/api${url}`, headers: user.headers, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json().data as { _id: string };
  };
  const collections: string[] = [];
  for (let c = 0; c < 5; c++) collections.push((await post('/notes-collection', { name: `Notes ${c}` }))._id);
  const today = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < 1000; i++) {
    await post('/note', {
      notesCollectionId: collections[i % 5],
      name: `Note ${i}`,
      body: `Line ${i}`,
      effectiveDate: today,
    });
  }
  return user.headers;
}

/** Each side's figures for one read, the sides' calls alternating TURN at a time. */
async function timeRead(
  sides: Record<string, Side>,
  url: string,
  headers: Record<string, string>,
  db: Db,
  pg: boolean,
) {
  const calls = Object.entries(sides).map(([name, side]) => {
    const call = async () => {
      const response = await side.app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${name} ${url}: ${response.statusCode} ${response.body}`);
      return response.body;
    };
    return { name, side, call, times: [] as number[], cpu: 0, statements: 0 };
  });
  const bodies = new Set<string>();
  for (const each of calls) for (let i = 0; i < 10; i++) bodies.add(await each.call());
  // Byte-identical answers from both checkouts (the token is the same person's, so the same answer).
  if (url !== '/api/auth/user' && bodies.size !== 1) throw new Error(`${url}: the checkouts answer differently`);
  for (let done = 0; done < SAMPLES; done += TURN) {
    for (const each of calls) {
      const server = pg ? await postgresServerCpu(db) : null;
      const before = each.side.statements.count;
      const app = process.cpuUsage();
      for (let i = 0; i < TURN; i++) {
        const start = performance.now();
        await each.call();
        each.times.push(performance.now() - start);
      }
      const spent = process.cpuUsage(app);
      each.statements += each.side.statements.count - before;
      each.cpu += (spent.user + spent.system) / 1000 + (pg ? serverCpuBetween(server, await postgresServerCpu(db)) : 0);
    }
  }
  return Object.fromEntries(
    calls.map((each) => [
      each.name,
      { p50: percentile(each.times, 50), statements: each.statements / SAMPLES, cpu: each.cpu / SAMPLES },
    ]),
  ) as Record<string, Figure>;
}

/**
 * Each statement a read sends, explained as the server runs it: prepared, run eight times (so
 * PostgreSQL has chosen between custom and generic plans), then `explain (analyze, buffers)` of
 * one more run, with the plans it chose (`pg_prepared_statements`).
 */
async function explain(db: Db, seen: CompiledQuery[], headers: Record<string, string>, app: FastifyInstance) {
  for (const [name, url] of Object.entries(READS)) {
    seen.length = 0;
    await app.inject({ method: 'GET', url, headers });
    for (const query of [...seen]) {
      const literal = (value: unknown) =>
        value === null ? 'null' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
      await db.connection().execute(async (connection) => {
        await sql`deallocate all`.execute(connection);
        await sql.raw(`prepare explained as ${query.sql}`).execute(connection);
        const execute = `execute explained(${query.parameters.map(literal).join(', ')})`;
        for (let i = 0; i < 8; i++) await sql.raw(execute).execute(connection);
        const plan = await sql
          .raw<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${execute}`)
          .execute(connection);
        const chosen = await sql<{ generic_plans: number; custom_plans: number }>`
          select generic_plans, custom_plans from pg_prepared_statements where name = 'explained'`.execute(connection);
        console.log(`\n=== ${name}: ${query.sql.replace(/\s+/g, ' ')}`);
        console.log(JSON.stringify(chosen.rows[0]));
        console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      });
    }
  }
}

async function measure(url: string, pg: boolean): Promise<Record<ReadName, Record<string, Figure>>> {
  const admin = openBenchDatabase(url);
  await migrateToLatest(admin.db, admin.dialect);
  const seen: CompiledQuery[] = [];
  const after = await sideOf(path.resolve(import.meta.dirname, '..'), url, EXPLAIN && pg ? seen : undefined);
  const sides: Record<string, Side> = { after };
  if (BEFORE && pg) sides.before = await sideOf(BEFORE, url);
  try {
    const headers = await seed(after.app);
    await settleAfterSeeding(admin.db, admin.dialect, { vacuum: true });
    if (EXPLAIN && pg) {
      await explain(admin.db, seen, headers, after.app);
      if (process.env.BENCH_EXPLAIN_ONLY === 'true') process.exit(0);
    }
    const figures = {} as Record<ReadName, Record<string, Figure>>;
    for (const [name, read] of Object.entries(READS) as [ReadName, string][]) {
      figures[name] = await timeRead(sides, read, headers, admin.db, pg);
    }
    return figures;
  } finally {
    for (const side of Object.values(sides)) await side.close();
    await admin.db.destroy();
  }
}

const lite = await withSqliteFile('signed-in-reads', (file) => measure(file, false));
const postgres = await withPostgres(54397, (url) => measure(url, true));
if (!postgres) throw new Error('PostgreSQL: no binaries and no BENCH_POSTGRES_URL');
console.log(
  `\n${SAMPLES} samples per read and app, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.table(
  Object.entries(postgres).flatMap(([name, bySide]) =>
    Object.entries(bySide).map(([side, pg]) => {
      const sqlite = lite[name as ReadName].after!;
      return {
        read: name,
        app: side,
        'SQLite p50 ms': round(sqlite.p50),
        'PG p50 ms': round(pg.p50),
        'PG ÷ SQLite p50': round(pg.p50 / sqlite.p50),
        'statements SQLite / PG': `${round(sqlite.statements)} / ${round(pg.statements)}`,
        'CPU ms a call SQLite / PG': `${round(sqlite.cpu)} / ${round(pg.cpu)}`,
        'CPU PG ÷ SQLite': round(pg.cpu / sqlite.cpu),
      };
    }),
  ),
);
