import { AliasNode, ColumnNode, IdentifierNode, ReferenceNode, sql, type AliasedRawBuilder, type Kysely } from 'kysely';
import { jsonArrayFrom as postgresRows } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteRows } from 'kysely/helpers/sqlite';
import type { Db } from './database';
import { dialectOf } from './dialect-of';

/**
 * Several reads in one statement (docs/architecture.md, "Dialect SQL"): `select (rows of read 1)
 * as a, (rows of read 2) as b, …`, each read's rows a JSON array built by the database (Kysely's
 * `jsonArrayFrom` for SQLite or PostgreSQL). On PostgreSQL that is one round trip instead of one
 * per read; on SQLite one statement instead of several. A read must name its columns (no
 * `selectAll`), and its values come back as JSON has them (numbers, strings, null).
 */

/** A select whose rows are O (what SQLite's JSON helper takes: a select with named columns). */
export type RowsRead<O> = Parameters<typeof sqliteRows<O>>[0];

/** The column of one read: its rows as a JSON array, however the dialect builds one. */
export function rowsColumn<O, N extends string = string>(
  db: Db,
  query: RowsRead<O>,
  name: N,
): AliasedRawBuilder<O[], N> {
  // The dialect is the database's own, whatever its tables.
  const postgres = dialectOf(db as unknown as Kysely<unknown>) === 'postgres';
  return (postgres ? postgresRows(query) : sqliteRows(query)).as(name) as AliasedRawBuilder<O[], N>;
}

/**
 * The column of one read as JSON arrays of the values of `columns` (named as the read selects
 * them), in that order: for reads of many short rows, such as the time list's sums, about half
 * the text of `rowsColumn`'s objects for the database to build and the server to parse.
 */
export function valuesColumn<V extends readonly unknown[]>(
  db: Db,
  query: RowsRead<object>,
  columns: readonly string[],
  name: string,
): AliasedRawBuilder<V[], string> {
  const postgres = dialectOf(db as unknown as Kysely<unknown>) === 'postgres';
  const values = sql.join(columns.map((column) => sql.ref(`agg.${column}`)));
  const rows = postgres ? sql`json_agg(json_build_array(${values}))` : sql`json_group_array(json_array(${values}))`;
  return sql<V[]>`(select coalesce(${rows}, '[]') from ${query} as agg)`.as(name);
}

/** A read's rows from its column: SQLite answers JSON text, PostgreSQL the parsed array. */
export function rowsOfColumn<O>(value: unknown): O[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as O[];
}

/**
 * The names of the columns a read selects, in order, as Kysely's JSON helpers find them (a
 * reference, a column or an alias each; a union's are its first branch's).
 */
export function columnNamesOf(query: RowsRead<object>): string[] {
  return (query.toOperationNode().selections ?? []).map(({ selection }) => {
    if (ReferenceNode.is(selection) && ColumnNode.is(selection.column)) return selection.column.column.name;
    if (ColumnNode.is(selection)) return selection.column.name;
    if (AliasNode.is(selection) && IdentifierNode.is(selection.alias)) return selection.alias.name;
    throw new Error('A read must name each column it selects');
  });
}

/**
 * A read's rows from its `valuesColumn` (each row an array of the values of `names`), as the
 * objects `rowsColumn` would have given: about half the JSON for the database to write and the
 * server to parse.
 */
export function rowsOfValues<O>(value: unknown, names: readonly string[]): O[] {
  const arrays = rowsOfColumn<unknown[]>(value);
  const rows: Record<string, unknown>[] = new Array(arrays.length);
  for (let i = 0; i < arrays.length; i++) {
    const values = arrays[i]!;
    const row: Record<string, unknown> = {};
    for (let k = 0; k < names.length; k++) row[names[k]!] = values[k];
    rows[i] = row;
  }
  return rows as O[];
}
