import type { Db } from '../../db/database';

/**
 * Locks the person's row until the transaction ends (a write that changes nothing: a row lock on
 * PostgreSQL, the write lock on SQLite), so two whole-account operations at once (two deletions,
 * two imports) run one after the other. False when the person is gone already.
 */
export async function lockPerson(tx: Db, userId: string): Promise<boolean> {
  const result = await tx
    .updateTable('users')
    .set((eb) => ({ username: eb.ref('username') }))
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
