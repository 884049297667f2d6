import { defaultPreferences, preferencesSchema, type Preferences } from '@ordna/contract/auth';
import type { Db } from '../../db/database';
import type { UsersTable } from './auth.tables';

export type UserRow = UsersTable;

/** Stored preferences over the defaults; a key that no longer validates falls back to its default. */
export function readPreferences(json: string): Preferences {
  const stored = JSON.parse(json) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...defaultPreferences };
  for (const [key, value] of Object.entries(stored)) {
    const field = preferencesSchema.shape[key as keyof Preferences];
    if (field && field.safeParse(value).success) merged[key] = value;
  }
  return merged as Preferences;
}

export function findUserById(db: Db, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export function findUserByUsername(db: Db, username: string) {
  return db.selectFrom('users').selectAll().where('usernameKey', '=', username.trim().toLowerCase()).executeTakeFirst();
}

export async function insertUser(db: Db, user: UsersTable): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(db: Db, userId: string, changes: Partial<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** The person's preferences, for other areas (time zone, show-auto, pulse window). */
export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const row = await db.selectFrom('users').select('preferences').where('id', '=', userId).executeTakeFirst();
  return row ? readPreferences(row.preferences) : defaultPreferences;
}
