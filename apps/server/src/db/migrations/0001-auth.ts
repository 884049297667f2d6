import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(80)', (c) => c.notNull())
    .addColumn('usernameKey', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('passwordHash', 'text', (c) => c.notNull())
    .addColumn('preferences', 'text', (c) => c.notNull())
    .addColumn('totpSecret', 'text')
    .addColumn('totpEnabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('totpLastStep', 'bigint')
    .addColumn('recoveryCodes', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('refreshHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('fingerprint', 'varchar(128)')
    .addColumn('userAgent', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('lastSeenAt', 'bigint', (c) => c.notNull())
    .addColumn('refreshExpiresAt', 'bigint', (c) => c.notNull())
    .addColumn('revokedAt', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['userId', 'revokedAt']).execute();

  // Every refresh token a rotation replaced: presenting one again means it was copied.
  await db.schema
    .createTable('retiredRefreshTokens')
    .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('sessionId', 'varchar(40)', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('retiredAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('retired_refresh_tokens_at').on('retiredRefreshTokens').column('retiredAt').execute();

  await db.schema
    .createTable('loginFailures')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_subject').on('loginFailures').columns(['subject', 'at']).execute();

  await db.schema
    .createTable('appSecrets')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['appSecrets', 'loginFailures', 'retiredRefreshTokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
