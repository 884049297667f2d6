import { expect, it } from 'vitest';
import type { TimeStamp } from '@ordna/contract/time';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { HOUR, MINUTE, type TimeClient } from '../time.test-kit';
import {
  atOnce,
  expectAppliedOnce,
  expectSuccessOrRefusal,
  iso,
  onBothInstances,
  ROUNDS,
  stampsOf,
  useTimeInstances,
} from '../time-instances.test-kit';

/**
 * A sub group moved into another time group's sub group (its stamps go there, it goes) through
 * one instance while the other writes a stamp into it. The move reads the sub group's stamps and
 * rollups before it moves them; a stamp written meanwhile must move with them or land in a sub
 * group that exists (a new one of that name, as after the move), never stay behind in a deleted
 * one, and the rollups of both time groups must follow.
 */
const shared = useTimeInstances();
const DAY = Date.parse('2026-11-22T06:00:00Z');

/** A sub group `name` of `group` with one hour's stamp (and the stamp). */
async function withAnHour(client: TimeClient, group: string, name: string, at: number): Promise<TimeStamp> {
  return client.stamp(group, name, iso(at), iso(at + HOUR));
}

function move(client: TimeClient, from: TimeStamp, to: TimeStamp) {
  return () =>
    client.put('/sub-group', { moveSubGroup: true, subGroupId: from.subGroupId, newSubGroupId: to.subGroupId });
}

const moveRefusals = [timeRefusals.subGroupRunning.code, timeRefusals.subGroupNotFound.code];

it('moves a stamp recorded in the sub group at once with it, or keeps it in the sub group made again', async () => {
  shared.clock.set('2026-11-22T18:00:00Z');
  const [first, second] = await onBothInstances(shared);
  const [home, work] = [await first.group('Home'), await first.group('Work')];
  for (let round = 0; round < ROUNDS; round++) {
    const from = await withAnHour(first, home, `From ${round}`, DAY);
    const to = await withAnHour(first, work, `To ${round}`, DAY + HOUR);
    const at = DAY + (round + 2) * HOUR;
    const record = () =>
      second.post<TimeStamp>('/time-stamp', {
        timeGroupId: home,
        name: `From ${round}`,
        startTime: iso(at),
        endTime: iso(at + 30 * MINUTE),
      });
    const [moved, recorded] = await atOnce(round, move(first, from, to), record);
    expect(expectSuccessOrRefusal(moved, 200, moveRefusals)).toBe(true);
    expect(expectSuccessOrRefusal(recorded, 201, [])).toBe(true);
    const stamps = await stampsOf(shared, first.user._id);
    const kept = stamps.find((stamp) => stamp.id === recorded.data._id)!;
    // Before the move it went with the stamps to `to`; after it, into a new `From` of Home.
    if (kept.subGroupId !== to.subGroupId) expect(kept.subGroupId).not.toBe(from.subGroupId);
    expect(stamps.find((stamp) => stamp.id === from._id)?.subGroupId).toBe(to.subGroupId);
    await expectAppliedOnce(shared, first.user._id);
  }
});

it('never leaves two stamps running in one sub group when a stamp-in meets a move', async () => {
  shared.clock.set('2026-11-23T18:00:00Z');
  const [first, second] = await onBothInstances(shared);
  const [home, work] = [await first.group('Home'), await first.group('Work')];
  for (let round = 0; round < ROUNDS; round++) {
    const from = await withAnHour(first, home, `From ${round}`, DAY + 24 * HOUR);
    const to = await first.stamp(work, `To ${round}`);
    const stampIn = () => second.post<TimeStamp>('/time-stamp', { timeGroupId: home, name: `From ${round}` });
    const [moved, started] = await atOnce(round, move(first, from, to), stampIn);
    const wasMoved = expectSuccessOrRefusal(moved, 200, moveRefusals);
    const wasStarted = expectSuccessOrRefusal(started, 201, [timeRefusals.subGroupRunning.code]);
    expect(wasMoved || wasStarted).toBe(true);
    await expectAppliedOnce(shared, first.user._id);
    const running = (await stampsOf(shared, first.user._id)).filter((stamp) => stamp.ended === 0);
    // `to`'s stamp, and the new one in a sub group of its own (a new `From`, made after the move).
    expect(running.length).toBe(wasStarted ? 2 : 1);
    await first.put('/time-stamp', { timeStampId: to._id, ended: true });
    if (wasStarted) await first.put('/time-stamp', { timeStampId: started.data._id, ended: true });
  }
});

it('moves a stamp edited into the sub group at once with it, or refuses the edit', async () => {
  shared.clock.set('2026-11-24T18:00:00Z');
  const [first, second] = await onBothInstances(shared);
  const [home, work] = [await first.group('Home'), await first.group('Work')];
  for (let round = 0; round < ROUNDS; round++) {
    const from = await withAnHour(first, home, `From ${round}`, DAY + 48 * HOUR);
    const to = await withAnHour(first, work, `To ${round}`, DAY + 49 * HOUR);
    const side = await withAnHour(first, home, `Side ${round}`, DAY + 50 * HOUR);
    const edit = () => second.put<TimeStamp>('/time-stamp', { timeStampId: side._id, subGroupId: from.subGroupId });
    const [moved, edited] = await atOnce(round, move(first, from, to), edit);
    expect(expectSuccessOrRefusal(moved, 200, moveRefusals)).toBe(true);
    const wasEdited = expectSuccessOrRefusal(edited, 200, [
      timeRefusals.subGroupNotFound.code,
      timeRefusals.stampChanged.code,
    ]);
    const kept = (await stampsOf(shared, first.user._id)).find((stamp) => stamp.id === side._id)!;
    expect(kept.subGroupId).toBe(wasEdited ? to.subGroupId : side.subGroupId);
    await expectAppliedOnce(shared, first.user._id);
  }
});
