import { type Counter, type CounterGroup } from '@ordna/contract/counters';
import type { ShareRole } from '@ordna/contract/sharing';
import type { CounterRow } from './counters.store';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';

/** Rows as the API answers them: `_id`, and amounts as numbers rather than thousandths. */

/** A counter with `today`, the sum of its changes today in whole thousandths. */
export function counterAnswerOf(row: CounterRow, today = 0): Counter {
  return {
    _id: row.id,
    counterGroupId: row.counterGroupId,
    name: row.name,
    step: fromThousandths(row.step),
    unit: row.unit,
    value: fromThousandths(row.value),
    dailyGoal: fromThousandths(row.dailyGoal),
    today: fromThousandths(today),
  };
}

export function groupAnswerOf(
  group: { id: string; name: string },
  counters: CounterRow[],
  todays: ReadonlyMap<string, number> = new Map(),
): CounterGroup {
  return {
    _id: group.id,
    name: group.name,
    counters: counters
      .filter((row) => row.counterGroupId === group.id)
      .map((row) => counterAnswerOf(row, todays.get(row.id))),
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
