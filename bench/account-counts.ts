import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database';
import { derivedTables, exportedTables } from '../apps/server/src/areas/account/account-tables';

/**
 * Each table's rows of two people counted side by side: every exported table and every table
 * rebuilt from them (less the notes' search index, which has no owner column), so a round trip
 * (account-import.ts) shows the import made what the export held, no more and no less.
 */
export async function countsOfBoth(
  db: Db,
  exporter: string,
  importer: string,
): Promise<{ table: Record<string, { exporter: number; importer: number }>; differ: string[] }> {
  const tables = [...exportedTables.map(({ table }) => table), ...Object.keys(derivedTables)].filter(
    (table) => table !== 'notesSearch',
  );
  const table: Record<string, { exporter: number; importer: number }> = {};
  const differ: string[] = [];
  for (const name of tables) {
    const counts = { exporter: await owned(db, name, exporter), importer: await owned(db, name, importer) };
    if (counts.exporter > 0 || counts.importer > 0) table[name] = counts;
    if (counts.exporter !== counts.importer) differ.push(`${name} ${counts.exporter} ≠ ${counts.importer}`);
  }
  return { table, differ };
}

async function owned(db: Db, table: string, userId: string): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}
    where ${sql.ref('userId')} = ${userId}`.execute(db);
  return Number(rows[0]!.count);
}
