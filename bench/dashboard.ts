/**
 * The dashboard at scale: one person with 1,000,000 stamps over five years in 20 time groups and
 * 200 sub groups (seeded as `time-scale.ts` seeds them), one of the groups their journal. Prints
 * p50/p99 of `GET /api/dashboard` for a day, a week and a month, on SQLite and on PostgreSQL (a
 * throwaway cluster when the binaries are there, or BENCH_POSTGRES_URL). Each sample asks a
 * different recent date, so no answer is the one before. Calls go through app.inject.
 * BENCH_STAMPS (default 1000000), BENCH_SAMPLES (default 200), BENCH_DIALECTS (sqlite,postgres).
 */
import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { addDays } from '@ordna/contract/kernel/periods';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openBenchDatabase } from './bench-database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedTimeData } from '../apps/server/src/areas/time/seed';
import { timeIt } from './stats';
import { startThrowawayPostgres } from './throwaway-postgres';

const TOTAL_STAMPS = Number(process.env.BENCH_STAMPS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const TIME_ZONE = 'Europe/Stockholm';

const rows: Record<string, string | number>[] = [];

async function measure(dialectName: string, databaseUrl: string): Promise<void> {
  const { db, dialect } = openBenchDatabase(databaseUrl);
  await migrateToLatest(db, dialect);
  const now = Date.now();
  const app = await buildApp({ db, dialect, config: testConfig({ databaseUrl }), clock: () => Date.now() });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(now));

  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username: `dashboard_${now}`, password: 'scale password 1', timeZone: TIME_ZONE },
  });
  const user = signup.json().data as { _id: string; access: { token: string } };
  const headers = { 'x-access-token': user.access.token };
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

  for (const view of ['day', 'week', 'month'] as const) {
    const step = view === 'day' ? 1 : view === 'week' ? 7 : 30;
    const figures = await timeIt(SAMPLES, async (i) => {
      const date = addDays(today, -step * (i % 24));
      const response = await app.inject({ method: 'GET', url: `/api/dashboard?date=${date}&view=${view}`, headers });
      if (response.statusCode !== 200) throw new Error(response.body);
    });
    rows.push({
      database: dialectName,
      stamps: TOTAL_STAMPS,
      call: `dashboard, ${view}`,
      'p50 ms': round(figures.p50),
      'p99 ms': round(figures.p99),
      'seeded in s': view === 'day' ? round(seedSeconds) : '',
    });
  }
  await app.close();
  await db.destroy();
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

if (DIALECTS.includes('sqlite')) {
  const file = path.join(os.tmpdir(), `ordna-dashboard-${process.pid}.db`);
  try {
    await measure('SQLite', file);
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
}
if (DIALECTS.includes('postgres')) {
  const external = process.env.BENCH_POSTGRES_URL;
  const cluster = external ? null : startThrowawayPostgres(Number(process.env.BENCH_PG_PORT ?? 54392));
  const url = external ?? cluster?.url;
  if (!url) console.log('PostgreSQL: no binaries and no BENCH_POSTGRES_URL — skipped.');
  else {
    try {
      await measure('PostgreSQL', url);
    } finally {
      cluster?.stop();
    }
  }
}

console.log(
  `\nThe dashboard at scale: one person, 20 time groups, 200 sub groups, stamps over 5 years, one group the journal, ${SAMPLES} samples per figure`,
);
console.table(rows);
