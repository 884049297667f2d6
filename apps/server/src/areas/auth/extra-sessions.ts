import type { AccessTokens } from '@ordna/contract/auth';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { SignedIn } from '../../http/signed-in';
import { newId, newToken, sha256 } from '../../lib/ids';
import type { SessionDeps } from './sessions';

/**
 * The vault's sessions (docs/architecture.md, "Three levels of access"). One is opened with the
 * extra password on a sign-in session and belongs to it: its extra token names both, is accepted
 * only beside an access token of that session, and its rows go with the session. So signing out,
 * or any revocation of the sign-in, ends the vault's sessions too.
 */

/** How long an extra refresh token lives from its last use: a working day; the web locks on idle sooner. */
export const EXTRA_REFRESH_TTL_MS = 12 * 60 * 60 * 1000;
const EXTRA_PURPOSE = 'extra';

async function issueExtra(
  deps: SessionDeps,
  signedIn: SignedIn,
  extraSessionId: string,
  refreshToken: string,
): Promise<AccessTokens> {
  const claims = { userId: signedIn.userId, sessionId: signedIn.sessionId, extraSessionId };
  const token = await deps.signer.sign(EXTRA_PURPOSE, claims, deps.accessTokenTtlMs);
  const created = new Date(deps.clock()).toISOString();
  return { token, refreshToken, created, expiresIn: deps.accessTokenTtlMs };
}

/** Opens a vault session on the request's sign-in session; the person's ended ones are cleared first. */
export async function startExtraSession(deps: SessionDeps, signedIn: SignedIn): Promise<AccessTokens> {
  const now = deps.clock();
  const refreshToken = newToken();
  const id = newId();
  await deps.db
    .deleteFrom('extraSessions')
    .where('userId', '=', signedIn.userId)
    .where((eb) => eb.or([eb('refreshExpiresAt', '<=', now), eb('revokedAt', 'is not', null)]))
    .execute();
  await deps.db
    .insertInto('extraSessions')
    .values({
      id,
      userId: signedIn.userId,
      sessionId: signedIn.sessionId,
      refreshHash: sha256(refreshToken),
      previousRefreshHash: null,
      createdAt: now,
      refreshExpiresAt: now + EXTRA_REFRESH_TTL_MS,
      revokedAt: null,
    })
    .execute();
  return issueExtra(deps, signedIn, id, refreshToken);
}

/**
 * Rotates an extra refresh token: each is good once. The one it replaced, presented again, ends
 * that vault session (someone holds a copy). Null when the token opens nothing for this session.
 */
export async function rotateExtraRefreshToken(
  deps: SessionDeps,
  signedIn: SignedIn,
  refreshToken: string,
): Promise<AccessTokens | null> {
  const now = deps.clock();
  const hash = sha256(refreshToken);
  const next = newToken();
  const rotated = await inTransaction(deps.db, async (tx) => {
    const mine = tx
      .selectFrom('extraSessions')
      .select(['id', 'refreshHash', 'revokedAt', 'refreshExpiresAt'])
      .where('userId', '=', signedIn.userId)
      .where('sessionId', '=', signedIn.sessionId);
    const current = await mine.where('refreshHash', '=', hash).executeTakeFirst();
    if (!current) {
      await tx
        .updateTable('extraSessions')
        .set({ revokedAt: now })
        .where('userId', '=', signedIn.userId)
        .where('previousRefreshHash', '=', hash)
        .where('revokedAt', 'is', null)
        .execute();
      return null;
    }
    if (current.revokedAt !== null || current.refreshExpiresAt <= now) return null;
    // The WHERE on the old hash lets one of two concurrent rotations win; the other is refused.
    const updated = await tx
      .updateTable('extraSessions')
      .set({ refreshHash: sha256(next), previousRefreshHash: hash, refreshExpiresAt: now + EXTRA_REFRESH_TTL_MS })
      .where('id', '=', current.id)
      .where('refreshHash', '=', hash)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1 ? current.id : null;
  });
  return rotated === null ? null : issueExtra(deps, signedIn, rotated, next);
}

/** The vault session an extra token opens for this sign-in, or null: forged, expired, ended or another's. */
export async function extraSessionOfToken(
  deps: SessionDeps,
  signedIn: SignedIn,
  token: string,
): Promise<string | null> {
  const claims = await deps.signer.verify(EXTRA_PURPOSE, token);
  if (!claims || claims.userId !== signedIn.userId || claims.sessionId !== signedIn.sessionId) return null;
  if (typeof claims.extraSessionId !== 'string') return null;
  const row = await deps.db
    .selectFrom('extraSessions')
    .select(['revokedAt', 'refreshExpiresAt'])
    .where('id', '=', claims.extraSessionId)
    .where('userId', '=', signedIn.userId)
    .where('sessionId', '=', signedIn.sessionId)
    .executeTakeFirst();
  return row && row.revokedAt === null ? claims.extraSessionId : null;
}

/** Ends the vault sessions of one sign-in session (signing out of passwords on this device). */
export async function endExtraSessions(db: Db, signedIn: SignedIn, now: number): Promise<void> {
  await db
    .updateTable('extraSessions')
    .set({ revokedAt: now })
    .where('userId', '=', signedIn.userId)
    .where('sessionId', '=', signedIn.sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends every vault session of the person but `keepId` (a changed extra password), or all of them. */
export async function endOtherExtraSessions(db: Db, userId: string, keepId: string | null, now: number): Promise<void> {
  let ending = db
    .updateTable('extraSessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keepId !== null) ending = ending.where('id', '!=', keepId);
  await ending.execute();
}
