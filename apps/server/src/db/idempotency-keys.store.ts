import type { Db } from './database';
import './idempotency-keys.tables';
import type { IdempotencyKeysTable } from './idempotency-keys.tables';

/** A person's key as kept, if it is younger than `since`. */
export async function findKey(
  db: Db,
  userId: string,
  key: string,
  since: number,
): Promise<IdempotencyKeysTable | null> {
  const row = await db
    .selectFrom('idempotencyKeys')
    .selectAll()
    .where('userId', '=', userId)
    .where('key', '=', key)
    .where('createdAt', '>=', since)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Claims a key inside the write's transaction, after forgetting an expired row of the same key.
 * A second claim of the same key waits on PostgreSQL for the first transaction and then fails
 * with a unique violation; on SQLite transactions never overlap, so it fails at once.
 */
export async function claimKey(
  tx: Db,
  row: Pick<IdempotencyKeysTable, 'userId' | 'key' | 'requestHash' | 'createdAt'>,
  since: number,
): Promise<void> {
  await tx
    .deleteFrom('idempotencyKeys')
    .where('userId', '=', row.userId)
    .where('key', '=', row.key)
    .where('createdAt', '<', since)
    .execute();
  await tx
    .insertInto('idempotencyKeys')
    .values({ ...row, status: null, answer: null })
    .execute();
}

/** Keeps the answer beside a claimed key. */
export async function keepAnswer(db: Db, userId: string, key: string, status: number, answer: string): Promise<void> {
  await db
    .updateTable('idempotencyKeys')
    .set({ status, answer })
    .where('userId', '=', userId)
    .where('key', '=', key)
    .execute();
}

/**
 * Remembers a key with its answer after a write that opened no transaction of its own (its
 * retries are caught, overlapping calls are not); a key already there stays as it is.
 */
export async function rememberAnswer(db: Db, row: Omit<IdempotencyKeysTable, never>): Promise<void> {
  await db
    .insertInto('idempotencyKeys')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
    .execute();
}

/**
 * Forgets keys older than `before`, at most `chunk` of them (the oldest): one bounded delete,
 * its own statement, so a backlog never holds the table long. Answers how many went.
 */
export async function purgeExpiredKeys(db: Db, before: number, chunk: number): Promise<number> {
  const edge = await db
    .selectFrom('idempotencyKeys')
    .select('createdAt')
    .where('createdAt', '<', before)
    .orderBy('createdAt')
    .offset(chunk - 1)
    .limit(1)
    .executeTakeFirst();
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where('createdAt', edge ? '<=' : '<', edge ? edge.createdAt : before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
