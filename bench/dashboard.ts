/**
 * The dashboard at scale: one person with 1,000,000 stamps over five years in 20 time groups and
 * 200 sub groups (seeded as `time-scale.ts` seeds them), one of the groups their journal, with a
 * notes collection with a question, a counter, a shopping list and a storage group beside. Prints
 * p50/p99 of `GET /api/dashboard` for a day, a week and a month, the SQL statements per call
 * (counted by a Kysely plugin) and the process's CPU per call, each as a ratio to the bare route
 * `GET /api/health` measured in the same run, on SQLite and on PostgreSQL (a throwaway cluster
 * when the binaries are there, or BENCH_POSTGRES_URL; analysed after seeding), then PostgreSQL's
 * p50 as a ratio to SQLite's, and beside them the day's stamps (`GET /api/time-stamp?date`, the
 * timeline the day card draws). Each sample asks a different recent date, so no answer is the one
 * before. Calls go through app.inject, answers not checked against their schemas (as production
 * serves).
 * BENCH_STAMPS (default 1000000), BENCH_SAMPLES (default 200), BENCH_DIALECTS (sqlite,postgres).
 */
import { addDays } from '@ordna/contract/kernel/periods';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openBenchDatabase, settleAfterSeeding } from './bench-database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedTimeData } from '../apps/server/src/areas/time/seed';
import { percentile } from './stats';
import { StatementCounter } from '../apps/server/src/testing/statement-count.test-kit';
import { onEachDialect, round } from './each-dialect';
import { signUpInProcess } from './in-process-person';

const TOTAL_STAMPS = Number(process.env.BENCH_STAMPS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TIME_ZONE = 'Europe/Stockholm';

const rows: Record<string, string | number>[] = [];
const p50s = new Map<string, number>();

async function measure(dialectName: string, databaseUrl: string): Promise<void> {
  const opened = openBenchDatabase(databaseUrl);
  const { dialect } = opened;
  await migrateToLatest(opened.db, dialect);
  const statements = new StatementCounter();
  const db = opened.db.withPlugin(statements);
  const now = Date.now();
  const app = await buildApp({
    db,
    dialect,
    config: testConfig({ databaseUrl, validateAnswers: false }),
    clock: () => Date.now(),
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(now));

  const user = await signUpInProcess(app, 'dashboard', TIME_ZONE);
  const { headers } = user;
  const started = performance.now();
  const { timeGroupIds } = await seedTimeData(db, user._id, TIME_ZONE, {
    groups: 20,
    subGroupsPerGroup: 10,
    stamps: TOTAL_STAMPS,
    years: 5,
    now: now - 60_000,
    seed: TOTAL_STAMPS,
  });
  const seedSeconds = (performance.now() - started) / 1000;
  const journal = await app.inject({
    method: 'PUT',
    url: `/api/auth/user/${user._id}`,
    headers,
    payload: { preferences: { journalGroup: timeGroupIds[0] } },
  });
  if (journal.statusCode !== 200) throw new Error(journal.body);
  await fillOtherSections(app, headers, today);
  await settleAfterSeeding(opened.db, dialect);

  const bare = await measureCalls(statements, SAMPLES, () => app.inject({ method: 'GET', url: '/api/health' }));
  rows.push(row(dialectName, 'bare route (GET /api/health)', bare, bare, seedSeconds));
  for (const view of ['day', 'week', 'month'] as const) {
    const step = view === 'day' ? 1 : view === 'week' ? 7 : 30;
    const figures = await measureCalls(statements, SAMPLES, (i) => {
      const date = addDays(today, -step * (i % 24));
      return app.inject({ method: 'GET', url: `/api/dashboard?date=${date}&view=${view}`, headers });
    });
    rows.push(row(dialectName, `dashboard, ${view}`, figures, bare, ''));
    p50s.set(`${dialectName} ${view}`, figures.p50);
  }
  // The dashboard's day card draws its timeline from the time area's own read of a day's stamps.
  const dayStamps = await measureCalls(statements, SAMPLES, (i) => {
    const date = addDays(today, -(i % 24));
    return app.inject({ method: 'GET', url: `/api/time-stamp?date=${date}&auto=true`, headers });
  });
  rows.push(row(dialectName, 'day stamps (GET /api/time-stamp?date)', dayStamps, bare, ''));
  await app.close();
  await opened.db.destroy();
}

interface CallFigures {
  p50: number;
  p99: number;
  statements: number;
  cpuMs: number;
}

/** p50/p99 wall time, statements and process CPU per call over `samples` calls in a row. */
async function measureCalls(
  statements: StatementCounter,
  samples: number,
  call: (i: number) => Promise<{ statusCode: number; body: string }>,
): Promise<CallFigures> {
  for (let i = 0; i < 10; i++) await call(i); // warm: compiled statements, the session kept
  const times: number[] = [];
  const before = statements.count;
  const cpu = process.cpuUsage();
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    const response = await call(i);
    times.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(response.body);
  }
  const used = process.cpuUsage(cpu);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    statements: (statements.count - before) / samples,
    cpuMs: (used.user + used.system) / 1000 / samples,
  };
}

