import type { Db, Dialect } from '../apps/server/src/db/database';
import { seedNotes } from '../apps/server/src/areas/notes/notes-seed';
import { seedTimeData } from '../apps/server/src/areas/time/seed';

/**
 * The large account of the whole-account benches (account-export.ts, account-import.ts), written
 * straight into the database (bulk inserts): `notes` notes in 10 collections, 40 words each, 20
 * a day back from today, and `stamps` ended stamps over 5 years in 20 groups of 10 sub groups.
 * Answers the seconds each took.
 */
export async function seedLargeAccount(
  db: Db,
  dialect: Dialect,
  userId: string,
  size: { notes: number; stamps: number; timeZone: string },
): Promise<{ notesSeconds: number; stampsSeconds: number }> {
  let started = performance.now();
  const today = new Date().toISOString().slice(0, 10);
  await seedNotes(db, dialect, userId, {
    collections: 10,
    notes: size.notes,
    wordsPerNote: 40,
    today,
    notesPerDay: 20,
  });
  const notesSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await seedTimeData(db, userId, size.timeZone, {
    groups: 20,
    subGroupsPerGroup: 10,
    stamps: size.stamps,
    years: 5,
    now: Date.now() - 60_000,
  });
  return { notesSeconds, stampsSeconds: (performance.now() - started) / 1000 };
}
