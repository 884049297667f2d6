import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { AppError } from '../../http/errors';

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

export const TOO_MANY_LOGINS =
  'Too many failed sign-in attempts for this username. Please wait 15 minutes and try again.';
export const TOO_MANY_CODES = 'Too many wrong codes. Please wait 15 minutes and try again.';
export const TOO_MANY_PASSWORDS = 'Too many wrong passwords. Please wait 15 minutes and try again.';

/** Answers 429 (with retry) once `limit` failures for the subject fall inside the window. */
export async function assertNotLockedOut(
  db: Db,
  subject: string,
  now: number,
  limit: number,
  message = TOO_MANY_LOGINS,
): Promise<void> {
  const row = await db
    .selectFrom('loginFailures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('subject', '=', subject)
    .where('at', '>', now - LOGIN_FAILURE_WINDOW_MS)
    .executeTakeFirst();
  if (Number(row?.count ?? 0) >= limit) throw new AppError(429, message, true);
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
