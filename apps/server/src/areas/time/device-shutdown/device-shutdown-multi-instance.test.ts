import { expect, it } from 'vitest';
import type { DeviceShutdownAnswer } from '@ordna/contract/time/heartbeat-answers';
import { as, body } from '../../../testing/test-app.test-kit';
import { put } from '../../../testing/people.test-kit';
import { createToken } from '../heartbeats/heartbeats.test-kit';
import { HOUR, MINUTE } from '../time.test-kit';
import {
  atOnce,
  expectAppliedOnce,
  instance,
  onBothInstances,
  ROUNDS,
  stampsOf,
  useTimeInstances,
} from '../time-instances.test-kit';

/**
 * A device's shutdown hook posting through two instances of one database at once (sent twice, or
 * two devices of one person shutting down together): each reads the running stamps before it ends
 * them, and each stamp ends once, at that moment, its time counted once.
 */
const shared = useTimeInstances();

function shutDown(to: 0 | 1, token: string) {
  return async () => {
    const response = await instance(shared, to).inject({
      method: 'POST',
      url: '/api/device-shutdown',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return body<DeviceShutdownAnswer>(response).data;
  };
}

it('ends each running stamp once when two instances take a shutdown at once', async () => {
  shared.clock.set('2026-11-27T07:00:00Z');
  const [first, second] = await onBothInstances(shared);
  const token = await createToken(shared.apps[0]!, first.user, 'laptop');
  const other = await createToken(instance(shared, 1), first.user, 'desktop');
  const preferences = { preferences: { useDeviceShutdown: true } };
  expect((await put(shared.apps[0]!, `/api/auth/user/${first.user._id}`, preferences, as(first.user))).statusCode).toBe(
    200,
  );
  const [work, home] = [await first.group('Work'), await first.group('Home')];
  for (let round = 0; round < ROUNDS; round++) {
    // One to three stamps running, started through either instance.
    const stampIns = [
      () => first.stamp(work, 'Ordna'),
      () => second.stamp(home, 'Garden'),
      () => first.stamp(work, 'Mail'),
    ];
    const started = await Promise.all(stampIns.slice(0, 1 + (round % 3)).map((stampIn) => stampIn()));
    shared.clock.advance(HOUR + round * MINUTE);
    const answers = await atOnce(round, shutDown(0, token), shutDown(1, round % 2 ? other : token));
    expect(answers.map((answer) => answer.applies)).toEqual([true, true]);
    expect(answers[0].ended + answers[1].ended, `round ${round}: ${JSON.stringify(answers)}`).toBe(started.length);
    const stamps = await stampsOf(shared, first.user._id);
    for (const stamp of started) {
      expect(stamps.find((row) => row.id === stamp._id)).toMatchObject({ ended: 1, endTime: shared.clock.now });
    }
    await expectAppliedOnce(shared, first.user._id);
    shared.clock.advance(10 * MINUTE);
  }
});
