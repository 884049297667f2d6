import type { AccessTokens, Preferences } from '@ordna/contract/auth';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { newId, newToken, sha256 } from '../../lib/ids';
import { readPreferences } from './auth.store';
import type { RememberedPreferences } from './remembered-preferences';
import type { TokenSigner } from './tokens';
import { sessionState } from './session-state';
import { sessionsRevoked, type SessionVerdicts } from './session-verdicts';

/** Refresh tokens live 30 days from their last use. */
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute per session, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface SessionDeps {
  db: Db;
  signer: TokenSigner;
  clock: () => number;
  accessTokenTtlMs: number;
  /** Remembered session checks; only where this process owns the database (session-verdicts.ts). */
  verdicts?: SessionVerdicts;
  /** The preferences each person's last session check read; only where reads run beside it (PostgreSQL). */
  rememberedPreferences?: RememberedPreferences;
}

export interface DeviceInfo {
  fingerprint: string | null;
  userAgent: string | null;
  /** The client address the request came from. */
  address: string | null;
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
  // The person's sessions that ended a refresh lifetime ago are of no more use; a sign-in clears them.
  await deps.db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where((eb) =>
      eb.or([eb('refreshExpiresAt', '<=', now - REFRESH_TTL_MS), eb('revokedAt', '<=', now - REFRESH_TTL_MS)]),
    )
    .execute();
  await deps.db
    .insertInto('sessions')
    .values({
      id: sessionId,
      userId,
      refreshHash: sha256(refreshToken),
      fingerprint: device.fingerprint,
      userAgent: device.userAgent,
      lastAddress: device.address,
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

/**
 * How long a rotated refresh token still rotates: two tabs refreshing at once, or a retry after
 * a lost answer, get the same new refresh token instead of ending the session.
 */
export const REFRESH_GRACE_MS = 30_000;

interface RotatedSession {
  id: string;
  userId: string;
}

/**
 * Rotates a refresh token into its successor (the same one however often it is asked for; see
 * `TokenSigner.successorOf`). Presenting a token that a rotation replaced more than the grace
 * period ago ends that session: someone holds a copy. Replaced hashes are kept as long as a
 * refresh token could live. A rotation notes the device as seen, from `address`.
 */
export async function rotateRefreshToken(
  deps: SessionDeps,
  refreshToken: string,
  address: string | null,
): Promise<RefreshOutcome> {
  const now = deps.clock();
  const hash = sha256(refreshToken);
  const next = deps.signer.successorOf(refreshToken);
  const rotated = await inTransaction(deps.db, async (tx): Promise<RotatedSession | 'invalid' | 'reused'> => {
    const session = await tx.selectFrom('sessions').selectAll().where('refreshHash', '=', hash).executeTakeFirst();
    if (session) {
      if (session.revokedAt !== null || session.refreshExpiresAt <= now) return 'invalid';
      // The WHERE on the old hash makes two concurrent rotations of one token yield one writer;
      // the other finds the token retired just now, below, and answers the same successor.
      const updated = await tx
        .updateTable('sessions')
        .set({
          refreshHash: sha256(next),
          lastSeenAt: now,
          lastAddress: address,
          refreshExpiresAt: now + REFRESH_TTL_MS,
        })
        .where('id', '=', session.id)
        .where('refreshHash', '=', hash)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) {
        await tx.insertInto('retiredRefreshTokens').values({ hash, sessionId: session.id, retiredAt: now }).execute();
        await tx
          .deleteFrom('retiredRefreshTokens')
          .where('retiredAt', '<=', now - REFRESH_TTL_MS)
          .execute();
        return session;
      }
    }
    return rotatedAgain(tx, hash, now);
  });
  if (typeof rotated === 'string') return { kind: rotated };
  return {
    kind: 'ok',
    userId: rotated.userId,
    sessionId: rotated.id,
    access: await issueAccess(deps, rotated.userId, rotated.id, next),
  };
}

/** A token already rotated: within the grace period its live session rotates again; after it, the session ends. */
async function rotatedAgain(tx: Db, hash: string, now: number): Promise<RotatedSession | 'invalid' | 'reused'> {
  const retired = await tx
    .selectFrom('retiredRefreshTokens')
    .select(['sessionId', 'retiredAt'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  if (!retired) return 'invalid';
  if (retired.retiredAt > now - REFRESH_GRACE_MS) {
    const session = await tx
      .selectFrom('sessions')
      .select(['id', 'userId', 'revokedAt', 'refreshExpiresAt'])
      .where('id', '=', retired.sessionId)
      .executeTakeFirst();
    if (!session || session.revokedAt !== null || session.refreshExpiresAt <= now) return 'invalid';
    return session;
  }
  await tx
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('id', '=', retired.sessionId)
    .where('revokedAt', 'is', null)
    .execute();
  sessionsRevoked();
  return 'reused';
}

/** Revokes the session a refresh token (current or replaced) belongs to; unknown tokens are ignored. */
export async function revokeByRefreshToken(deps: SessionDeps, refreshToken: string): Promise<void> {
  const hash = sha256(refreshToken);
  await deps.db
    .updateTable('sessions')
    .set({ revokedAt: deps.clock() })
    .where((eb) =>
      eb.or([
        eb('refreshHash', '=', hash),
        eb('id', 'in', eb.selectFrom('retiredRefreshTokens').select('sessionId').where('hash', '=', hash)),
      ]),
    )
    .where('revokedAt', 'is', null)
    .execute();
  sessionsRevoked();
}

/** A session that stands comes with its person's preferences (read in the same statement). */
export type SessionState =
  | {
      state: 'active';
      preferences: Preferences;
      account: { username: string; is2faEnabled: boolean };
      extraOpen: boolean;
    }
  | { state: 'revoked' | 'missing' };

/**
 * Whether the session behind an access token still stands, and its person's preferences (and
 * whether the vault session `extraSessionId` stands, read in the same statement). Notes
 * the device as seen (at most once a minute) and keeps the fingerprint it last sent; both in the
 * same single write, only when due.
 */
export async function touchSession(
  deps: SessionDeps,
  userId: string,
  sessionId: string,
  fingerprint: string | null = null,
  extraSessionId?: string,
): Promise<SessionState> {
  const [session] = await (extraSessionId === undefined
    ? sessionState.execute(deps.db, 'one', [sessionId, userId])
    : sessionState.execute(deps.db, 'extra', [sessionId, userId, extraSessionId]));
  if (!session) return { state: 'missing' };
  if (session.revokedAt !== null) return { state: 'revoked' };
  const now = deps.clock();
  const seenDue = now - session.lastSeenAt >= LAST_SEEN_RESOLUTION_MS;
  const fingerprintChanged = fingerprint !== null && fingerprint !== session.fingerprint;
  if (seenDue || fingerprintChanged) {
    await deps.db
      .updateTable('sessions')
      .set({
        ...(seenDue && { lastSeenAt: now }),
        ...(fingerprintChanged && { fingerprint }),
      })
      .where('id', '=', sessionId)
      .execute();
  }
  // The vault session read with it stands when it is this sign-in's and not ended (`extraSessionOfToken`).
  const extraOpen = session.extraId !== null && session.extraRevokedAt === null;
  const account = { username: session.username, is2faEnabled: session.totpEnabled === 1 };
  return { state: 'active', preferences: readPreferences(session.preferences), account, extraOpen };
}

/** The person's signed-in devices: sessions neither revoked nor expired, most recently seen first. */
export function listActiveSessions(db: Db, userId: string, now: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'fingerprint', 'userAgent', 'name', 'lastAddress', 'createdAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('refreshExpiresAt', '>', now)
    .orderBy('lastSeenAt', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

/** Signs one of the person's devices out; false when the person has no such session. */
export async function revokeSession(db: Db, userId: string, sessionId: string, now: number): Promise<boolean> {
  const session = await db
    .selectFrom('sessions')
    .select(['id', 'revokedAt'])
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!session) return false;
  if (session.revokedAt === null) {
    await db
      .updateTable('sessions')
      .set({ revokedAt: now })
      .where('id', '=', sessionId)
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .execute();
    sessionsRevoked();
  }
  return true;
}

/** Signs out every device of the person except the one keeping `keepSessionId`. */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revokedAt', 'is', null)
    .execute();
  sessionsRevoked();
}
