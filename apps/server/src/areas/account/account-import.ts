import { sql } from 'kysely';
import { preferencesSchema } from '@ordna/contract/auth';
import type { AccountExportDocument } from '@ordna/contract/account/export';
import { accountRefusals } from '@ordna/contract/account/refusals';
import { authRefusals } from '@ordna/contract/auth/refusals';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { AppDeps } from '../../http/context';
import { AppError, badRequest, conflict, notFound, outageAnswerOf, withText } from '../../http/errors';
import { personByUsername, preferencesOf } from '../auth/public';
import { exportedTables, type ExportedTable } from './account-tables';
import { importedRow, ImportRowRefused, NewIds, type RowContext } from './imported-rows';
import { lockPerson } from './person-lock';
import { columnsOf } from './table-columns';

/**
 * Brings an export back into an empty account (docs/architecture.md, "The whole account"), in
 * one transaction: every row with a new id and its links to the new ids, parents first (the
 * order of account-tables.ts); then the preferences, and each area rebuilds what it derives
 * from its rows (`personArrived`). Any failure, a damaged row late in the file included, rolls
 * everything back: the account is as empty as before. The person's row is locked first and the
 * account checked empty under that lock, so two imports at once apply once.
 *
 * Answers the rows made, table by table.
 */
export async function importAccount(
  deps: AppDeps,
  userId: string,
  document: AccountExportDocument,
): Promise<Record<string, number>> {
  const known = new Set(exportedTables.map((table) => table.table));
  const foreign = Object.keys(document.tables).find((table) => !known.has(table));
  if (foreign) throw damaged(`a table this server does not keep: ${foreign}`);
  try {
    return await inTransaction(deps.db, async (tx) => {
      if (!(await lockPerson(tx, userId))) throw notFound(authRefusals.noSuchUser);
      if (!(await isEmpty(tx, userId))) throw conflict(accountRefusals.importNotEmpty);
      const context = rowContext(tx, userId, document.person.username);
      const made: Record<string, number> = {};
      for (const table of exportedTables) {
        const rows = document.tables[table.table] ?? [];
        made[table.table] = rows.length;
        await insertRows(tx, deps, table, rows, context);
      }
      const timeZone = await importPreferences(tx, userId, document.person.preferences, context.ids);
      await deps.hooks.emit('personArrived', { db: tx, userId, timeZone });
      return made;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof ImportRowRefused) throw damaged(error.message);
    // A row the database refuses (a missing value, a number where text belongs) is a damaged file.
    throw outageAnswerOf(error) ?? damaged(error instanceof Error ? error.message : String(error));
  }
}

function damaged(detail: string): AppError {
  return badRequest(withText(accountRefusals.importInvalid, `${accountRefusals.importInvalid.message} (${detail})`));
}

/** Whether the person owns no row of any exported table. */
async function isEmpty(tx: Db, userId: string): Promise<boolean> {
  for (const { table } of exportedTables) {
    const { rows } =
      await sql`select 1 from ${sql.table(table)} where ${sql.ref('userId')} = ${userId} limit 1`.execute(tx);
    if (rows.length > 0) return false;
  }
  return true;
}

function rowContext(tx: Db, userId: string, exporter: string): RowContext {
  const people = new Map<string, string>();
  return {
    userId,
    ids: new NewIds(),
    // The exporter is the importing person; someone else who changed a shared counter, when they
    // have an account here by that name, is them; otherwise the change is the importer's.
    personOf: async (username) => {
      if (typeof username !== 'string' || username === exporter) return userId;
      if (!people.has(username)) people.set(username, (await personByUsername(tx, username))?.id ?? userId);
      return people.get(username)!;
    },
  };
}

/** Parameters per statement, under SQLite's 32,766 (PostgreSQL allows 65,535). */
const PARAMETERS_MAX = 30_000;

async function insertRows(
  tx: Db,
  deps: AppDeps,
  table: ExportedTable,
  rows: readonly Record<string, unknown>[],
  context: RowContext,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = (await columnsOf(tx, deps.dialect, table.table)).filter(
    (column) => !table.leaveOut?.includes(column),
  );
  const carried = new Set(columns);
  const perStatement = Math.max(1, Math.floor(PARAMETERS_MAX / columns.length));
  for (let from = 0; from < rows.length; from += perStatement) {
    const tuples = [];
    for (const row of rows.slice(from, from + perStatement)) {
      const unknown = Object.keys(row).find((column) => !carried.has(column) || column === 'userId');
      if (unknown) throw new ImportRowRefused(`${table.table}: a column this server does not keep: ${unknown}`);
      const made = await importedRow(table, row, context);
      tuples.push(sql`(${sql.join(columns.map((column) => made[column] ?? null))})`);
    }
    await sql`insert into ${sql.table(table.table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      values ${sql.join(tuples)}`.execute(tx);
  }
}

/**
 * The exported preferences over the person's own, the time group of the journal and the default
 * shopping list pointing at their new ids. Answers the time zone, which the time rollups follow.
 */
async function importPreferences(tx: Db, userId: string, exported: unknown, ids: NewIds): Promise<string> {
  const checked = preferencesSchema.partial().safeParse(exported);
  if (!checked.success) throw new ImportRowRefused(`preferences: ${checked.error.issues[0]?.message}`);
  const preferences = { ...(await preferencesOf(tx, userId)), ...checked.data };
  preferences.journalGroup = ids.of('timeGroups', preferences.journalGroup);
  preferences.defaultShoppingList = ids.of('shoppingLists', preferences.defaultShoppingList);
  await tx
    .updateTable('users')
    .set({ preferences: JSON.stringify(preferences) })
    .where('id', '=', userId)
    .execute();
  return preferences.timeZone;
}
