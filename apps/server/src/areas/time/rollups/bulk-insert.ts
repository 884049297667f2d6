import { CompiledQuery } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Db } from '../../../db/database';

/**
 * Fast multi-row inserts for seeding and rebuilding: plain SQL text with placeholders, in chunks
 * under SQLite's 32,766 bound-parameter limit (Postgres allows 65,535). Kysely's builder costs
 * tens of microseconds a row to build and compile, which matters at a million rows.
 */

const MAX_PARAMETERS = 32_766;
const numbered = new WeakMap<object, boolean>();

/** Postgres numbers its placeholders ($1, $2…); SQLite uses ?. */
function usesNumberedPlaceholders(db: Db): boolean {
  let known = numbered.get(db);
  if (known === undefined) {
    known = db.selectFrom('users').select('id').where('id', '=', '').compile().sql.includes('$1');
    numbered.set(db, known);
  }
  return known;
}

export async function bulkInsert<T extends object>(
  db: Db,
  table: keyof Database & string,
  columns: readonly (keyof T & string)[],
  rows: readonly T[],
): Promise<void> {
  const perChunk = Math.floor(MAX_PARAMETERS / columns.length);
  const numberedStyle = usesNumberedPlaceholders(db);
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
  for (let from = 0; from < rows.length; from += perChunk) {
    const chunk = rows.slice(from, from + perChunk);
    const parameters: unknown[] = [];
    const tuples: string[] = [];
    for (const row of chunk) {
      const marks: string[] = [];
      for (const column of columns) {
        parameters.push(row[column]);
        marks.push(numberedStyle ? `$${parameters.length}` : '?');
      }
      tuples.push(`(${marks.join(', ')})`);
    }
    await db.executeQuery(CompiledQuery.raw(head + tuples.join(', '), parameters));
  }
}
