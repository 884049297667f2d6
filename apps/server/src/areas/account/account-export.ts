import { sql } from 'kysely';
import { EXPORT_FORMAT, EXPORT_VERSION } from '@ordna/contract/account/export';
import type { Db } from '../../db/database';
import { nextTurn } from '../../lib/next-turn';
import { exportedTables, type ExportedTable } from './account-tables';

/** Rows read at a time: the export never holds a whole table in memory. */
const ROWS_PER_PAGE = 1_000;

type Row = Record<string, unknown>;

/**
 * The whole account as one JSON document, written a page of rows at a time (a million stamps
 * stream in constant memory): the person's username and preferences, every exported table's
 * rows that are theirs (without the owner column, which is them), and the shares they gave and
 * received by reference.
 */
export async function* accountExport(db: Db, userId: string, now: number): AsyncGenerator<string> {
  const person = await db
    .selectFrom('users')
    .select(['username', 'preferences', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date(now).toISOString(),
    person: {
      username: person.username,
      preferences: JSON.parse(person.preferences) as unknown,
      createdAt: person.createdAt,
    },
  };
  yield `${JSON.stringify(head).slice(0, -1)},"tables":{`;
  const usernames = new Usernames(db);
  for (const [index, table] of exportedTables.entries()) {
    yield `${index === 0 ? '' : ','}${JSON.stringify(table.table)}:[`;
    let first = true;
    for await (const rows of pagesOf(db, table, userId)) {
      let chunk = '';
      for (const row of rows) {
        for (const column of table.people ?? []) row[column] = await usernames.of(row[column]);
        chunk += (first ? '' : ',') + JSON.stringify(carried(row, table));
        first = false;
      }
      yield chunk;
      // SQLite reads a page at once (no I/O to wait on), and a client that reads fast takes every
      // chunk at once too: without a turn here a large export held the event loop, and every
      // other request, until its last byte (over a minute for 100,000 notes and 1,000,000 stamps).
      await nextTurn();
    }
    yield ']';
  }
  yield `},"shares":${JSON.stringify(await sharesOf(db, userId))}}`;
}

/** People's usernames by id, each read once (a counter's changes name few people, many times). */
class Usernames {
  private readonly known = new Map<string, string | null>();
  constructor(private readonly db: Db) {}

  async of(id: unknown): Promise<string | null> {
    if (typeof id !== 'string') return null;
    if (!this.known.has(id)) {
      const row = await this.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirst();
      this.known.set(id, row?.username ?? null);
    }
    return this.known.get(id)!;
  }
}

/** A row as it is carried: the owner and the left-out columns gone. */
function carried(row: Row, table: ExportedTable): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === 'userId' || table.leaveOut?.includes(column)) continue;
    out[column] =
      table.binary?.includes(column) && value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value;
  }
  return out;
}

/** The person's rows of a table, a page at a time, in a stable order (by id, or by its key). */
async function* pagesOf(db: Db, table: ExportedTable, userId: string): AsyncGenerator<Row[]> {
  const PAGE = table.page ?? ROWS_PER_PAGE;
  const owned = sql`${sql.ref('userId')} = ${userId}`;
  if (!table.key) {
    // By id, each page after the last: as quick for the millionth stamp as for the first.
    let after = '';
    for (;;) {
      const { rows } = await sql<Row>`select * from ${sql.table(table.table)}
        where ${owned} and ${sql.ref('id')} > ${after} order by ${sql.ref('id')} limit ${PAGE}`.execute(db);
      if (rows.length > 0) yield rows;
      if (rows.length < PAGE) return;
      after = String(rows[rows.length - 1]!.id);
    }
  }
  const order = sql.join(table.key.map((column) => sql.ref(column)));
  for (let offset = 0; ; offset += PAGE) {
    const { rows } = await sql<Row>`select * from ${sql.table(table.table)} where ${owned}
      order by ${order} limit ${PAGE} offset ${offset}`.execute(db);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
  }
}

/** Shares by reference: what the person shared and with whom, and what was shared with them by whom. */
async function sharesOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('share')
    .innerJoin('users as owner', 'owner.id', 'share.ownerId')
    .innerJoin('users as person', 'person.id', 'share.personId')
    .select([
      'share.kind',
      'share.thingId',
      'share.role',
      'share.ownerId',
      'owner.username as owner',
      'person.username as person',
    ])
    .where((eb) => eb.or([eb('share.ownerId', '=', userId), eb('share.personId', '=', userId)]))
    .orderBy('share.id')
    .execute();
  return {
    given: rows
      .filter((row) => row.ownerId === userId)
      .map(({ kind, thingId, role, person }) => ({ kind, thingId, role, with: person })),
    received: rows
      .filter((row) => row.ownerId !== userId)
      .map(({ kind, thingId, role, owner }) => ({ kind, thingId, role, from: owner })),
  };
}
