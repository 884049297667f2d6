import type { Db } from '../../db/database';
import { PreparedQuery } from '../../db/prepared-query';

/** A session's state as every signed-in request checks it, prepared once: [sessionId, userId]. */
export const sessionState = new PreparedQuery((db: Db, [sessionId, userId]: readonly string[]) =>
  db
    .selectFrom('sessions')
    .select(['revokedAt', 'lastSeenAt', 'fingerprint'])
    .where('id', '=', sessionId!)
    .where('userId', '=', userId!),
);
