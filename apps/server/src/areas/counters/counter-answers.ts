import { fromThousandths, type Counter, type CounterGroup } from '@ordna/contract/counters';
import type { ShareRole } from '@ordna/contract/sharing';
import type { CounterRow } from './counters.store';

/** Rows as the API answers them: `_id`, and amounts as numbers rather than thousandths. */

export function counterAnswerOf(row: CounterRow): Counter {
  return {
    _id: row.id,
    counterGroupId: row.counterGroupId,
    name: row.name,
    step: fromThousandths(row.step),
    unit: row.unit,
    value: fromThousandths(row.value),
  };
}

export function groupAnswerOf(group: { id: string; name: string }, counters: CounterRow[]): CounterGroup {
  return {
    _id: group.id,
    name: group.name,
    counters: counters.filter((row) => row.counterGroupId === group.id).map(counterAnswerOf),
  };
}

/** Who shared a group with the person, on a group that is not theirs. */
export function sharedByOf(group: {
  shareId: string | null;
  role: ShareRole | null;
  ownerName: string | null;
}): Pick<CounterGroup, 'sharedBy'> {
  if (!group.shareId || !group.role) return {};
  return { sharedBy: { shareId: group.shareId, role: group.role, ownerName: group.ownerName ?? '' } };
}
