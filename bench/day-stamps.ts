/**
 * The day's stamps (`GET /api/time-stamp?date`, the timeline page and the dashboard's day card):
 * CPU per call through `app.inject`, on SQLite, for one person with BENCH_STAMPS stamps (default
 * 1,000,000) over BENCH_YEARS years (default 5: about 550 a day), for yesterday and for a day with
 * more stamps than the answer carries (MAX_DAY_STAMPS + 500 more that day). With BENCH_BEFORE (the
 * root of another checkout, e.g. of the commit before a change, with node_modules reachable), the
 * same calls are made to that checkout's server on the same database, alternating with this one's,
 * so before and after are measured in the same run. BENCH_SAMPLES (default 200).
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { addDays, dayWindow } from '@ordna/contract/kernel/periods';
import { MAX_DAY_STAMPS } from '@ordna/contract/time/limits';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedTimeData } from '../apps/server/src/areas/time/seed';
import { openBenchDatabase } from './bench-database';
import { round, withSqliteFile } from './each-dialect';
import { signUpInProcess } from './in-process-person';

const TOTAL_STAMPS = Number(process.env.BENCH_STAMPS ?? 1_000_000);
const YEARS = Number(process.env.BENCH_YEARS ?? 5);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const BEFORE = process.env.BENCH_BEFORE;
const TIME_ZONE = 'Europe/Stockholm';
/** Samples per turn when two servers alternate. */
const TURN = 20;

type Build = typeof buildApp;

/** CPU ms per call of each server, alternating TURN calls at a time after a few to warm. */
async function cpuPerCall(calls: Record<string, () => Promise<unknown>>): Promise<Record<string, number>> {
  const used: Record<string, number> = {};
  for (const [name, call] of Object.entries(calls)) {
    for (let i = 0; i < 10; i++) await call();
    used[name] = 0;
  }
  for (let done = 0; done < SAMPLES; done += TURN) {
    for (const [name, call] of Object.entries(calls)) {
      const before = process.cpuUsage();
      for (let i = 0; i < TURN; i++) await call();
      const spent = process.cpuUsage(before);
      used[name]! += (spent.user + spent.system) / 1000;
    }
  }
  return Object.fromEntries(Object.entries(used).map(([name, ms]) => [name, ms / SAMPLES]));
}

async function measure(file: string): Promise<void> {
  const { db, dialect } = openBenchDatabase(file);
  await migrateToLatest(db, dialect);
  const config = testConfig({ databaseUrl: file, validateAnswers: false });
  const now = Date.now();
  const apps: Record<string, FastifyInstance> = { after: await buildApp({ db, dialect, config, clock: Date.now }) };
  if (BEFORE) {
    const module = (await import(path.resolve(BEFORE, 'apps/server/src/app.ts'))) as { buildApp: Build };
    apps.before = await module.buildApp({ db, dialect, config, clock: Date.now });
  }
  const person = await signUpInProcess(apps.after!, 'day_stamps', TIME_ZONE);
  const seeding = { groups: 20, subGroupsPerGroup: 10, stamps: TOTAL_STAMPS, years: YEARS, seed: TOTAL_STAMPS };
  const { timeGroupIds, subGroupIds } = await seedTimeData(db, person._id, TIME_ZONE, {
    ...seeding,
    now: now - 60_000,
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(now));
  const yesterday = addDays(today, -1);
  // A heavy day: MAX_DAY_STAMPS + 500 one-minute stamps besides the seeded ones.
  const heavy = addDays(today, -2);
  const start = dayWindow(heavy, TIME_ZONE).start;
  const extra = Array.from({ length: MAX_DAY_STAMPS + 500 }, (_, i) => ({
    id: `heavy${String(i).padStart(6, '0')}`,
    userId: person._id,
    timeGroupId: timeGroupIds[0]!,
    subGroupId: subGroupIds[0]!,
    startTime: start + i * 30_000,
    endTime: start + i * 30_000 + 20_000,
    ended: 1,
    auto: 1,
    description: '',
  }));
  for (let i = 0; i < extra.length; i += 500)
    await db
      .insertInto('timeStamps')
      .values(extra.slice(i, i + 500))
      .execute();

  const rows: Record<string, string | number>[] = [];
  const bare = await cpuPerCall({ bare: () => apps.after!.inject({ method: 'GET', url: '/api/health' }) });
  rows.push({ call: 'GET /api/health (any call’s floor)', 'after CPU ms': round(bare.bare!) });
  for (const [label, date] of [
    ['a day at the bench’s density', yesterday],
    [`a day of ${MAX_DAY_STAMPS + 500}+ stamps`, heavy],
  ] as const) {
    const url = `/api/time-stamp?date=${date}&auto=true`;
    const sizes: Record<string, string> = {};
    const calls = Object.fromEntries(
      Object.entries(apps).map(([name, app]) => [
        name,
        async () => {
          const response = await app.inject({ method: 'GET', url, headers: person.headers });
          if (response.statusCode !== 200) throw new Error(response.body);
          sizes[name] = `${response.body.length}`;
        },
      ]),
    );
    const cpu = await cpuPerCall(calls);
    const row: Record<string, string | number> = { call: `${label} (${date})` };
    if (cpu.before !== undefined) row['before CPU ms'] = round(cpu.before);
    row['after CPU ms'] = round(cpu.after!);
    if (cpu.before !== undefined) row['after / before'] = round(cpu.after! / cpu.before);
    if (sizes.before) row['before chars'] = sizes.before;
    row['after chars'] = sizes.after!;
    rows.push(row);
  }
  for (const app of Object.values(apps)) await app.close();
  await db.destroy();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(`\nThe day's stamps on SQLite, ${TOTAL_STAMPS} stamps over ${YEARS} years, ${SAMPLES} samples each:`);
  console.table(rows);
  console.log(`load average: ${load}`);
}

await withSqliteFile('day-stamps', measure);
