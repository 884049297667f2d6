import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';

/**
 * Password and code checks are counted in the database so every instance behind a load
 * balancer sees them. Each kind of check counts apart, so guessing one cannot lock out another.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const failureSubject = {
  /** Every failed sign-in for a username, from anywhere. */
  login: (usernameKey: string) => `login:${usernameKey}`,
  /** Failed sign-ins for a username from one address (neither holds a space). */
  loginFrom: (usernameKey: string, address: string) => `loginFrom:${address} ${usernameKey}`,
  twoFactor: (userId: string) => `2fa:${userId}`,
  password: (userId: string) => `password:${userId}`,
  /** Wrong extra passwords (the vault's) for a person, from anywhere and from one address. */
  extraPassword: (userId: string) => `extra:${userId}`,
  extraPasswordFrom: (userId: string, address: string) => `extraFrom:${address} ${userId}`,
};

/** A subject and how many failures it may have in the window before checks stop. */
export interface FailureLimit {
  subject: string;
  limit: number;
}

/** One check's reservation: a row per subject, counted as a failure until released. */
export interface Attempt {
  rowIds: string[];
}

/** How many failures (and attempts under way) for the subject fall inside the window ending now. */
async function countRecent(db: Db, subject: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('loginFailures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('subject', '=', subject)
    .where('at', '>', now - LOGIN_FAILURE_WINDOW_MS)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Reserves an attempt before the check runs: first written, then counted. Whatever the
 * interleaving (across instances too), the k-th reservation to land counts at least k rows, so
 * at most `limit` checks run per window. Null, with nothing kept, when a limit is spent.
 */
export async function reserveAttempt(db: Db, limits: FailureLimit[], now: number): Promise<Attempt | null> {
  const rows = limits.map(({ subject }) => ({ id: newId(), subject, at: now }));
  await db.insertInto('loginFailures').values(rows).execute();
  const attempt = { rowIds: rows.map((row) => row.id) };
  for (const { subject, limit } of limits) {
    if ((await countRecent(db, subject, now)) > limit) {
      await releaseAttempt(db, attempt);
      return null;
    }
  }
  return attempt;
}

/** The check failed: the reservation stays as the failure; failures out of the window go. */
export async function keepAsFailure(db: Db, now: number): Promise<void> {
  // Dropping old rows here keeps the table small without a timer.
  await db
    .deleteFrom('loginFailures')
    .where('at', '<=', now - LOGIN_FAILURE_WINDOW_MS)
    .execute();
}

/** The check passed (or never ran): the reservation is not a failure; the subjects in `forget` start again. */
export async function releaseAttempt(db: Db, attempt: Attempt, forget: string[] = []): Promise<void> {
  await db
    .deleteFrom('loginFailures')
    .where((eb) =>
      forget.length > 0
        ? eb.or([eb('id', 'in', attempt.rowIds), eb('subject', 'in', forget)])
        : eb('id', 'in', attempt.rowIds),
    )
    .execute();
}
