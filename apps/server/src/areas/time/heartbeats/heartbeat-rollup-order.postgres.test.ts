import { expect, it } from 'vitest';
import type { HeartbeatAnswer } from '@ordna/contract/time/heartbeats';
import type { TimeStamp } from '@ordna/contract/time';
import { body } from '../../../testing/test-app.test-kit';
import { holdRow, overlapBehind } from '../../../testing/pg-lock-waits.test-kit';
import { MINUTE } from '../time.test-kit';
import {
  expectAppliedOnce,
  expectSuccessOrRefusal,
  instance,
  iso,
  onBothInstances,
  stampsOf,
  useTimeInstances,
} from '../time-instances.test-kit';
import { createRule, createToken, postHeartbeats } from './heartbeats.test-kit';

/**
 * A batch of heartbeats that extends two of a rule's stamps, on two days, while an edit on the
 * other instance changes a third stamp on the second day (two instances of one PostgreSQL). Every
 * time write takes its stamps, then its rollup rows in key order (docs/architecture.md, "The time
 * area's lock order"). Were the batch to write each stamp's rollups before the next stamp (the
 * first day's, the week's, the sub group's total…), it would hold the week while the edit held the
 * second day, each would wait for the other and PostgreSQL would end one as a deadlock (503
 * `common.busy`). A third transaction holds the second stamp's row so the two overlap every time.
 */
const shared = useTimeInstances();
const DAY_ONE = Date.parse('2026-11-23T08:00:00Z');
const DAY_TWO = Date.parse('2026-11-24T08:00:00Z');

async function heartbeats(to: 0 | 1, token: string, times: number[]) {
  const payload = times.map((time, i) => ({ url: `https://example.com/${i}`, title: 'Example', time: iso(time) }));
  return postHeartbeats(instance(shared, to), token, payload);
}

it('extends two stamps while an edit changes a third on the second day, without a deadlock', async () => {
  shared.clock.set('2026-11-28T12:00:00Z');
  const [first] = await onBothInstances(shared);
  const db = shared.dbs[0]!;
  const token = await createToken(shared.apps[0]!, first.user);
  const timeGroupId = await first.group('Browsing');
  await createRule(shared.apps[0]!, first.user, {
    pattern: 'example.com',
    matchOn: 'host',
    timeGroupId,
    subGroupName: 'Example',
  });
  // Three automatic stamps: one on the first day, two on the second an hour apart.
  const seed = [DAY_ONE, DAY_ONE + MINUTE, DAY_TWO, DAY_TWO + MINUTE, DAY_TWO + 60 * MINUTE, DAY_TWO + 61 * MINUTE];
  expect((await heartbeats(0, token, seed)).statusCode).toBe(200);
  const [, dayTwo, later] = await stampsOf(shared, first.user._id);

  const holder = await holdRow(db, 'timeStamps', dayTwo!.id);
  // The batch extends the first day's stamp, then waits at the second day's; on the other instance,
  // the edit finishes, or (rollups taken stamp by stamp) waits for a row the batch holds.
  const [folded, answer] = await overlapBehind(
    db,
    holder,
    () => heartbeats(1, token, [DAY_ONE + 2 * MINUTE, DAY_TWO + 2 * MINUTE]),
    () => first.put<TimeStamp>('/time-stamp', { timeStampId: later!.id, endTime: iso(DAY_TWO + 70 * MINUTE) }),
  );
  expect(folded.statusCode, folded.body).toBe(200);
  expect(body<HeartbeatAnswer>(folded).data.matched).toBe(2);
  expect(expectSuccessOrRefusal(answer, 200, [])).toBe(true);
  expect((await stampsOf(shared, first.user._id)).map((stamp) => [stamp.startTime, stamp.endTime])).toEqual([
    [DAY_ONE, DAY_ONE + 2 * MINUTE],
    [DAY_TWO, DAY_TWO + 2 * MINUTE],
    [DAY_TWO + 60 * MINUTE, DAY_TWO + 70 * MINUTE],
  ]);
  await expectAppliedOnce(shared, first.user._id);
});
