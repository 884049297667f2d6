import { expect, it } from 'vitest';
import type { TimeStamp } from '@ordna/contract/time';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { HOUR, MINUTE } from '../time.test-kit';
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
 * One stamp edited through two instances of one database at once, as two devices of one person
 * would: each edit reads the stamp before it writes it and changes the rollups by the difference,
 * so the later one must see the earlier (or be refused), never take out time the stamp no longer has.
 */
const shared = useTimeInstances();
const changed = [timeRefusals.stampChanged.code];

it('keeps one edit of a stamp’s times when both instances edit it at once', async () => {
  shared.clock.set('2026-11-20T18:00:00Z');
  const [first, second] = await onBothInstances(shared);
  const group = await first.group('Work');
  const day = Date.parse('2026-11-20T06:00:00Z');
  for (let round = 0; round < ROUNDS; round++) {
    const stamp = await first.stamp(group, `Task ${round % 2}`, iso(day), iso(day + HOUR));
    // One device moves the start, the other the end (and every other round, into the next day).
    const start = day + (round + 1) * 5 * MINUTE;
    const end = day + HOUR + (round % 2 ? 20 * HOUR : (round + 1) * 7 * MINUTE);
    const answers = await atOnce(
      round,
      () => first.put<TimeStamp>('/time-stamp', { timeStampId: stamp._id, startTime: iso(start) }),
      () => second.put<TimeStamp>('/time-stamp', { timeStampId: stamp._id, endTime: iso(end) }),
    );
    const applied = answers.map((answer) => expectSuccessOrRefusal(answer, 200, changed));
    expect(applied).toContain(true);
    // The stamp is as the edits that answered 200 left it: each applied to what the other left.
    const kept = (await stampsOf(shared, first.user._id)).find((row) => row.id === stamp._id)!;
    expect(kept.startTime).toBe(applied[0] ? start : day);
    expect(kept.endTime).toBe(applied[1] ? end : day + HOUR);
    await expectAppliedOnce(shared, first.user._id);
  }
});

it('deletes a stamp once, with its time, while another instance edits it', async () => {
  shared.clock.set('2026-11-21T18:00:00Z');
  const [first, second] = await onBothInstances(shared);
  const group = await first.group('Work');
  const other = await first.group('Home');
  const otherPart = (await first.stamp(other, 'Garden', iso(Date.parse('2026-11-21T05:00:00Z')))).subGroupId;
  const day = Date.parse('2026-11-21T06:00:00Z');
  for (let round = 0; round < ROUNDS; round++) {
    const stamp = await first.stamp(group, 'Task', iso(day), iso(day + HOUR));
    // The edit lengthens the stamp, or moves it into another time group's sub group.
    const edit = round % 3 === 2 ? { subGroupId: otherPart } : { endTime: iso(day + (round + 2) * HOUR) };
    const [edited, deleted] = await atOnce(
      round,
      () => first.put<TimeStamp>('/time-stamp', { timeStampId: stamp._id, ...edit }),
      () => second.del(`/time-stamp?timeStampId=${stamp._id}`),
    );
    const gone = [timeRefusals.stampNotFound.code, ...changed];
    const wasEdited = expectSuccessOrRefusal(edited, 200, gone);
    const wasDeleted = expectSuccessOrRefusal(deleted, 200, changed);
    expect(wasEdited || wasDeleted).toBe(true);
    const kept = (await stampsOf(shared, first.user._id)).find((row) => row.id === stamp._id);
    expect(Boolean(kept)).toBe(!wasDeleted);
    await expectAppliedOnce(shared, first.user._id);
    if (kept) expect((await second.del(`/time-stamp?timeStampId=${stamp._id}`)).status).toBe(200);
  }
  // Every stamp of the rounds is gone, and its time with it.
  expect((await first.list('2026-11-21')).find((entry) => entry._id === group)).toMatchObject({ today: 0, usage: 0 });
});
