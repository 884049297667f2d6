import { countersRefusals } from '@ordna/contract/counters/refusals';
import type { Db } from '../../db/database';
import { reachContainer, requireAccess, type Need } from '../sharing/public';
import { counterGroupStore } from './counter-groups.store';
import { findAnyCounter } from './counters.store';

/**
 * A counter group is the thing that is shared; its counters and their changes follow it and
 * carry its owner's userId, whoever makes them (docs/architecture.md, "Sharing"). Each finder
 * asks the sharing policy (404 when the person cannot see it, 400 when they may only view) and
 * answers the owner whose rows the stores then read and write.
 */

const { groupNotFound } = countersRefusals;

export const reachGroup = reachContainer('group', 'counterGroup', counterGroupStore.findAny, groupNotFound);

export async function reachCounter(db: Db, personId: string, counterId: string, need: Need) {
  const row = await findAnyCounter(db, counterId);
  const owned = row && { id: row.counterGroupId, ownerId: row.userId };
  const access = await requireAccess(db, personId, 'counterGroup', owned, need, countersRefusals.counterNotFound);
  const { userId, ...counter } = row!;
  return { counter, ownerId: userId, access };
}
