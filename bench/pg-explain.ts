/**
 * EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL of the statements behind a read, at pg-vs-sqlite.ts's
 * size (one person, 20 time groups, 200 sub groups, BENCH_STAMPS stamps over a year): each read is
 * called through the app once to capture its SQL and values, then each statement of it is
 * explained as the server sends it: a named statement (its generic plan after five runs) when it
 * is compiled once (`PreparedQuery`), else unnamed (planned each call), with each statement's
 * p50 from the client prepared and unnamed. Then each read 200 times through the app: the
 * request's p50 beside its statements' (as the driver timed them), and whether PostgreSQL ran the
 * app's named statements with generic or custom plans (`pg_prepared_statements`).
 * BENCH_POSTGRES_URL (required: a database of its own), BENCH_STAMPS (20,000), BENCH_READS
 * (comma-separated paths; the time-group list and a day's stamps), BENCH_EXPLAIN (false: timings
 * only), BENCH_VACUUM (true: `vacuum analyze` after seeding instead of `analyze`).
 */
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { namedStatementsPool } from '../apps/server/src/db/named-statements-pool';
import { repeats } from '../apps/server/src/db/statement-cache';
import type { Database } from '../apps/server/src/db/schema';
import { seedTimeData } from '../apps/server/src/areas/time/seed';
import { signUpInProcess } from './in-process-person';
import { listReadsSeed } from './list-reads-seed';
import { settleAfterSeeding } from './bench-database';

const url = process.env.BENCH_POSTGRES_URL;
if (!url) throw new Error('BENCH_POSTGRES_URL');
const STAMPS = Number(process.env.BENCH_STAMPS ?? 20_000);
const TIME_ZONE = 'Europe/Stockholm';

const pool = new pg.Pool({ connectionString: url, max: 4 });
const seen: CompiledQuery[] = [];
const durations: number[] = [];
let capturing = false;
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: namedStatementsPool(pool) }),
  log: (event) => {
    if (!capturing) return;
    seen.push(event.query);
    durations.push(event.queryDurationMillis);
  },
});
await migrateToLatest(db, 'postgres');
const app = await buildApp({
  db,
  dialect: 'postgres',
  config: testConfig({ databaseUrl: url }),
  clock: () => Date.now(),
});
const now = Date.now();
const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(now));
const user = await signUpInProcess(app, 'explain', TIME_ZONE);
await seedTimeData(db, user._id, TIME_ZONE, listReadsSeed(STAMPS, now));
await settleAfterSeeding(db, 'postgres', { vacuum: process.env.BENCH_VACUUM === 'true' });

const explain = process.env.BENCH_EXPLAIN !== 'false';
const reads = (process.env.BENCH_READS ?? `/api/time-group?date=${today},/api/time-stamp?date=${today}`).split(',');
const client = await pool.connect();
try {
  for (const path of explain ? reads : []) {
    seen.length = 0;
    capturing = true;
    const response = await app.inject({ method: 'GET', url: path, headers: user.headers });
    capturing = false;
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.body}`);
    for (const query of seen) {
      const named = repeats(query.sql);
      console.log(`\n=== ${path}: ${named ? 'named (generic plan after 5 runs)' : 'unnamed (planned each call)'}`);
      console.log(query.sql.slice(0, 300).replace(/\s+/g, ' '), query.sql.length > 300 ? '…' : '');
      const values = [...query.parameters] as unknown[];
      await client.query('deallocate all');
      // As the server runs it: a prepared statement, run often enough for PostgreSQL to choose its plan.
      await client.query({ text: `prepare explained as ${query.sql}` });
      const execute = `execute explained(${values.map((value) => literal(value)).join(', ')})`;
      const runs = named ? 8 : 0;
      for (let i = 0; i < runs; i++) await client.query(execute);
      const plan = await client.query(
        `explain (analyze, buffers) ${named ? execute : query.sql.replace(/\$(\d+)/g, (_m, n) => literal(values[Number(n) - 1]))}`,
      );
      console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
      // The same statement timed from the client, 50 runs: prepared (as named) and unnamed.
      const timed = async (run: () => Promise<unknown>) => {
        const times: number[] = [];
        for (let i = 0; i < 50; i++) {
          const start = performance.now();
          await run();
          times.push(performance.now() - start);
        }
        return times.sort((a, b) => a - b)[25]!.toFixed(2);
      };
      const prepared = await timed(() => client.query(execute));
      const unnamed = await timed(() => client.query(query.sql, values));
      console.log(`p50 of 50 runs from the client: prepared ${prepared} ms, unnamed ${unnamed} ms`);
    }
  }
  // Each read through the app: the request's p50 beside its statements' (as the driver saw them).
  for (const path of reads) {
    const requests: number[] = [];
    const statements: number[][] = [];
    for (let i = 0; i < 210; i++) {
      seen.length = 0;
      durations.length = 0;
      capturing = true;
      const start = performance.now();
      await app.inject({ method: 'GET', url: path, headers: user.headers });
      const took = performance.now() - start;
      capturing = false;
      if (i < 10) continue;
      requests.push(took);
      durations.forEach((ms, index) => (statements[index] ??= []).push(ms));
    }
    const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(2);
    console.log(`\n${path}: request p50 ${p50(requests)} ms; statements p50 ${statements.map(p50).join(', ')} ms`);
  }
  // How PostgreSQL ran the named statements on the app's connection: generic or custom plans.
  const plans = await sql<{ name: string; generic_plans: number; custom_plans: number; statement: string }>`
    select name, generic_plans, custom_plans, left(statement, 80) as statement from pg_prepared_statements`.execute(db);
  console.table(plans.rows);
} finally {
  client.release();
  await app.close();
  await db.destroy();
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}
