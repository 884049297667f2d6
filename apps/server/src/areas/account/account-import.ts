import { sql } from 'kysely';
import { preferencesSchema, type Preferences } from '@ordna/contract/auth';
import { accountRefusals } from '@ordna/contract/account/refusals';
import { authRefusals } from '@ordna/contract/auth/refusals';
import type { Db } from '../../db/database';
import { willRepeat } from '../../db/statement-cache';
import { inTransaction } from '../../db/transaction';
import type { AppDeps } from '../../http/context';
import { AppError, badRequest, conflict, notFound, outageAnswerOf, withText } from '../../http/errors';
import { nextTurn } from '../../lib/next-turn';
import { personByUsername, preferencesOf } from '../auth/public';
import { exportedTables, type ExportedTable } from './account-tables';
import type { ExportHead } from './export-reading';
import type { Spool } from './import-spool';
import { ImportRowRefused, NewIds } from './import-ids';
import { importedRow, type RowContext } from './imported-rows';
import {
  asRunningImport,
  markImport,
  removeStaleImport,
  removeUnfinishedImport,
  touchImport,
  unmarkImport,
} from './import-marker';
import { lockPerson } from './person-lock';
import { columnsOf } from './table-columns';

/** What reading the file found: its head and how many rows of each table wait in the spool. */
export interface ExportRead {
  head: ExportHead;
  rows: Record<string, number>;
}

/**
 * Brings an export back into an empty account (docs/architecture.md, "The whole account"): the
 * file was read whole and checked (export-reading.ts), its rows wait in a spool file; here they
 * are inserted table by table in account-tables.ts order, every row with a new id and its links
 * to the new ids; then the preferences, and each area rebuilds what it derives from its rows
 * (`personArrived`). The person's row is locked first and the account checked empty under that
 * lock, so two imports at once apply once.
 *
 * PostgreSQL does it all in one transaction. SQLite has one writer, which a transaction of a
 * million rows would keep from everyone else for many seconds: there each batch of rows is a
 * transaction of its own (the first one claims the empty account), and a failure part way
 * removes what was imported (the account was empty before it).
 *
 * Answers the rows made, table by table.
 */
export async function importAccount(
  deps: AppDeps,
  userId: string,
  reading: ExportRead,
  spool: Spool,
): Promise<Record<string, number>> {
  const made = Object.fromEntries(exportedTables.map(({ table }) => [table, reading.rows[table] ?? 0]));
  const importing = new Importing(deps, userId, reading.head);
  try {
    if (deps.dialect === 'postgres') {
      await inTransaction(deps.db, async (tx) => {
        await importing.claim(tx);
        for await (const batch of spool.batches(POSTGRES_BATCH_ROWS)) await importing.insert(tx, batch);
        await importing.finish(tx);
      });
    } else {
      // What an earlier import of theirs left when it stopped part way goes first.
      await removeStaleImport(deps, userId);
      await asRunningImport(userId, () => stagedImport(deps, userId, importing, spool));
    }
    // Committed: this instance's next read of the person guesses the imported preferences.
    await deps.hooks.emit('preferencesSaved', { userId, preferences: importing.preferences! });
    return made;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof ImportRowRefused) throw damaged(error.message);
    // A row the database refuses (a missing value, a number where text belongs) is a damaged file.
    throw outageAnswerOf(error) ?? damaged(error instanceof Error ? error.message : String(error));
  } finally {
    importing.close();
  }
}

/** Rows per transaction on SQLite: a few milliseconds of the one writer each. */
export const SQLITE_BATCH_ROWS = 2_000;
const POSTGRES_BATCH_ROWS = 10_000;

/**
 * SQLite: the first batch claims the empty account and marks the import under way
 * (import-marker.ts); each batch is a transaction of its own, then the areas' rebuilds in their
 * own batches, and the last transaction removes the mark. A failure removes what was written; a
 * stop leaves the mark, and start-up removes the rows it names.
 */
async function stagedImport(deps: AppDeps, userId: string, importing: Importing, spool: Spool): Promise<void> {
  let claimed = false;
  try {
    for await (const batch of spool.batches(SQLITE_BATCH_ROWS)) {
      await inTransaction(deps.db, async (tx) => {
        if (claimed) await touchImport(tx, userId, deps.clock());
        else await importing.claim(tx);
        await importing.insert(tx, batch);
      });
      claimed = true;
      await nextTurn();
    }
    if (!claimed) await inTransaction(deps.db, (tx) => importing.claim(tx));
    claimed = true;
    await importing.finish(deps.db);
  } catch (error) {
    if (claimed) await removeUnfinishedImport(deps, userId);
    throw error;
  }
}

