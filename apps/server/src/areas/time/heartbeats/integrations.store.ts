import type { IntegrationToken } from '@ordna/contract/time/heartbeats';
import type { Db } from '../../../db/database';
import type { IntegrationTokensTable } from '../time.tables';
import { countRows } from '../../../db/count-rows';

const toAnswer = (row: IntegrationTokensTable): IntegrationToken => ({
  _id: row.id,
  name: row.name,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: row.lastUsedAt === null ? null : new Date(row.lastUsedAt).toISOString(),
});

/** The person's integration tokens, newest first (never the token itself: only its hash is kept). */
export async function listIntegrationTokens(db: Db, userId: string): Promise<IntegrationToken[]> {
  const rows = await db
    .selectFrom('integrationTokens')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toAnswer);
}

export function countIntegrationTokens(db: Db, userId: string): Promise<number> {
  return countRows(db, 'integrationTokens', { userId });
}

export async function insertIntegrationToken(db: Db, row: IntegrationTokensTable): Promise<void> {
  await db.insertInto('integrationTokens').values(row).execute();
}

/** True when the person had that token (it is gone now). */
export async function deleteIntegrationToken(db: Db, userId: string, tokenId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('integrationTokens')
    .where('userId', '=', userId)
    .where('id', '=', tokenId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whose token has this hash (the person and the token, which stands for a device); marks it used now. */
export async function useIntegrationToken(
  db: Db,
  tokenHash: string,
  now: number,
): Promise<{ tokenId: string; userId: string } | null> {
  const row = await db
    .selectFrom('integrationTokens')
    .select(['id', 'userId'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  await db.updateTable('integrationTokens').set({ lastUsedAt: now }).where('id', '=', row.id).execute();
  return { tokenId: row.id, userId: row.userId };
}
