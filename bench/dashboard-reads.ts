/**
 * Where a dashboard call's CPU goes, on SQLite: one person with BENCH_STAMPS stamps (default
 * 1,000,000, seeded as `dashboard.ts` seeds them, one group the journal), then for a day, a week and
 * a month: the whole call through `app.inject`, split into the bare route (`GET /api/health`
 * through `app.inject`), the whole statement (prepared on SQLite's handle), parsing its JSON
 * columns, and the rest (the session and preferences, the sections' shaping, writing the answer);
 * then each section's read run alone as the dashboard runs it (its rows as a JSON column), with
 * the CPU of its SQL and of parsing its JSON. Each is a share of the call measured in the same
 * run. BENCH_SAMPLES (default 200).
 */
import SQLite from 'better-sqlite3';
import { dashboardSpan, type DashboardView } from '@ordna/contract/dashboard';
import { addDays, datesBetween, startOfDay } from '@ordna/contract/kernel/periods';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { columnNamesOf, valuesColumn, type RowsRead } from '../apps/server/src/db/json-rows';
import { castBoundLimits } from '../apps/server/src/db/sqlite-bound-limits';
import type { Db } from '../apps/server/src/db/database';
import type { DashboardRange } from '../apps/server/src/areas/dashboard/public';
import { oneSelect } from '../apps/server/src/areas/dashboard/dashboard-statement';
import { dashboardSections } from '../apps/server/src/areas/registry';
import { seedTimeData } from '../apps/server/src/areas/time/seed';
import { openBenchDatabase } from './bench-database';
import { round, withSqliteFile } from './each-dialect';
import { signUpInProcess } from './in-process-person';

const TOTAL_STAMPS = Number(process.env.BENCH_STAMPS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TIME_ZONE = 'Europe/Stockholm';

/** CPU ms per run of `run`, over SAMPLES runs after a few to warm. */
async function cpuPerRun(run: () => unknown): Promise<number> {
  for (let i = 0; i < 10; i++) await run();
  const before = process.cpuUsage();
  for (let i = 0; i < SAMPLES; i++) await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / SAMPLES;
}

/** The range the route builds for `date` and `view` (dashboard.routes.ts). */
function rangeOf(personId: string, journalGroup: string, date: string, view: DashboardView): DashboardRange {
  const { from, to } = dashboardSpan(date, view);
  const dayStarts = [...datesBetween(from, to), addDays(to, 1)].map((day) => startOfDay(day, TIME_ZONE));
  const [startMs, endMs] = [dayStarts[0]!, dayStarts[dayStarts.length - 1]!];
  const common = { personId, view, from, to, startMs, endMs, dayStarts, timeZone: TIME_ZONE };
  return { ...common, now: Date.now(), showAuto: true, journalGroup };
}

/**
 * A statement of the dashboard's columns as the dashboard builds it (`oneSelect`), prepared once on
 * SQLite's own handle (without Kysely's per-query work, which a single read would pay and the
 * dashboard's one statement pays once), its limits cast as the app's statement cache prepares them.
 */
function prepared(raw: SQLite.Database, db: Db, reads: RowsRead<object>[]): () => Record<string, string> {
  const { sql, parameters } = oneSelect(
    db,
    reads.map((read, i) => valuesColumn(db, read, columnNamesOf(read), `r${i}`)),
  ).compile();
  const statement = raw.prepare(castBoundLimits(sql));
  return () => statement.get(...parameters) as Record<string, string>;
}

const table: Record<string, string | number>[] = [];

async function measure(file: string): Promise<void> {
  const { db, dialect } = openBenchDatabase(file);
  await migrateToLatest(db, dialect);
  const config = testConfig({ databaseUrl: file, validateAnswers: false });
  const app = await buildApp({ db, dialect, config, clock: () => Date.now() });
  const user = await signUpInProcess(app, 'dashboard_reads', TIME_ZONE);
  const seeding = { groups: 20, subGroupsPerGroup: 10, stamps: TOTAL_STAMPS, years: 5, seed: TOTAL_STAMPS };
  const { timeGroupIds } = await seedTimeData(db, user._id, TIME_ZONE, { ...seeding, now: Date.now() - 60_000 });
  const journalGroup = timeGroupIds[0]!;
  const url = `/api/auth/user/${user._id}`;
  await app.inject({ method: 'PUT', url, headers: user.headers, payload: { preferences: { journalGroup } } });
  const raw = new SQLite(file, { readonly: true });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());

  // What any call through app.inject costs: Fastify's hooks, the envelope, light-my-request.
  const bare = await cpuPerRun(() => app.inject({ method: 'GET', url: '/api/health' }));
  for (const view of ['day', 'week', 'month'] as const) {
    const date = addDays(today, -1);
    const call = await cpuPerRun(() =>
      app.inject({ method: 'GET', url: `/api/dashboard?date=${date}&view=${view}`, headers: user.headers }),
    );
    const range = rangeOf(user._id, journalGroup, date, view);
    const reads = dashboardSections.flatMap((section) =>
      Object.entries(section.reads(db, range)).map(([name, read]) => ({
        name: `${section.id}.${name}`,
        read: read as RowsRead<object>,
      })),
    );
    const statement = await cpuPerRun(
      prepared(
        raw,
        db,
        reads.map(({ read }) => read),
      ),
    );
    const add = (name: string, ms: number, extra: Record<string, number | string> = {}) =>
      table.push({
        view,
        part: name,
        'CPU ms': round(ms),
        'share of call': `${Math.round((100 * ms) / call)}%`,
        ...extra,
      });
    const columns = Object.values(
      prepared(
        raw,
        db,
        reads.map(({ read }) => read),
      )(),
    );
    const parse = await cpuPerRun(() => columns.map((text) => JSON.parse(text) as unknown));
    add('whole call (app.inject)', call);
    add('  the bare route (GET /api/health)', bare);
    add('  every read in one statement', statement);
    add('  parsing every read’s JSON', parse);
    add('  the rest (session, preferences, shape, write)', call - bare - statement - parse);
    for (const { name, read } of reads) {
      const run = prepared(raw, db, [read]);
      const text = run().r0!;
      const sqlMs = await cpuPerRun(run);
      const parseMs = await cpuPerRun(() => JSON.parse(text));
      const rows = (JSON.parse(text) as unknown[]).length;
      if (sqlMs + parseMs >= 0.02)
        add(`    ${name}`, sqlMs, { 'parse ms': round(parseMs), rows, 'JSON chars': text.length });
    }
  }
  raw.close();
  await app.close();
  await db.destroy();
}

await withSqliteFile('dashboard-reads', measure);
console.log(
  `\nWhere a dashboard call's CPU goes on SQLite, ${TOTAL_STAMPS} stamps, ${SAMPLES} samples each ` +
    '(reads under 0.02 ms left out; the SQL on the SQLite handle itself):',
);
console.table(table);