/** One import's state across its transactions: the new ids given so far and each table's columns. */
class Importing {
  private readonly ids = new NewIds();
  private readonly people = new Map<string, string>();
  private readonly columns = new Map<string, string[]>();
  private tx: Db;
  /** The preferences `finish` wrote. */
  preferences?: Preferences;

  constructor(
    private readonly deps: AppDeps,
    private readonly userId: string,
    private readonly head: ExportHead,
  ) {
    this.tx = deps.db;
  }

  /** The new ids' file removed. */
  close(): void {
    this.ids.close();
  }

  async claim(tx: Db): Promise<void> {
    if (!(await lockPerson(tx, this.userId))) throw notFound(authRefusals.noSuchUser);
    if (!(await isEmpty(tx, this.userId))) throw conflict(accountRefusals.importNotEmpty);
    await markImport(tx, this.userId, this.deps.clock());
  }

  async insert(tx: Db, { table, rows }: { table: string; rows: Record<string, unknown>[] }): Promise<void> {
    this.tx = tx;
    const exported = exportedTables.find((candidate) => candidate.table === table)!;
    if (!this.columns.has(table)) {
      const columns = await columnsOf(tx, this.deps.dialect, table);
      this.columns.set(
        table,
        columns.filter((column) => !exported.leaveOut?.includes(column)),
      );
    }
    await insertRows(tx, exported, this.columns.get(table)!, rows, this.context());
  }

  /** The areas' rebuilds (in their own batches), then the preferences and the mark's removal in one transaction. */
  async finish(db: Db): Promise<void> {
    const preferences = await importedPreferences(db, this.userId, this.head.person.preferences, this.ids);
    await this.deps.hooks.emit('personArrived', { db, userId: this.userId, timeZone: preferences.timeZone });
    await inTransaction(db, async (tx) => {
      await tx
        .updateTable('users')
        .set({ preferences: JSON.stringify(preferences) })
        .where('id', '=', this.userId)
        .execute();
      await unmarkImport(tx, this.userId);
    });
    this.preferences = preferences;
  }

  private context(): RowContext {
    const exporter = this.head.person.username;
    return {
      userId: this.userId,
      ids: this.ids,
      // The exporter is the importing person; someone else who changed a shared counter, when they
      // have an account here by that name, is them; otherwise the change is the importer's.
      personOf: async (username) => {
        if (typeof username !== 'string' || username === exporter) return this.userId;
        if (!this.people.has(username)) {
          this.people.set(username, (await personByUsername(this.tx, username))?.id ?? this.userId);
        }
        return this.people.get(username)!;
      },
    };
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

/**
 * Rows per insert statement. Every statement is one of two shapes per table, ROWS_PER_STATEMENT
 * rows or one, so each stays prepared (`willRepeat`) and is reused: a statement of a different
 * length for every batch would be prepared anew each time, and SQLite's memory for it (native, out
 * of V8's sight) is only given back when the garbage collector gets round to it, so it grew with
 * the file.
 */
const ROWS_PER_STATEMENT = 100;

async function insertRows(
  tx: Db,
  table: ExportedTable,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
  context: RowContext,
): Promise<void> {
  const carried = new Set(columns);
  const into = sql`insert into ${sql.table(table.table)} (${sql.join(columns.map((column) => sql.ref(column)))})`;
  // One statement's rows made and sent at a time: a batch's rows as query pieces all at once
  // would outlive many statements' garbage collections and be moved to the old generation.
  for (let from = 0; from < rows.length;) {
    const size = rows.length - from >= ROWS_PER_STATEMENT ? ROWS_PER_STATEMENT : 1;
    const tuples = [];
    for (const row of rows.slice(from, from + size)) {
      const unknown = Object.keys(row).find((column) => !carried.has(column) || column === 'userId');
      if (unknown) throw new ImportRowRefused(`${table.table}: a column this server does not keep: ${unknown}`);
      const made = await importedRow(table, row, context);
      tuples.push(sql`(${sql.join(columns.map((column) => made[column] ?? null))})`);
    }
    const query = sql`${into} values ${sql.join(tuples)}`.compile(tx);
    willRepeat(query.sql);
    await tx.executeQuery(query);
    from += size;
  }
}

/**
 * The exported preferences over the person's own, the time group of the journal and the default
 * shopping list pointing at their new ids (the time zone is the one the time rollups follow).
 */
async function importedPreferences(db: Db, userId: string, exported: unknown, ids: NewIds): Promise<Preferences> {
  const checked = preferencesSchema.partial().safeParse(exported);
  if (!checked.success) throw new ImportRowRefused(`preferences: ${checked.error.issues[0]?.message}`);
  const preferences = { ...(await preferencesOf(db, { userId })), ...checked.data };
  preferences.journalGroup = ids.of('timeGroups', preferences.journalGroup);
  preferences.defaultShoppingList = ids.of('shoppingLists', preferences.defaultShoppingList);
  return preferences;
}
