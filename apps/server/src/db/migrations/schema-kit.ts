import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

/**
 * The shapes the migrations repeat: a person's table (`id`, then `userId` gone with the account),
 * a named container (`name`, `nameKey` unique per person, `createdAt`), indexes and drops in one
 * line each. A migration that has shipped must build the same schema after it moves onto these:
 * `schema-snapshot.test.ts` compares it with the schema it built before, on both databases.
 */

type Build = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** A column: its type (not null), or its type with `null` (nullable) or a build of its own. */
export type Column = ColumnDataType | readonly [ColumnDataType, null | Build];
export type Columns = Readonly<Record<string, Column>>;

// The builder's column-name parameter only narrows what later calls accept; these helpers add
// columns by name from data, so they work on the widest builder.
type TableBuilder = CreateTableBuilder<string, string>;

const required: Build = (c) => c.notNull();

/** The person a row belongs to, gone with their account. */
export const person: Column = ['varchar(40)', (c) => c.notNull().references('users.id').onDelete('cascade')];
export const id: Column = ['varchar(40)', (c) => c.primaryKey()];

/** A not-null column with a default. */
export function withDefault(type: ColumnDataType, value: number | string): Column {
  return [type, (c) => c.notNull().defaultTo(value)];
}

/** Adds the columns in order. */
export function withColumns(table: TableBuilder, columns: Columns): TableBuilder {
  let built = table;
  for (const [name, column] of Object.entries(columns)) {
    const [type, build] = typeof column === 'string' ? [column, required] : column;
    built = build ? built.addColumn(name, type, build) : built.addColumn(name, type);
  }
  return built;
}

/** A table of the columns, in order. */
export function table(db: Kysely<unknown>, name: string, columns: Columns): TableBuilder {
  return withColumns(db.schema.createTable(name) as TableBuilder, columns);
}

/** A person's table: `id` and `userId` first, then the columns. */
export function ownedTable(db: Kysely<unknown>, name: string, columns: Columns): TableBuilder {
  return table(db, name, { id, userId: person, ...columns });
}

/**
 * A person's named container: `name` and `nameKey` (unique per person, under `index`), the extra
 * columns, then `createdAt`.
 */
export async function createNamedContainer(
  db: Kysely<unknown>,
  name: string,
  index: string,
  extra: Columns = {},
): Promise<void> {
  await ownedTable(db, name, {
    name: 'varchar(200)',
    nameKey: 'varchar(200)',
    ...extra,
    createdAt: 'bigint',
  }).execute();
  await createIndex(db, index, name, ['userId', 'nameKey'], { unique: true });
}

/** An index on the columns, in order. */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  on: string,
  columns: readonly string[],
  options: { unique?: boolean } = {},
): Promise<void> {
  const index = db.schema
    .createIndex(name)
    .on(on)
    .columns([...columns]);
  await (options.unique ? index.unique() : index).execute();
}

/** Adds each column to an existing table, one statement a column (as SQLite needs). */
export async function addColumns(db: Kysely<unknown>, to: string, columns: Columns): Promise<void> {
  for (const [name, column] of Object.entries(columns)) {
    const [type, build] = typeof column === 'string' ? [column, required] : column;
    const alter = db.schema.alterTable(to);
    await (build ? alter.addColumn(name, type, build) : alter.addColumn(name, type)).execute();
  }
}

/** Drops the tables, in order. */
export async function dropTables(db: Kysely<unknown>, names: readonly string[]): Promise<void> {
  for (const name of names) await db.schema.dropTable(name).execute();
}

/**
 * Rewrites every person's stored preferences with `rewrite` (which returns the JSON unchanged
 * when it keeps it), a page of 500 people at a time so a large database stays in bounds.
 */
export async function rewritePreferences(untyped: Kysely<unknown>, rewrite: (json: string) => string): Promise<void> {
  const db = untyped as unknown as Kysely<{ users: { id: string; preferences: string } }>;
  const page = 500;
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'preferences'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(page)
      .execute();
    for (const row of rows) {
      const kept = rewrite(row.preferences);
      if (kept !== row.preferences) {
        await db.updateTable('users').set({ preferences: kept }).where('id', '=', row.id).execute();
      }
    }
    if (rows.length < page) return;
    after = rows[rows.length - 1]!.id;
  }
}
