import { DASHBOARD_COUNTERS_MAX, type CountersDashboardSection } from '@ordna/contract/counters/dashboard';

import { datesBetween, dayWindow } from '@ordna/contract/kernel/periods';
import type { DashboardRange, DashboardSectionSource } from '../dashboard/public';
import { sumsPerWindowByCounter } from './counter-changes.store';
import { listGroups } from './counter-groups.store';
import { listCounters } from './counters.store';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';

/**
 * Counters on the dashboard: each of the person's own counters (shared groups show on their
 * owner's; docs/adding-an-area.md, "Dashboard section") with its change on each day of the span
 * and its value at the span's end, from one query over the span's changes.
 */
export const countersDashboardSection: DashboardSectionSource<CountersDashboardSection> = {
  id: 'counters',
  async load(db, range: DashboardRange) {
    const [groups, counters] = await Promise.all([listGroups(db, range.personId), listCounters(db, range.personId)]);
    const dates = datesBetween(range.from, range.to);
    const windows = dates.map((date) => dayWindow(date, range.timeZone));
    const sums =
      counters.length > 0 ? await sumsPerWindowByCounter(db, range.personId, windows, range.endMs) : new Map();
    const groupName = new Map(groups.map((group) => [group.id, group.name]));
    // Groups in name order, and counters by name within each (both lists come in name order).
    const rank = new Map(groups.map((group, i) => [group.id, i]));
    const ordered = [...counters].sort((a, b) => rank.get(a.counterGroupId)! - rank.get(b.counterGroupId)!);
    const shown = ordered.slice(0, DASHBOARD_COUNTERS_MAX).map((counter) => {
      const sum = sums.get(counter.id) ?? { totals: dates.map(() => 0), after: 0 };
      return {
        _id: counter.id,
        name: counter.name,
        groupName: groupName.get(counter.counterGroupId) ?? '',
        unit: counter.unit,
        dailyGoal: fromThousandths(counter.dailyGoal),
        value: fromThousandths(counter.value - sum.after),
        change: fromThousandths(sum.totals.reduce((total: number, each: number) => total + each, 0)),
        days: dates.map((date, i) => ({ date, change: fromThousandths(sum.totals[i]!) })),
      };
    });
    return { counters: shown, more: counters.length > DASHBOARD_COUNTERS_MAX };
  },
};
