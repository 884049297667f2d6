import { expect, it } from 'vitest';
import type { HeartbeatAnswer } from '@ordna/contract/time/heartbeats';
import type { User } from '@ordna/contract/auth';
import { body } from '../../../testing/test-app.test-kit';
import { holdRow, overlapBehind } from '../../../testing/pg-lock-waits.test-kit';
import { MINUTE } from '../time.test-kit';
import {
  atOnce,
  expectAppliedOnce,
  expectSuccessOrRefusal,
  instance,
  iso,
  onBothInstances,
  ROUNDS,
  stampsOf,
  useTimeInstances,
} from '../time-instances.test-kit';
import { createRule, createToken, postHeartbeats } from './heartbeats.test-kit';

/**
 * A batch of heartbeats that two rules match, while a write on the other instance takes the same
 * sub groups (two instances of one PostgreSQL). A batch plans first, then locks every time group
 * and sub group it touches in id order, then writes the stamps (docs/architecture.md, "The time
 * area's lock order"). Were it to lock each rule's group and sub group in rule order, with the
 * first rule's stamps written before the second rule's sub group, an edit moving the first rule's
 * stamp into the second rule's sub group, or a move of one rule's sub group into the other's (both
 * in id order), would wait for the batch while it waited for them: PostgreSQL ends one as a
 * deadlock (503 `common.busy`). A third transaction holds a row so the two overlap every time.
 */
const shared = useTimeInstances();
const DAY = Date.parse('2026-11-24T08:00:00Z');
// Rule order: the longer host first.
const FIRST_HOST = 'alpha.example.com';
const SECOND_HOST = 'beta.com';

function heartbeats(to: 0 | 1, token: string, beats: [host: string, time: number][]) {
  const payload = beats.map(([host, time], i) => ({ url: `https://${host}/${i}`, title: 'Page', time: iso(time) }));
  return postHeartbeats(instance(shared, to), token, payload);
}

type Place = { group: string; name: string };

/** A token, and a rule for each host: the first host's rule writes into `first`, the other's into `second`. */
async function twoRules(user: User, first: Place, second: Place) {
  const token = await createToken(shared.apps[0]!, user);
  for (const [pattern, place] of [
    [FIRST_HOST, first],
    [SECOND_HOST, second],
  ] as const) {
    await createRule(shared.apps[0]!, user, {
      pattern,
      matchOn: 'host',
      timeGroupId: place.group,
      subGroupName: place.name,
    });
  }
  return token;
}

const places = async (userId: string) =>
  (await stampsOf(shared, userId)).map((stamp) => [stamp.startTime, stamp.endTime, stamp.subGroupId]);

it('extends the first rule’s stamp and starts the second’s while an edit moves that stamp into the second’s sub group', async () => {
  shared.clock.set('2026-11-28T12:00:00Z');
  const [me] = await onBothInstances(shared);
  const browsing = await me.group('Browsing');
  const token = await twoRules(me.user, { group: browsing, name: 'Alpha' }, { group: browsing, name: 'Beta' });
  // The first rule's stamp, and the second's (which makes its sub group).
  const seeded = await heartbeats(0, token, [
    [FIRST_HOST, DAY],
    [FIRST_HOST, DAY + MINUTE],
    [SECOND_HOST, DAY + 30 * MINUTE],
  ]);
  expect(seeded.statusCode, seeded.body).toBe(200);
  const [alpha, beta] = await stampsOf(shared, me.user._id);

  const db = shared.dbs[0]!;
  const holder = await holdRow(db, 'timeStamps', alpha!.id);
  // The batch extends the first rule's stamp (waiting at its row) and starts a stamp of the second
  // rule; the edit takes the second rule's sub group and waits for the stamp, or waits for the batch.
  const [folded, answer] = await overlapBehind(
    db,
    holder,
    () =>
      heartbeats(1, token, [
        [FIRST_HOST, DAY + 2 * MINUTE],
        [SECOND_HOST, DAY + 120 * MINUTE],
      ]),
    () => me.put('/time-stamp', { timeStampId: alpha!.id, subGroupId: beta!.subGroupId }),
  );
  expect(folded.statusCode, folded.body).toBe(200);
  expect(body<HeartbeatAnswer>(folded).data.matched).toBe(2);
  // The batch changed the stamp after the edit read it: the edit is told to try again.
  expect(expectSuccessOrRefusal(answer, 200, ['time.stampChanged'])).toBe(false);
  expect(await places(me.user._id)).toEqual([
    [DAY, DAY + 2 * MINUTE, alpha!.subGroupId],
    [DAY + 30 * MINUTE, DAY + 30 * MINUTE, beta!.subGroupId],
    [DAY + 120 * MINUTE, DAY + 120 * MINUTE, beta!.subGroupId],
  ]);
  await expectAppliedOnce(shared, me.user._id);
});

