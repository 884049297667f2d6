import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { User } from '@ordna/contract/auth';
import { accountExportDocument } from '@ordna/contract/account/export';
import type { Db } from '../../db/database';
import { as } from '../../testing/test-app.test-kit';
import { call, makeEverything, SECRET } from '../../testing/everything.test-kit';

const DAY_MS = 86_400_000;

/**
 * A large import for the tests of what happens beside and after it: the export of one of
 * everything made by `person`, with `stamps` more ended time stamps, a day apart (so it takes
 * many SQLite batches, and its time rollups many rows).
 */
export async function largeExport(
  app: FastifyInstance,
  person: User,
  stamps: number,
): Promise<{ file: string; stamps: number }> {
  await makeEverything(app, person, SECRET, []);
  const exported = accountExportDocument.parse(JSON.parse((await call(app, person, 'GET', '/account/export')).body));
  const stamp = exported.tables.timeStamps!.find((row) => row.ended === 1)!;
  const many = Array.from({ length: stamps }, (_, i) => ({
    ...stamp,
    id: `many-stamp-${i}`,
    startTime: Number(stamp.startTime) - (i + 1) * DAY_MS,
    endTime: Number(stamp.endTime) - (i + 1) * DAY_MS,
  }));
  const timeStamps = [...exported.tables.timeStamps!, ...many];
  return {
    file: JSON.stringify({ ...exported, tables: { ...exported.tables, timeStamps } }),
    stamps: timeStamps.length,
  };
}

/** The file sent as the person's import. */
export function sendImport(app: FastifyInstance, person: User, file: string) {
  return app.inject({
    method: 'POST',
    url: '/api/account/import',
    headers: { ...as(person), 'content-type': 'application/json' },
    payload: file,
  });
}

/** How many of a table's rows the person owns. */
export async function owned(db: Db, table: string, person: User): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}
    where ${sql.ref('userId')} = ${person._id}`.execute(db);
  return Number(rows[0]!.count);
}
