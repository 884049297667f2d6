import { inTransaction } from '../../db/transaction';
import type { AppDeps } from '../../http/context';
import { sessionsRevoked } from '../auth/public';
import { sharesOfPerson, tellAudience } from '../sharing/public';
import { lockPerson } from './person-lock';

/**
 * Deletes a person and everything they own in one transaction (docs/architecture.md, "The whole
 * account"). Every table of a person's things references `users` with ON DELETE CASCADE, so the
 * one delete takes them all, and their sessions with them: the next call from any of their
 * devices, on any instance, is refused. Areas with data outside those tables (the notes search
 * index on SQLite) clear it on `personLeaving`, in the same transaction. What others shared with
 * the person stays theirs: only the share goes.
 *
 * Answers whether this call deleted the person (false when another call got there first).
 */
export async function deletePerson(deps: AppDeps, userId: string): Promise<boolean> {
  const { db, hooks, live } = deps;
  const outcome = await inTransaction(db, async (tx) => {
    // Taken first, so two deletions at once run one after the other and the second finds no one.
    if (!(await lockPerson(tx, userId))) return null;
    const shares = await sharesOfPerson(tx, userId);
    await hooks.emit('personLeaving', { db: tx, userId });
    await tx.deleteFrom('users').where('id', '=', userId).execute();
    return shares;
  });
  if (!outcome) return false;
  sessionsRevoked();
  // The people they shared with lose the thing; the owners who shared with them see the share go.
  for (const share of outcome) {
    if (share.ownerId === userId) {
      live.publish({ kind: share.kind, id: share.thingId, action: 'deleted' }, [share.personId]);
    } else {
      tellAudience(db, live, share.kind, share.thingId, { kind: share.kind, id: share.thingId, action: 'changed' });
    }
  }
  return true;
}
