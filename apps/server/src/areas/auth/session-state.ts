import type { Db } from '../../db/database';
import { PreparedQuery } from '../../db/prepared-query';

/**
 * A session's state as every signed-in request checks it, with its person's stored preferences
 * (what most reads need next): one statement, one round trip on PostgreSQL. Prepared once:
 * [sessionId, userId]. A person gone (account deleted) takes the session with them: no row.
 */
export const sessionState = new PreparedQuery((db: Db, [sessionId, userId]: readonly string[]) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.revokedAt', 'sessions.lastSeenAt', 'sessions.fingerprint', 'users.preferences'])
    .where('sessions.id', '=', sessionId!)
    .where('sessions.userId', '=', userId!),
);
