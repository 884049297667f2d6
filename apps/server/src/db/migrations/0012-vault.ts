import type { Kysely } from 'kysely';

/**
 * The vault: each person's extra password (an argon2id hash of the value the browser derives from
 * it, the derivation's settings and the vault key wrapped by the browser), the vault's sessions
 * (each bound to one sign-in session, and gone with it), password groups and password entries.
 * Groups and entries hold ciphertext only; deletes run inside the area, in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const userRef = 'users.id';
  await db.schema
    .createTable('extraPasswords')
    .addColumn('userId', 'varchar(40)', (c) => c.primaryKey().references(userRef).onDelete('cascade'))
    .addColumn('authHash', 'varchar(200)', (c) => c.notNull())
    .addColumn('kdfAlgorithm', 'varchar(40)', (c) => c.notNull())
    .addColumn('kdfIterations', 'integer', (c) => c.notNull())
    .addColumn('kdfSalt', 'varchar(40)', (c) => c.notNull())
    .addColumn('wrappedVaultKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('extraSessions')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('sessionId', 'varchar(40)', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('refreshHash', 'varchar(64)', (c) => c.notNull())
    .addColumn('previousRefreshHash', 'varchar(64)')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('refreshExpiresAt', 'bigint', (c) => c.notNull())
    .addColumn('revokedAt', 'bigint')
    .execute();
  await db.schema.createIndex('extra_sessions_user').on('extraSessions').columns(['userId', 'sessionId']).execute();
  await db.schema.createIndex('extra_sessions_session').on('extraSessions').column('sessionId').execute();
  await db.schema.createIndex('extra_sessions_refresh').on('extraSessions').column('refreshHash').execute();
  await db.schema
    .createIndex('extra_sessions_previous_refresh')
    .on('extraSessions')
    .column('previousRefreshHash')
    .execute();

  await db.schema
    .createTable('passwordGroups')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_groups_user').on('passwordGroups').columns(['userId', 'createdAt']).execute();

  await db.schema
    .createTable('passwords')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('passwordGroupId', 'varchar(40)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('passwords_group')
    .on('passwords')
    .columns(['userId', 'passwordGroupId', 'createdAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('passwords').execute();
  await db.schema.dropTable('passwordGroups').execute();
  await db.schema.dropTable('extraSessions').execute();
  await db.schema.dropTable('extraPasswords').execute();
}