function row(database: string, call: string, figures: CallFigures, bare: CallFigures, seeded: number | string) {
  return {
    database,
    call,
    'p50 ms': round(figures.p50),
    'p99 ms': round(figures.p99),
    '× bare p50': round(figures.p50 / bare.p50),
    'statements per call': round(figures.statements),
    'CPU ms per call': round(figures.cpuMs),
    '× bare CPU': round(figures.cpuMs / bare.cpuMs),
    'seeded in s': seeded === '' ? '' : round(Number(seeded)),
  };
}

/** Something in every other section, so the dashboard's every read finds rows. */
async function fillOtherSections(
  app: Awaited<ReturnType<typeof buildApp>>,
  headers: Record<string, string>,
  today: string,
): Promise<void> {
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json().data as { _id: string; items?: { _id: string }[] };
  };
  const diary = await post('/notes-collection', { name: 'Diary', questions: ['How did I sleep?'] });
  for (let i = 0; i < 60; i++) {
    await post('/note', { notesCollectionId: diary._id, name: `Note ${i}`, effectiveDate: addDays(today, -i) });
  }
  const group = await post('/counter-group', { name: 'Health' });
  await post('/counter', { counterGroupId: group._id, name: 'Water' });
  const list = await post('/shopping-list', { name: 'Weekly' });
  await post('/shopping-item', { listId: list._id, items: [{ name: 'milk' }, { name: 'bread' }] });
  const fridge = await post('/storage-group', { name: 'Fridge' });
  await post('/storage-item', { storageGroupId: fridge._id, name: 'Yoghurt', bestBefore: today });
}

await onEachDialect('dashboard', 54392, measure);

console.log(
  `\nThe dashboard at scale: one person, 20 time groups, 200 sub groups, stamps over 5 years, one group the journal, ${SAMPLES} samples per figure`,
);
console.table(rows);
if (p50s.has('PostgreSQL day') && p50s.has('SQLite day')) {
  console.log('\nPostgreSQL p50 ÷ SQLite p50 (target ≤ 2):');
  for (const view of ['day', 'week', 'month']) {
    const ratio = p50s.get(`PostgreSQL ${view}`)! / p50s.get(`SQLite ${view}`)!;
    console.log(`  ${view}: ${round(ratio)}× ${ratio <= 2 ? 'met' : 'NOT met'}`);
  }
}
const cpuTarget = rows.filter((each) => each.database === 'SQLite' && String(each.call).startsWith('dashboard'));
for (const each of cpuTarget) {
  const cpu = Number(each['CPU ms per call']);
  const statementsPerCall = Number(each['statements per call']);
  console.log(
    `SQLite ${each.call}: ${cpu} ms CPU per call (target ≤ 1.5: ${cpu <= 1.5 ? 'met' : 'NOT met'}), ` +
      `${statementsPerCall} statements (target ≤ 5: ${statementsPerCall <= 5 ? 'met' : 'NOT met'})`,
  );
}
