/**
 * Time tracking at scale: one person with 1,000,000 stamps over five years in 20 time groups and
 * 200 sub groups. Prints p50/p99 for the group list with every period total for today, a stamp
 * in, a stamp out, and one page of a sub group's stamps, on SQLite and on PostgreSQL (a throwaway
 * cluster when the binaries are there, or BENCH_POSTGRES_URL; analysed after each seeding, as
 * autovacuum would). It measures the list at two sizes to show that its cost does not grow with
 * stamps outside the windows asked.
 * Calls go through app.inject: the server's whole handling, without the network.
 * BENCH_STAMPS (default 1000000), BENCH_SAMPLES (default 200), BENCH_DIALECTS (sqlite,postgres).
 */
import os from 'node:os';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openBenchDatabase, settleAfterSeeding } from './bench-database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedTimeData } from '../apps/server/src/areas/time/seed';
import { timeIt } from './stats';
import { onEachDialect, round } from './each-dialect';
import { signUpInProcess } from './in-process-person';

const TOTAL_STAMPS = Number(process.env.BENCH_STAMPS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TIME_ZONE = 'Europe/Stockholm';

type Row = Record<string, string | number>;
const rows: Row[] = [];

async function measure(dialectName: string, databaseUrl: string): Promise<void> {
  const { db, dialect } = openBenchDatabase(databaseUrl);
  await migrateToLatest(db, dialect);
  const now = Date.now();
  const app = await buildApp({ db, dialect, config: testConfig({ databaseUrl }), clock: () => Date.now() });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(now));

  // Two people in one database: one with a tenth of the stamps, to show the list does not grow with them.
  const sizes = TOTAL_STAMPS > 100_000 ? [100_000, TOTAL_STAMPS] : [TOTAL_STAMPS];
  let biggest: { headers: Record<string, string>; timeGroupIds: string[]; subGroupIds: string[] } | null = null;
  for (const size of sizes) {
    const user = await signUpInProcess(app, `scale${size}`, TIME_ZONE);
    const { headers } = user;
    const started = performance.now();
    const seeded = await seedTimeData(db, user._id, TIME_ZONE, {
      groups: 20,
      subGroupsPerGroup: 10,
      stamps: size,
      years: 5,
      now: now - 60_000,
      seed: size,
    });
    const seedSeconds = (performance.now() - started) / 1000;
    await settleAfterSeeding(db, dialect);
    biggest = { headers, ...seeded };
    const list = await timeIt(SAMPLES, async () => {
      const response = await app.inject({ method: 'GET', url: `/api/time-group?date=${today}`, headers });
      if (response.statusCode !== 200) throw new Error(response.body);
    });
    rows.push({
      database: dialectName,
      stamps: size,
      call: 'group list, every period total, today',
      'p50 ms': round(list.p50),
      'p99 ms': round(list.p99),
      'seeded in s': round(seedSeconds),
    });
  }

  const { headers, timeGroupIds, subGroupIds } = biggest!;
  const group = timeGroupIds[0]!;
  const subGroup = subGroupIds[0]!;
  const stampIds: string[] = [];
  const stampIn = await timeIt(SAMPLES, async (i) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/time-stamp',
      headers,
      payload: { name: `bench sub group ${i}`, timeGroupId: group },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    stampIds.push(response.json().data._id);
  });
  const stampOut = await timeIt(SAMPLES, async (i) => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/time-stamp',
      headers,
      payload: { timeStampId: stampIds[i], ended: true },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  });
  const page = await timeIt(SAMPLES, async (i) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/time-stamp?subGroupId=${subGroup}&pageNumber=${1 + (i % 50)}`,
      headers,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  });
  for (const [call, figures] of [
    ['stamp in', stampIn],
    ['stamp out', stampOut],
    ["one page of a sub group's stamps", page],
  ] as const) {
    rows.push({
      database: dialectName,
      stamps: TOTAL_STAMPS,
      call,
      'p50 ms': round(figures.p50),
      'p99 ms': round(figures.p99),
      'seeded in s': '',
    });
  }
  await app.close();
  await db.destroy();
}

await onEachDialect('scale', 54391, measure);

console.log(
  `\nTime tracking at scale: one person, 20 time groups, 200 sub groups, stamps over 5 years, ${SAMPLES} samples per figure`,
);
console.table(rows);
console.log(`machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
