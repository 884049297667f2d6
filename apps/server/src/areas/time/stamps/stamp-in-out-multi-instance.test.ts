import { expect, it } from 'vitest';
import type { TimeStamp } from '@ordna/contract/time';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { MINUTE } from '../time.test-kit';
import {
  atOnce,
  expectAppliedOnce,
  expectSuccessOrRefusal,
  onBothInstances,
  ROUNDS,
  stampsOf,
  useTimeInstances,
} from '../time-instances.test-kit';

/**
 * Stamping in and out, double-clicked through a load balancer: the same click reaches two
 * instances of one database at once. A sub group runs one stamp at a time (the product's rule:
 * the second start answers 409 'A stamp is already running in this sub group.'), and a stamp ends
 * once, its time counted once in the rollups.
 */
const shared = useTimeInstances();

it('starts one stamp when both instances stamp in to one sub group at once', async () => {
  shared.clock.set('2026-11-18T09:00:00Z');
  const [first, second] = await onBothInstances(shared);
  const group = await first.group('Work');
  for (let round = 0; round < ROUNDS; round++) {
    // Even rounds a new sub group (made by the stamp-in), odd rounds one that exists.
    const name = `Task ${Math.floor(round / 2)}`;
    const stampIn = (client: typeof first) => () => client.post<TimeStamp>('/time-stamp', { timeGroupId: group, name });
    const answers = await atOnce(round, stampIn(first), stampIn(second));
    const started = answers.filter((answer) =>
      expectSuccessOrRefusal(answer, 201, [timeRefusals.subGroupRunning.code]),
    );
    expect(started).toHaveLength(1);
    const running = (await second.get<TimeStamp[]>('/time-stamp?active=true')).data;
    expect(running.map((stamp) => stamp._id)).toEqual([started[0]!.data._id]);
    await expectAppliedOnce(shared, first.user._id);
    // Stamped out before the next round, so it may start there again.
    shared.clock.advance(10 * MINUTE);
    expect((await first.put('/time-stamp', { timeStampId: started[0]!.data._id, ended: true })).status).toBe(200);
  }
  expect((await stampsOf(shared, first.user._id)).map((stamp) => stamp.ended)).toEqual(
    Array.from({ length: ROUNDS }, () => 1),
  );
});

it('ends a running stamp once when both instances stamp out at once', async () => {
  shared.clock.set('2026-11-19T09:00:00Z');
  const [first, second] = await onBothInstances(shared);
  const group = await first.group('Work');
  for (let round = 0; round < ROUNDS; round++) {
    const stamp = await first.stamp(group, `Task ${round % 2}`);
    shared.clock.advance(20 * MINUTE);
    // As the tracker's button sends it (ended now), and as a queued stamp-out (its own end).
    const stampOut =
      round < ROUNDS / 2 ? { ended: true } : { endTime: new Date(shared.clock.now - MINUTE).toISOString() };
    const out = (client: typeof first) => () =>
      client.put<TimeStamp>('/time-stamp', { timeStampId: stamp._id, ...stampOut });
    const answers = await atOnce(round, out(first), out(second));
    const ended = answers.filter((answer) => expectSuccessOrRefusal(answer, 200, [timeRefusals.stampChanged.code]));
    expect(ended.length).toBeGreaterThan(0);
    const end = round < ROUNDS / 2 ? shared.clock.now : shared.clock.now - MINUTE;
    for (const answer of ended)
      expect(answer.data).toMatchObject({ ended: true, durationInMs: end - Date.parse(stamp.startTime) });
    const kept = (await stampsOf(shared, first.user._id)).find((row) => row.id === stamp._id);
    expect(kept).toMatchObject({ ended: 1, endTime: end });
    await expectAppliedOnce(shared, first.user._id);
  }
  // Each stamp counted once in its time group's day.
  const [entry] = await second.list('2026-11-19');
  expect(entry).toMatchObject({ usage: ROUNDS, activeStamp: null });
});
