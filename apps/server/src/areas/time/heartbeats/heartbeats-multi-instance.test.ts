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
  return { first, second, token, timeGroupId };
}

function send(to: 0 | 1, token: string, times: number[], host = 'example.com') {
  return async () => {
    const payload = times.map((time, i) => ({ url: `https://${host}/${i}`, title: 'Example', time: iso(time) }));
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

/**
 * A batch that extends the rule's stamp and starts another (folding into stamps, then writing a
 * new one into the rule's sub group) while the other instance writes the same group on the same
 * day. Every time write locks the time group, then sub groups, then stamps, then rollup rows
 * (docs/architecture.md, "The time area's lock order"): the two wait for each other, and neither
 * answers 503 (a deadlock PostgreSQL ended) nor leaves a stamp the other removed.
 */
async function aFoldingRound(token: string, round: number, host?: string) {
  const day = BASE + (2 + round) * 24 * 60 * MINUTE;
  // The rule's stamp of the day, started by an earlier batch.
  await send(0, token, [day, day + MINUTE], host)();
  // Extends it (within the pulse), and starts another 40 minutes later.
  const fold = send(1, token, [day + 2 * MINUTE, day + 42 * MINUTE, day + 43 * MINUTE], host);
  return { day, fold };
}

it('folds a batch into the stamps of a group while an edit moves a stamp into its sub group', async () => {
  shared.clock.set('2026-12-10T20:00:00Z');
  const { first, second, token, timeGroupId: browsing } = await aPersonWithARule();
  for (let round = 0; round < ROUNDS; round++) {
    const { day, fold } = await aFoldingRound(token, round);
    const example = (await stampsOf(shared, first.user._id)).at(-1)!.subGroupId;
    const side = await first.stamp(browsing, `Side ${round}`, iso(day + 10 * MINUTE), iso(day + 20 * MINUTE));
    const edit = () => second.put('/time-stamp', { timeStampId: side._id, subGroupId: example });
    const [folded, edited] = await atOnce(round, fold, edit);
    expect(folded.matched).toBe(3);
    expect(edited.status, edited.message).toBe(200);
    const ofDay = (await stampsOf(shared, first.user._id)).filter((stamp) => stamp.startTime >= day);
    expect(ofDay.map((stamp) => [stamp.startTime, stamp.endTime, stamp.subGroupId])).toEqual([
      [day, day + 2 * MINUTE, example],
      [day + 10 * MINUTE, day + 20 * MINUTE, example],
      [day + 42 * MINUTE, day + 43 * MINUTE, example],
    ]);
    await expectAppliedOnce(shared, first.user._id);
  }
});

it('folds a batch into the stamps of a group deleted at once, or after the delete finds no rule', async () => {
  shared.clock.set('2026-12-20T20:00:00Z');
  const { first, second, token } = await aPersonWithARule();
  for (let round = 0; round < ROUNDS; round++) {
    const group = await first.group(`Doomed ${round}`);
    const host = `doomed${round}.com`;
    await createRule(shared.apps[0]!, first.user, {
      pattern: host,
      matchOn: 'host',
      timeGroupId: group,
      subGroupName: 'Work',
    });
    const { fold } = await aFoldingRound(token, round, host);
    const [folded, deleted] = await atOnce(round, fold, () => second.del(`/time-group?timeGroupId=${group}`));
    // Folded first, its stamps went with the group; deleted first, the heartbeats matched no rule.
    expect([0, 3]).toContain(folded.matched);
    expect(deleted.status, deleted.message).toBe(200);
    const ofGroup = await shared.dbs[0]!.selectFrom('timeStamps')
      .select('id')
      .where('userId', '=', first.user._id)
      .where('timeGroupId', '=', group)
      .execute();
    expect(ofGroup).toEqual([]);
    await expectAppliedOnce(shared, first.user._id);
  }
});
