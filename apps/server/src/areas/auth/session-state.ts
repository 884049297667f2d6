import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { PreparedQuery } from '../../db/prepared-query';

/**
 * A session's state as every signed-in request checks it, with its person's stored preferences
 * (what most reads need next) and account (the signed-in user read's): one statement, one round trip on PostgreSQL. Prepared once:
 * [sessionId, userId], and with key 'extra' [sessionId, userId, extraSessionId]: the vault session
 * a request's extra token names as well (`extraRevokedAt`; `extraId` null when it is not this
 * sign-in's). A person gone (account deleted) takes the session with them: no row.
 */
export const sessionState = new PreparedQuery((db: Db, [sessionId, userId, extraSessionId]: readonly string[], key) => {
  const session = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.revokedAt', 'sessions.lastSeenAt', 'sessions.fingerprint'])
    .select(['users.preferences', 'users.username', 'users.totpEnabled'])
    .where('sessions.id', '=', sessionId!)
    .where('sessions.userId', '=', userId!);
  if (key !== 'extra') return session.select([sql<null>`null`.as('extraId'), sql<null>`null`.as('extraRevokedAt')]);
  return session
    .leftJoin('extraSessions', (join) =>
      join
        .on('extraSessions.id', '=', extraSessionId!)
        .onRef('extraSessions.userId', '=', 'sessions.userId')
        .onRef('extraSessions.sessionId', '=', 'sessions.id'),
    )
    .select(['extraSessions.id as extraId', 'extraSessions.revokedAt as extraRevokedAt']);
});
