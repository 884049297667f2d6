import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseMigratedTo } from '../../testing/migration.test-kit';
import type { Db } from '../database';

/**
 * The shipped migrations, up to the last one written before they were folded onto the shared
 * helpers in `schema-kit.ts`, must build the very schema they built then: every table, column,
 * type, default, key and index. The snapshots were taken from the migrations as they shipped;
 * `WRITE_SCHEMA_SNAPSHOT=1` writes them again (only ever from unrefactored code).
 */
const lastSnapshotted = '0021-notes-owners';

type Row = Record<string, unknown>;

async function sqliteSchema(db: Db): Promise<Row[]> {
  const { rows } = await sql<Row>`
    select type, name, tbl_name, sql from sqlite_master
    where name not like 'kysely_%' and name not like 'sqlite_%'
    order by type, name`.execute(db);
  return rows;
}

async function postgresSchema(db: Db): Promise<Record<string, Row[]>> {
  const columns = await sql<Row>`
    select table_name, column_name, ordinal_position, data_type, character_maximum_length,
      is_nullable, column_default
    from information_schema.columns
    where table_schema = current_schema() and table_name not like 'kysely_%'
    order by table_name, ordinal_position`.execute(db);
  const constraints = await sql<Row>`
    select c.conname as name, t.relname as table_name, c.contype as type,
      pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_class t on t.oid = c.conrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname not like 'kysely_%'
    order by t.relname, c.conname`.execute(db);
  const indexes = await sql<Row>`
    select tablename, indexname, replace(indexdef, current_schema() || '.', '') as indexdef
    from pg_indexes
    where schemaname = current_schema() and tablename not like 'kysely_%'
    order by tablename, indexname`.execute(db);
  return { columns: columns.rows, constraints: constraints.rows, indexes: indexes.rows };
}

describe(`the migrations up to ${lastSnapshotted} build the schema they shipped with`, () => {
  const at = databaseMigratedTo(lastSnapshotted);

  it('matches the snapshot taken from the shipped migrations', async () => {
    const { db, dialect } = at;
    const schema = dialect === 'sqlite' ? await sqliteSchema(db) : await postgresSchema(db);
    const file = new URL(`./schema-snapshot/${dialect}.json`, import.meta.url);
    if (process.env.WRITE_SCHEMA_SNAPSHOT === '1') writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
    expect(schema).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });
});
