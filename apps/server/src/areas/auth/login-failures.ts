import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';

/**
 * Failed password and code checks are counted in the database so every instance behind a
 * load balancer sees them. Each kind of check counts apart, so guessing one cannot lock out another.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const failureSubject = {
  login: (usernameKey: string) => `login:${usernameKey}`,
  twoFactor: (userId: string) => `2fa:${userId}`,
  password: (userId: string) => `password:${userId}`,
};

/** How many failures for the subject fall inside the window ending now. */
export async function countRecentFailures(db: Db, subject: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('loginFailures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('subject', '=', subject)
    .where('at', '>', now - LOGIN_FAILURE_WINDOW_MS)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function recordLoginFailure(db: Db, subject: string, now: number): Promise<void> {
  await db.insertInto('loginFailures').values({ id: newId(), subject, at: now }).execute();
  // Old failures no longer count; dropping them here keeps the table small without a timer.
  await db
    .deleteFrom('loginFailures')
    .where('at', '<=', now - LOGIN_FAILURE_WINDOW_MS)
    .execute();
}

export async function clearLoginFailures(db: Db, subject: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('subject', '=', subject).execute();
}