it('starts a stamp of each rule while the first rule’s sub group moves into the second’s', async () => {
  shared.clock.set('2026-11-28T12:00:00Z');
  const [me] = await onBothInstances(shared);
  const one = await me.group('One');
  const two = await me.group('Two');
  const a = await me.stamp(one, 'Reading', iso(DAY), iso(DAY + MINUTE));
  const b = await me.stamp(two, 'Writing', iso(DAY + 10 * MINUTE), iso(DAY + 11 * MINUTE));
  // The first rule writes into the sub group with the larger id: rule order is not id order.
  const [first, second] = [a, b].sort((x, y) => (x.subGroupId < y.subGroupId ? 1 : -1)) as [typeof a, typeof b];
  const token = await twoRules(
    me.user,
    { group: first.timeGroupId, name: first.name },
    { group: second.timeGroupId, name: second.name },
  );

  const db = shared.dbs[0]!;
  const holder = await holdRow(db, 'timeGroups', second.timeGroupId);
  // The batch waits at the second rule's time group (holding the first rule's sub group, were they
  // locked rule by rule); the move takes both sub groups, or waits for the batch.
  const [folded, answer] = await overlapBehind(
    db,
    holder,
    () =>
      heartbeats(1, token, [
        [FIRST_HOST, DAY + 60 * MINUTE],
        [SECOND_HOST, DAY + 120 * MINUTE],
      ]),
    () => me.put('/sub-group', { subGroupId: first.subGroupId, moveSubGroup: true, newSubGroupId: second.subGroupId }),
  );
  expect(folded.statusCode, folded.body).toBe(200);
  expect(body<HeartbeatAnswer>(folded).data.matched).toBe(2);
  expect(answer.status, answer.message).toBe(200);
  // The move went first: the first rule's sub group is made anew for its stamp.
  const stamps = await stampsOf(shared, me.user._id);
  const remade = stamps.find((stamp) => stamp.startTime === DAY + 60 * MINUTE)!.subGroupId;
  expect(remade).not.toBe(first.subGroupId);
  expect(stamps.map((stamp) => [stamp.startTime, stamp.endTime, stamp.subGroupId])).toEqual([
    [DAY, DAY + MINUTE, second.subGroupId],
    [DAY + 10 * MINUTE, DAY + 11 * MINUTE, second.subGroupId],
    [DAY + 60 * MINUTE, DAY + 60 * MINUTE, remade],
    [DAY + 120 * MINUTE, DAY + 120 * MINUTE, second.subGroupId],
  ]);
  await expectAppliedOnce(shared, me.user._id);
});

it('folds one batch of two rules sent to both instances at once into the stamps one would make', async () => {
  shared.clock.set('2026-11-28T12:00:00Z');
  const [me] = await onBothInstances(shared);
  const one = await me.group('One');
  const two = await me.group('Two');
  const token = await twoRules(me.user, { group: one, name: 'Reading' }, { group: two, name: 'Writing' });
  const expected: number[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // A stamp of each rule every round, 20 minutes after the round before (heartbeats within the pulse).
    const start = DAY + round * 20 * MINUTE;
    const beats: [string, number][] = [
      [FIRST_HOST, start],
      [SECOND_HOST, start + MINUTE],
      [FIRST_HOST, start + 2 * MINUTE],
      [SECOND_HOST, start + 3 * MINUTE],
    ];
    const send = (to: 0 | 1) => async () => {
      const response = await heartbeats(to, token, beats);
      expect(response.statusCode, response.body).toBe(200);
      return body<HeartbeatAnswer>(response).data;
    };
    expect(await atOnce(round, send(0), send(1))).toEqual([
      { accepted: 4, matched: 4 },
      { accepted: 4, matched: 4 },
    ]);
    expected.push([start, start + 2 * MINUTE], [start + MINUTE, start + 3 * MINUTE]);
    const spans = (await stampsOf(shared, me.user._id)).map((stamp) => [stamp.startTime, stamp.endTime]);
    expect(spans).toEqual(expected);
    await expectAppliedOnce(shared, me.user._id);
  }
});
