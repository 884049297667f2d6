import { sql } from 'kysely';
import { accountRefusals } from '@ordna/contract/account/refusals';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { AppDeps } from '../../http/context';
import { conflict } from '../../http/errors';
import { newId } from '../../lib/ids';
import { nextTurn } from '../../lib/next-turn';
import { derivedTables, exportedTables } from './account-tables';
import type {} from './account.tables';

/**
 * The mark of an account import under way (`accountImports`, docs/architecture.md, "The whole
 * account"). On SQLite an import commits its rows in batches of their own transactions; the mark
 * is written with the first batch and removed with the last, so a stop part way (a crash, a
 * restart, power) leaves it beside the rows it names. Those rows are removed at start-up (SQLite
 * runs one instance, so every mark then is an import that stopped) and by the person's next
 * import when the mark is stale: another instance's untouched for IMPORT_STALE_MS, or this
 * instance's with no import of the person running here. On PostgreSQL the whole import is one
 * transaction: the mark is never seen outside it.
 */

/** This process: a mark it wrote while it runs is an import under way. */
const thisInstance = newId(16);
const running = new Set<string>();

/** How long another instance's import may go without committing a batch before it counts as stopped. */
export const IMPORT_STALE_MS = 10 * 60_000;

/** Rows deleted per transaction while an unfinished import is removed. */
const DELETE_BATCH_ROWS = 2_000;

/** Runs `work` as the person's import under way on this instance. */
export async function asRunningImport<T>(userId: string, work: () => Promise<T>): Promise<T> {
  running.add(userId);
  try {
    return await work();
  } finally {
    running.delete(userId);
  }
}

/** Writes the mark, in the transaction of the first batch (the person's row is locked). */
export async function markImport(tx: Db, userId: string, now: number): Promise<void> {
  const mark = await tx.selectFrom('accountImports').select('userId').where('userId', '=', userId).executeTakeFirst();
  if (mark) throw conflict(accountRefusals.importNotEmpty);
  await tx
    .insertInto('accountImports')
    .values({ userId, instance: thisInstance, startedAt: now, touchedAt: now })
    .execute();
}

/** Notes that the import committed another batch (its mark stays fresh). */
export async function touchImport(tx: Db, userId: string, now: number): Promise<void> {
  await tx.updateTable('accountImports').set({ touchedAt: now }).where('userId', '=', userId).execute();
}

/** Removes the mark: the import is whole (in its last transaction). */
export async function unmarkImport(tx: Db, userId: string): Promise<void> {
  await tx.deleteFrom('accountImports').where('userId', '=', userId).execute();
}

/** Removes the rows of every import that stopped part way (at start-up: this instance runs none yet). */
export async function removeStoppedImports(deps: AppDeps): Promise<void> {
  const marks = await deps.db.selectFrom('accountImports').select('userId').execute();
  for (const { userId } of marks) await removeUnfinishedImport(deps, userId);
}

/** Before an import: the rows of the person's earlier import that stopped part way, removed. */
export async function removeStaleImport(deps: AppDeps, userId: string): Promise<void> {
  const mark = await deps.db
    .selectFrom('accountImports')
    .select(['instance', 'touchedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!mark) return;
  const stale =
    mark.instance === thisInstance ? !running.has(userId) : deps.clock() - Number(mark.touchedAt) > IMPORT_STALE_MS;
  if (stale) await removeUnfinishedImport(deps, userId);
}

/**
 * What an unfinished import wrote, removed (the account was empty before it): what the areas
 * keep outside the person's tables (`personLeaving`, the notes' search entries), then every
 * exported and derived row of the person, children first, in batches of their own
 * transactions, and the mark last, so a stop while removing leaves it to be removed again.
 */
export async function removeUnfinishedImport(deps: AppDeps, userId: string): Promise<void> {
  await inTransaction(deps.db, (tx) => deps.hooks.emit('personLeaving', { db: tx, userId }));
  const tables = [...Object.keys(derivedTables), ...[...exportedTables].reverse().map(({ table }) => table)];
  for (const table of tables.filter((name) => name !== 'notesSearch')) {
    await deleteOwned(deps, table, userId);
  }
  await inTransaction(deps.db, (tx) => unmarkImport(tx, userId));
}

async function deleteOwned(deps: AppDeps, table: string, userId: string): Promise<void> {
  if (deps.dialect === 'postgres') {
    await sql`delete from ${sql.table(table)} where ${sql.ref('userId')} = ${userId}`.execute(deps.db);
    return;
  }
  for (;;) {
    const { numAffectedRows } = await sql`delete from ${sql.table(table)} where rowid in
      (select rowid from ${sql.table(table)} where ${sql.ref('userId')} = ${userId} limit ${DELETE_BATCH_ROWS})`.execute(
      deps.db,
    );
    if (Number(numAffectedRows ?? 0) < DELETE_BATCH_ROWS) return;
    await nextTurn();
  }
}
