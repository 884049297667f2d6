import type { Kysely } from 'kysely';
import { createIndex, dropTables, ownedTable, table, type Columns } from './schema-kit';

/**
 * The vault: each person's extra password (an argon2id hash of the value the browser derives from
 * it, the derivation's settings and the vault key wrapped by the browser), the vault's sessions
 * (each bound to one sign-in session, and gone with it), password groups and password entries.
 * Groups and entries hold ciphertext only; deletes run inside the area, in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'extraPasswords', {
    userId: ['varchar(40)', (c) => c.primaryKey().references('users.id').onDelete('cascade')],
    authHash: 'varchar(200)',
    kdfAlgorithm: 'varchar(40)',
    kdfIterations: 'integer',
    kdfSalt: 'varchar(40)',
    wrappedVaultKey: 'varchar(200)',
    createdAt: 'bigint',
    updatedAt: 'bigint',
  }).execute();

  await ownedTable(db, 'extraSessions', {
    sessionId: ['varchar(40)', (c) => c.notNull().references('sessions.id').onDelete('cascade')],
    refreshHash: 'varchar(64)',
    previousRefreshHash: ['varchar(64)', null],
    rotatedAt: ['bigint', null],
    createdAt: 'bigint',
    refreshExpiresAt: 'bigint',
    revokedAt: ['bigint', null],
  }).execute();
  await createIndex(db, 'extra_sessions_user', 'extraSessions', ['userId', 'sessionId']);
  await createIndex(db, 'extra_sessions_session', 'extraSessions', ['sessionId']);
  await createIndex(db, 'extra_sessions_refresh', 'extraSessions', ['refreshHash']);
  await createIndex(db, 'extra_sessions_previous_refresh', 'extraSessions', ['previousRefreshHash']);

  const sealed: Columns = { data: 'text', createdAt: 'bigint', updatedAt: 'bigint' };
  await ownedTable(db, 'passwordGroups', sealed).execute();
  await createIndex(db, 'password_groups_user', 'passwordGroups', ['userId', 'createdAt']);

  await ownedTable(db, 'passwords', { passwordGroupId: 'varchar(40)', ...sealed }).execute();
  await createIndex(db, 'passwords_group', 'passwords', ['userId', 'passwordGroupId', 'createdAt']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['passwords', 'passwordGroups', 'extraSessions', 'extraPasswords']);
}
