import { expect, it } from 'vitest';
import type { TimeStamp } from '@ordna/contract/time';
import { HOUR, MINUTE } from '../time.test-kit';
import {
  atOnce,
  expectAppliedOnce,
  expectSuccessOrRefusal,
  iso,
  onBothInstances,
  useTimeInstances,
} from '../time-instances.test-kit';

/**
 * Two edits through two instances of one database at once that change the same rollup rows (a
 * sub group's days, weeks, months and all-time row) from opposite ends: each takes its stamp's
 * old time out and puts the new in, in one statement per table. Were the rows written in the order
 * the changes came, one edit would lock A's rows then B's and the other B's then A's, and
 * PostgreSQL would end one of them as a deadlock (a 500). Both must answer 200, and the rollups
 * must equal a rebuild.
 */
const shared = useTimeInstances();
const ROUNDS = 6;
const DAY = 24 * HOUR;

it('moves two stamps between two sub groups in each direction at once', async () => {
  shared.clock.set('2026-11-28T12:00:00Z');
  const [first, second] = await onBothInstances(shared);
  const group = await first.group('Work');
  // Seven days each (the longest a stamp may be): 7 day rows, 2 weeks and a month or two per sub group.
  const start = Date.parse('2026-10-27T08:00:00Z');
  for (let round = 0; round < ROUNDS; round++) {
    const at = start + round * 4 * HOUR;
    const a = await first.stamp(group, 'Alpha', iso(at), iso(at + 7 * DAY - HOUR));
    const b = await first.stamp(group, 'Beta', iso(at + MINUTE), iso(at + 7 * DAY - HOUR + MINUTE));
    const answers = await atOnce(
      round,
      () => first.put<TimeStamp>('/time-stamp', { timeStampId: a._id, subGroupId: b.subGroupId }),
      () => second.put<TimeStamp>('/time-stamp', { timeStampId: b._id, subGroupId: a.subGroupId }),
    );
    for (const answer of answers) expect(expectSuccessOrRefusal(answer, 200, [])).toBe(true);
    await expectAppliedOnce(shared, first.user._id);
  }
});

it('lengthens one stamp into the next day while another moves from it into the day before', async () => {
  shared.clock.set('2026-11-28T12:00:00Z');
  const [first, second] = await onBothInstances(shared);
  const group = await first.group('Work');
  for (let round = 0; round < ROUNDS; round++) {
    // Two days of their own each round; the one adds to the second day, the other to the first.
    const day = Date.parse('2026-09-01T00:00:00+02:00') + round * 2 * DAY;
    const evening = await first.stamp(group, 'Task', iso(day + 20 * HOUR), iso(day + 21 * HOUR));
    const morning = await first.stamp(group, 'Task', iso(day + DAY + 2 * HOUR), iso(day + DAY + 3 * HOUR));
    const answers = await atOnce(
      round,
      // The day, then the next: the evening's stamp ends after midnight.
      () => first.put<TimeStamp>('/time-stamp', { timeStampId: evening._id, endTime: iso(day + DAY + HOUR) }),
      // The next day (taken out), then the day: the morning's stamp moves to the evening before.
      () =>
        second.put<TimeStamp>('/time-stamp', {
          timeStampId: morning._id,
          startTime: iso(day + 17 * HOUR),
          endTime: iso(day + 18 * HOUR),
        }),
    );
    for (const answer of answers) expect(expectSuccessOrRefusal(answer, 200, [])).toBe(true);
    await expectAppliedOnce(shared, first.user._id);
  }
});
