import { expect, it } from 'vitest';
import type { TimeStamp } from '@ordna/contract/time';
import { heldUpBy, holdLocks } from '../../../testing/pg-lock-waits.test-kit';
import { HOUR, MINUTE } from '../time.test-kit';
import {
  expectAppliedOnce,
  expectSuccessOrRefusal,
  iso,
  onBothInstances,
  useTimeInstances,
} from '../time-instances.test-kit';

/**
 * Two edits on two instances of one PostgreSQL that move a stamp between two sub groups in each
 * direction: each takes its stamp's days out of one sub group's rows and puts them into the
 * other's, so both write the same rows. Calls sent at once rarely overlap inside one statement, so
 * this one makes them: a third transaction holds the last day row of the second edit's first sub
 * group while it starts, then the first edit starts, then the row is let go. Were the rows written
 * in the order the changes came (one A's then B's, the other B's then A's), each edit would now
 * wait for the other and PostgreSQL would end one as a deadlock; in key order the later waits.
 * Both must answer 200 and leave rollups equal to a rebuild.
 */
const shared = useTimeInstances();
const DAY = 24 * HOUR;

it('moves two stamps between two sub groups in each direction without a deadlock', async () => {
  shared.clock.set('2026-11-28T12:00:00Z');
  const [first, second] = await onBothInstances(shared);
  const db = shared.dbs[0]!;
  const group = await first.group('Work');
  const at = Date.parse('2026-10-27T08:00:00Z');
  const a = await first.stamp(group, 'Alpha', iso(at), iso(at + 6 * DAY));
  const b = await first.stamp(group, 'Beta', iso(at + MINUTE), iso(at + 6 * DAY + MINUTE));
  const lastDay = await db
    .selectFrom('timeDayTotals')
    .select('day')
    .where('subGroupId', '=', b.subGroupId)
    .orderBy('day', 'desc')
    .executeTakeFirstOrThrow();

  const holder = await holdLocks(db, (tx) =>
    tx
      .updateTable('timeDayTotals')
      .set((eb) => ({ ms: eb.ref('ms') }))
      .where('subGroupId', '=', b.subGroupId)
      .where('day', '=', lastDay.day)
      .execute(),
  );
  // The second edit takes Beta's days out first, and waits at the held row.
  const bToA = second.put<TimeStamp>('/time-stamp', { timeStampId: b._id, subGroupId: a.subGroupId });
  const secondPid = (await heldUpBy(db, holder.pid))!;
  // The first takes Alpha's days out, then wants Beta's the second holds (or, in key order, the first row).
  const aToB = first.put<TimeStamp>('/time-stamp', { timeStampId: a._id, subGroupId: b.subGroupId });
  await heldUpBy(db, secondPid);
  holder.letGo();
  for (const answer of await Promise.all([bToA, aToB])) expect(expectSuccessOrRefusal(answer, 200, [])).toBe(true);
  await expectAppliedOnce(shared, first.user._id);
});
