import { expect, it } from 'vitest';
import type { HeartbeatAnswer } from '@ordna/contract/time/heartbeats';
import { body } from '../../../testing/test-app.test-kit';
import { MINUTE } from '../time.test-kit';
import {
  atOnce,
  expectAppliedOnce,
  instance,
  iso,
  onBothInstances,
  ROUNDS,
  stampsOf,
  useTimeInstances,
} from '../time-instances.test-kit';
import { createRule, createToken, postHeartbeats } from './heartbeats.test-kit';

/**
 * Heartbeats of one rule reaching two instances of one database at once: the same batch sent
 * twice (a script retrying through a load balancer), or two batches of one browser. Each batch
 * reads the rule's automatic stamps before it extends, joins or starts them; the rules' rows are
 * locked first, so the later batch folds into what the earlier left: the stamps are those one
 * instance would leave, and their time is counted once.
 */
const shared = useTimeInstances();
const BASE = Date.parse('2026-11-25T08:00:00Z');

async function aPersonWithARule() {
  const [first, second] = await onBothInstances(shared);
  const token = await createToken(shared.apps[0]!, first.user);
  const timeGroupId = await first.group('Browsing');
  await createRule(shared.apps[0]!, first.user, {
    pattern: 'example.com',
    matchOn: 'host',
    timeGroupId,
    subGroupName: 'Example',
  });
  return { first, second, token };
}

function send(to: 0 | 1, token: string, times: number[]) {
  return async () => {
    const payload = times.map((time, i) => ({ url: `https://example.com/${i}`, title: 'Example', time: iso(time) }));
    const response = await postHeartbeats(instance(shared, to), token, payload);
    expect(response.statusCode, response.body).toBe(200);
    return body<HeartbeatAnswer>(response).data;
  };
}

const spans = async (userId: string) =>
  (await stampsOf(shared, userId)).map((stamp) => [stamp.startTime, stamp.endTime, stamp.auto]);

it('folds one batch sent to both instances at once into the stamps one would make', async () => {
  shared.clock.set('2026-11-25T20:00:00Z');
  const { first, token } = await aPersonWithARule();
  const expected: (number | null)[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // A new stamp every round (20 minutes apart), of heartbeats a minute apart.
    const start = BASE + round * 20 * MINUTE;
    const times = [start, start + MINUTE, start + 2 * MINUTE, start + 3 * MINUTE];
    const answers = await atOnce(round, send(0, token, times), send(1, token, times));
    expect(answers).toEqual([
      { accepted: 4, matched: 4 },
      { accepted: 4, matched: 4 },
    ]);
    expected.push([start, start + 3 * MINUTE, 1]);
    expect(await spans(first.user._id)).toEqual(expected);
    await expectAppliedOnce(shared, first.user._id);
  }
});

it('joins two batches of one rule sent at once to two instances into one stamp', async () => {
  shared.clock.set('2026-11-26T20:00:00Z');
  const { first, token } = await aPersonWithARule();
  const day = BASE + 24 * 60 * MINUTE;
  const expected: (number | null)[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = day + round * 20 * MINUTE;
    // One batch starts the stamp, the other carries on a minute later: within the pulse.
    const answers = await atOnce(
      round,
      send(0, token, [start, start + MINUTE]),
      send(1, token, [start + 2 * MINUTE, start + 3 * MINUTE]),
    );
    expect(answers.map((answer) => answer.matched)).toEqual([2, 2]);
    expected.push([start, start + 3 * MINUTE, 1]);
    expect(await spans(first.user._id)).toEqual(expected);
    await expectAppliedOnce(shared, first.user._id);
  }
});
