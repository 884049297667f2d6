import type { AccessTokens } from '@ordna/contract/auth';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { SignedIn } from '../../http/signed-in';
import { newId, newToken, sha256 } from '../../lib/ids';
import { REFRESH_GRACE_MS, type SessionDeps } from './sessions';
import { currentRevocationEpoch, sessionsRevoked } from './session-verdicts';

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
      rotatedAt: null,
      createdAt: now,
      refreshExpiresAt: now + EXTRA_REFRESH_TTL_MS,
      revokedAt: null,
    })
    .execute();
  return issueExtra(deps, signedIn, id, refreshToken);
}

/**
 * Rotates an extra refresh token into its successor, derived as the sign-in's are
 * (`TokenSigner.successorOf`): within the grace period the replaced token answers the same
 * successor again (a retry after a lost answer, a duplicated tab); after it, presenting the
 * replaced token ends that vault session (someone holds a copy). Null when the token opens
 * nothing for this sign-in.
 */
export async function rotateExtraRefreshToken(
  deps: SessionDeps,
  signedIn: SignedIn,
  refreshToken: string,
): Promise<AccessTokens | null> {
  const now = deps.clock();
  const hash = sha256(refreshToken);
  const next = deps.signer.successorOf(refreshToken);
  const rotated = await inTransaction(deps.db, async (tx) => {
    const mine = () =>
      tx
        .selectFrom('extraSessions')
        .select(['id', 'revokedAt', 'refreshExpiresAt', 'rotatedAt'])
        .where('userId', '=', signedIn.userId)
        .where('sessionId', '=', signedIn.sessionId);
    const current = await mine().where('refreshHash', '=', hash).executeTakeFirst();
    if (current) {
      if (current.revokedAt !== null || current.refreshExpiresAt <= now) return null;
      // The WHERE on the old hash lets one of two concurrent rotations write; the other finds
      // the token replaced just now, below, and answers the same successor.
      const updated = await tx
        .updateTable('extraSessions')
        .set({
          refreshHash: sha256(next),
          previousRefreshHash: hash,
          rotatedAt: now,
          refreshExpiresAt: now + EXTRA_REFRESH_TTL_MS,
        })
        .where('id', '=', current.id)
        .where('refreshHash', '=', hash)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) return current.id;
    }
    const replaced = await mine().where('previousRefreshHash', '=', hash).executeTakeFirst();
    if (!replaced || replaced.revokedAt !== null || replaced.refreshExpiresAt <= now) return null;
    if (replaced.rotatedAt !== null && replaced.rotatedAt > now - REFRESH_GRACE_MS) return replaced.id;
    await tx.updateTable('extraSessions').set({ revokedAt: now }).where('id', '=', replaced.id).execute();
    sessionsRevoked();
    return null;
  });
  return rotated === null ? null : issueExtra(deps, signedIn, rotated, next);
}

/** The vault session an extra token names, when it is genuine, unexpired and of this sign-in; else null. */
export function extraSessionIdOf(deps: SessionDeps, signedIn: SignedIn, token: string): string | null {
  const claims = deps.signer.verify(EXTRA_PURPOSE, token);
  if (!claims || claims.userId !== signedIn.userId || claims.sessionId !== signedIn.sessionId) return null;
  return typeof claims.extraSessionId === 'string' ? claims.extraSessionId : null;
}

/**
 * The vault session an extra token opens for this sign-in, or null: forged, expired, ended or
 * another's. Where this process owns the database (SQLite) a standing one is remembered as a
 * session is (session-verdicts.ts): every ending of a vault session forgets it.
 */
export async function extraSessionOfToken(
  deps: SessionDeps,
  signedIn: SignedIn,
  token: string,
): Promise<string | null> {
  const id = extraSessionIdOf(deps, signedIn, token);
  if (id === null) return null;
  const now = deps.clock();
  if (deps.verdicts?.stands(extraVerdict(id), signedIn.userId, null, now)) return id;
  const epoch = currentRevocationEpoch();
  const row = await deps.db
    .selectFrom('extraSessions')
    .select(['revokedAt', 'refreshExpiresAt'])
    .where('id', '=', id)
    .where('userId', '=', signedIn.userId)
    .where('sessionId', '=', signedIn.sessionId)
    .executeTakeFirst();
  if (!row || row.revokedAt !== null) return null;
  deps.verdicts?.remember(extraVerdict(id), signedIn.userId, null, now, epoch);
  return id;
}

/** The key a standing vault session is remembered under beside the sessions (session-verdicts.ts). */
export function extraVerdict(extraSessionId: string): string {
  return `extra ${extraSessionId}`;
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
  sessionsRevoked();
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
  sessionsRevoked();
}
