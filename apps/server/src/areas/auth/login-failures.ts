import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { AppError } from '../../http/errors';

/** Failed logins are counted in the database so every instance behind a load balancer sees them. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export async function assertNotLockedOut(db: Db, usernameKey: string, now: number, limit: number): Promise<void> {
  const row = await db
    .selectFrom('loginFailures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('usernameKey', '=', usernameKey)
    .where('at', '>', now - LOGIN_FAILURE_WINDOW_MS)
    .executeTakeFirst();
  if (Number(row?.count ?? 0) >= limit) {
    throw new AppError(
      429,
      'Too many failed sign-in attempts for this username. Please wait 15 minutes and try again.',
      true,
    );
  }
}

export async function recordLoginFailure(db: Db, usernameKey: string, now: number): Promise<void> {
  await db.insertInto('loginFailures').values({ id: newId(), usernameKey, at: now }).execute();
  await db
    .deleteFrom('loginFailures')
    .where('at', '<=', now - LOGIN_FAILURE_WINDOW_MS)
    .execute();
}

export async function clearLoginFailures(db: Db, usernameKey: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('usernameKey', '=', usernameKey).execute();
}
