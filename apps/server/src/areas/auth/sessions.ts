import type { AccessTokens } from '@ordna/contract/auth';
import type { Db } from '../../db/database';
import { newId, newToken, sha256 } from '../../lib/ids';
import type { TokenSigner } from './tokens';

/** Refresh tokens live 30 days from their last use. */
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute per session, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface SessionDeps {
  db: Db;
  signer: TokenSigner;
  clock: () => number;
  accessTokenTtlMs: number;
}

export interface DeviceInfo {
  fingerprint: string | null;
  userAgent: string | null;
}

async function issueAccess(
  deps: SessionDeps,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<AccessTokens> {
  const now = deps.clock();
  const token = await deps.signer.signAccess({ userId, sessionId }, deps.accessTokenTtlMs);
  return { token, refreshToken, created: new Date(now).toISOString(), expiresIn: deps.accessTokenTtlMs };
}

export async function startSession(deps: SessionDeps, userId: string, device: DeviceInfo) {
  const now = deps.clock();
  const refreshToken = newToken();
  const sessionId = newId();
  await deps.db
    .insertInto('sessions')
    .values({
      id: sessionId,
      userId,
      refreshHash: sha256(refreshToken),
      previousRefreshHash: null,
      fingerprint: device.fingerprint,
      userAgent: device.userAgent,
      createdAt: now,
      lastSeenAt: now,
      refreshExpiresAt: now + REFRESH_TTL_MS,
      revokedAt: null,
    })
    .execute();
  return { sessionId, access: await issueAccess(deps, userId, sessionId, refreshToken) };
}

export type RefreshOutcome =
  { kind: 'ok'; userId: string; sessionId: string; access: AccessTokens } | { kind: 'invalid' } | { kind: 'reused' };

/** Rotates a refresh token. Presenting one that was already rotated ends that session: it was copied. */
export async function rotateRefreshToken(deps: SessionDeps, refreshToken: string): Promise<RefreshOutcome> {
  const now = deps.clock();
  const hash = sha256(refreshToken);
  return deps.db.transaction().execute(async (trx) => {
    const session = await trx.selectFrom('sessions').selectAll().where('refreshHash', '=', hash).executeTakeFirst();
    if (!session) {
      const reused = await trx
        .updateTable('sessions')
        .set({ revokedAt: now })
        .where('previousRefreshHash', '=', hash)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return Number(reused.numUpdatedRows) > 0 ? { kind: 'reused' as const } : { kind: 'invalid' as const };
    }
    if (session.revokedAt !== null || session.refreshExpiresAt <= now) return { kind: 'invalid' as const };
    const next = newToken();
    // The WHERE on the old hash makes two concurrent rotations of one token yield one winner.
    const updated = await trx
      .updateTable('sessions')
      .set({
        refreshHash: sha256(next),
        previousRefreshHash: hash,
        lastSeenAt: now,
        refreshExpiresAt: now + REFRESH_TTL_MS,
      })
      .where('id', '=', session.id)
      .where('refreshHash', '=', hash)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { kind: 'invalid' as const };
    return {
      kind: 'ok' as const,
      userId: session.userId,
      sessionId: session.id,
      access: await issueAccess(deps, session.userId, session.id, next),
    };
  });
}

/** Revokes the session a refresh token belongs to; unknown tokens are ignored (logout is idempotent). */
export async function revokeByRefreshToken(deps: SessionDeps, refreshToken: string): Promise<void> {
  const hash = sha256(refreshToken);
  await deps.db
    .updateTable('sessions')
    .set({ revokedAt: deps.clock() })
    .where((eb) => eb.or([eb('refreshHash', '=', hash), eb('previousRefreshHash', '=', hash)]))
    .where('revokedAt', 'is', null)
    .execute();
}

export type SessionState = 'active' | 'revoked' | 'missing';

/** Whether the session behind an access token still stands; notes the device as seen. */
export async function touchSession(deps: SessionDeps, userId: string, sessionId: string): Promise<SessionState> {
  const session = await deps.db
    .selectFrom('sessions')
    .select(['revokedAt', 'lastSeenAt'])
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!session) return 'missing';
  if (session.revokedAt !== null) return 'revoked';
  const now = deps.clock();
  if (now - session.lastSeenAt >= LAST_SEEN_RESOLUTION_MS) {
    await deps.db.updateTable('sessions').set({ lastSeenAt: now }).where('id', '=', sessionId).execute();
  }
  return 'active';
}
