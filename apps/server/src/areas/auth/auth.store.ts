import { defaultPreferences, isTimeZone, type Preferences } from '@ordna/contract/auth';
import type { Db } from '../../db/database';
import { PreparedQuery } from '../../db/prepared-query';
import type { UsersTable } from './auth.tables';

export type UserRow = UsersTable;

/**
 * Stored preferences over the defaults. Every value was checked when it was written (and
 * migration 0004 bounded the older ones), so reading only copies the known keys: checking each
 * field again would cost a sixth of a signed-in read. A time zone the runtime no longer knows
 * falls back to UTC, since every time answer depends on it.
 */
export function readPreferences(json: string): Preferences {
  const stored = JSON.parse(json) as Partial<Record<keyof Preferences, unknown>>;
  const merged: Record<string, unknown> = { ...defaultPreferences };
  for (const key of preferenceKeys) if (stored[key] !== undefined) merged[key] = stored[key];
  if (typeof merged.timeZone !== 'string' || !isTimeZone(merged.timeZone))
    merged.timeZone = defaultPreferences.timeZone;
  return merged as Preferences;
}

const preferenceKeys = Object.keys(defaultPreferences) as (keyof Preferences)[];

// Prepared once: every signed-in read of the account looks the person up.
const userById = new PreparedQuery((db: Db, [userId]: readonly string[]) =>
  db.selectFrom('users').selectAll().where('id', '=', userId!),
);

export async function findUserById(db: Db, userId: string) {
  const [row] = await userById.execute(db, 'one', [userId]);
  return row;
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

// Prepared once: every time request reads the person's preferences.
const storedPreferences = new PreparedQuery((db: Db, [userId]: readonly string[]) =>
  db.selectFrom('users').select('preferences').where('id', '=', userId!),
);

/** The person's preferences, for other areas (time zone, show-auto, pulse window). */
export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await storedPreferences.execute(db, 'one', [userId]);
  return row ? readPreferences(row.preferences) : defaultPreferences;
}

/** Keeps a new pending TOTP secret; false when two-factor sign-in is already on. */
export async function startTotpSetup(db: Db, userId: string, secret: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totpSecret: secret, totpLastStep: null, recoveryCodes: null })
    .where('id', '=', userId)
    .where('totpEnabled', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns two-factor sign-in on for the pending secret the code confirmed; false if the set-up changed meanwhile. */
export async function enableTotp(
  db: Db,
  userId: string,
  secret: string,
  step: number,
  recoveryCodeHashes: string[],
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totpEnabled: 1, totpLastStep: step, recoveryCodes: JSON.stringify(recoveryCodeHashes) })
    .where('id', '=', userId)
    .where('totpSecret', '=', secret)
    .where('totpEnabled', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function disableTotp(db: Db, userId: string): Promise<void> {
  await updateUser(db, userId, { totpEnabled: 0, totpSecret: null, totpLastStep: null, recoveryCodes: null });
}

/** Accepts a TOTP time step once: false when it (or a later one) was used already. */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totpLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses up a recovery code by its hash; false when it is not one of the person's unused codes. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('recoveryCodes').where('id', '=', userId).executeTakeFirst();
  if (!row?.recoveryCodes) return false;
  const hashes = JSON.parse(row.recoveryCodes) as string[];
  if (!hashes.includes(codeHash)) return false;
  // Compare-and-set on the old list: of two sign-ins racing with one code, only one wins.
  const result = await db
    .updateTable('users')
    .set({ recoveryCodes: JSON.stringify(hashes.filter((hash) => hash !== codeHash)) })
    .where('id', '=', userId)
    .where('recoveryCodes', '=', row.recoveryCodes)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
