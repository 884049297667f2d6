/**
 * The set-up the whole-account benches share (account-export.ts, account-import.ts): a person
 * signed up through the built server's API, their large account seeded straight into the
 * database (bulk inserts: BENCH_NOTES notes, BENCH_STAMPS stamps), and a measurement's time and
 * the server's peak resident memory growth during it.
 */
import { writeFileSync } from 'node:fs';
import { openBenchDatabase } from './bench-database';
import { residentMiB } from './server-process';
import { seedNotes } from '../apps/server/src/areas/notes/notes-seed';
import { seedTimeData } from '../apps/server/src/areas/time/seed';

export const NOTES = Number(process.env.BENCH_NOTES ?? 100_000);
export const STAMPS = Number(process.env.BENCH_STAMPS ?? 1_000_000);
export const BARE_CALLS = Number(process.env.BENCH_BARE_CALLS ?? 200);
export const TIME_ZONE = 'Europe/Stockholm';

export const mib = (value: number) => `${value.toFixed(1)} MiB`;

/** Signs a new person up (`<name>_<now>`, in Stockholm's time zone) and answers their id and token. */
export async function signUpOver(serverUrl: string, name: string): Promise<{ _id: string; token: string }> {
  const answer = await fetch(`${serverUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `${name}_${Date.now()}`, password: 'scale password 1', timeZone: TIME_ZONE }),
  });
  const user = ((await answer.json()) as { data: { _id: string; access: { token: string } } }).data;
  return { _id: user._id, token: user.access.token };
}

/**
 * Seeds the person's NOTES notes (10 collections) and STAMPS stamps (20 groups of 10 sub groups,
 * five years) into `database` beside the running server, and answers how long each took.
 */
export async function seedLargeAccount(
  database: string,
  userId: string,
): Promise<{ notesSeconds: number; stampsSeconds: number }> {
  const { db, dialect } = openBenchDatabase(database);
  try {
    let started = performance.now();
    const today = new Date().toISOString().slice(0, 10);
    await seedNotes(db, dialect, userId, { collections: 10, notes: NOTES, wordsPerNote: 40, today, notesPerDay: 20 });
    const notesSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await seedTimeData(db, userId, TIME_ZONE, {
      groups: 20,
      subGroupsPerGroup: 10,
      stamps: STAMPS,
      years: 5,
      now: Date.now() - 60_000,
    });
    return { notesSeconds, stampsSeconds: (performance.now() - started) / 1000 };
  } finally {
    await db.destroy();
  }
}

/** Runs `work` and answers its time and the server's resident memory growth at its peak (Linux: clear_refs 5). */
export async function measured(pid: number, work: () => Promise<number>) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = residentMiB(pid);
  const started = performance.now();
  const bytes = await work();
  const seconds = (performance.now() - started) / 1000;
  return { bytes, seconds, peakGrowth: residentMiB(pid, 'peak') - before };
}
