import type { FastifyRequest } from 'fastify';
import type { ExtraPasswordChange } from '@ordna/contract/auth';
import { authRefusals } from '@ordna/contract/auth/refusals';
import type { Db } from '../../db/database';
import type { AppDeps } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { SignedIn } from '../../http/signed-in';
import { hashPassword } from './argon';
import { confirmPassword, signedInUser } from './confirm-password';
import { extraSessionOf } from './extra-check';
import { findExtraPassword, insertExtraPassword, replaceExtraPassword } from './extra-password.store';
import { endOtherExtraSessions } from './extra-sessions';
import type { SessionDeps } from './sessions';

/** The four fields of a body that sets the extra password, or null when it sends none. */
export function extraPasswordChangeOf(body: Partial<ExtraPasswordChange>): ExtraPasswordChange | null {
  const { currentPassword, extraPassword, kdf, wrappedVaultKey } = body;
  // The schema takes all four or none (requireAllExtraPasswordFields).
  if (!currentPassword || !extraPassword || !kdf || !wrappedVaultKey) return null;
  return { currentPassword, extraPassword, kdf, wrappedVaultKey };
}

/**
 * Checks a new extra password and answers the write that keeps it, for the caller's transaction.
 * The first one needs the sign-in password; a change needs the vault open as well (a valid
 * extra token of this sign-in), since only an open vault could re-wrap the same vault key, and
 * it ends every other vault session. No entry is touched: they stay sealed with the vault key.
 */
export async function prepareExtraPassword(
  deps: AppDeps,
  sessions: SessionDeps,
  request: FastifyRequest,
  signedIn: SignedIn,
  change: ExtraPasswordChange,
): Promise<(tx: Db) => Promise<void>> {
  const { userId } = signedIn;
  const current = await findExtraPassword(deps.db, userId);
  const keep = current ? await extraSessionOf(request, signedIn, sessions) : null;
  if (current && !keep) throw badRequest(authRefusals.extraPasswordChangeLocked);
  await confirmPassword(deps, await signedInUser(deps, userId), change.currentPassword);
  const now = deps.clock();
  const fields = {
    authHash: await hashPassword(change.extraPassword),
    kdfAlgorithm: change.kdf.algorithm,
    kdfIterations: change.kdf.iterations,
    kdfSalt: change.kdf.salt,
    wrappedVaultKey: change.wrappedVaultKey,
    updatedAt: now,
  };
  return async (tx) => {
    if (!current) {
      // Set from elsewhere since the check: changing it needs the vault open.
      if (!(await insertExtraPassword(tx, { userId, createdAt: now, ...fields }))) {
        throw badRequest(authRefusals.extraPasswordChangeLocked);
      }
      return;
    }
    await replaceExtraPassword(tx, userId, fields);
    await endOtherExtraSessions(tx, userId, keep, now);
  };
}
