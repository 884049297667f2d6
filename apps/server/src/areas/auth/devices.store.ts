import type { Db } from '../../db/database';
import type { DeviceSession } from './devices';

/**
 * Names a signed-in device of the person (null clears the name) and answers it as the device
 * list shows it; null when the person has no such device: another's, signed out or expired.
 */
export async function renameDevice(
  db: Db,
  userId: string,
  sessionId: string,
  name: string | null,
  now: number,
): Promise<DeviceSession | null> {
  const result = await db
    .updateTable('sessions')
    .set({ name })
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('refreshExpiresAt', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'fingerprint', 'userAgent', 'name', 'lastAddress', 'createdAt', 'lastSeenAt'])
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}
