import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { SubGroupListEntry } from '@ordna/contract/time';
import type { HeartbeatAnswer } from '@ordna/contract/time/heartbeats';
import { inLockOrder } from '../../../db/lock-order';
import { newId } from '../../../lib/ids';
import { body } from '../../../testing/test-app.test-kit';
import { holdRow, overlapBehind } from '../../../testing/pg-lock-waits.test-kit';
import { useThrowawayDatabase } from '../../../testing/throwaway-postgres.test-kit';
import { HOUR, MINUTE, type TimeClient } from '../time.test-kit';
import {
  expectAppliedOnce,
  instance,
  iso,
  onBothInstances,
  stampsOf,
  useTimeInstances,
} from '../time-instances.test-kit';
import { createRule, createToken, postHeartbeats } from '../heartbeats/heartbeats.test-kit';

/**
 * Writes that lock two sub groups, on a database whose collation is a locale (ICU en-US, the
 * default of many installs), two instances of it. Ids mix cases: in code-unit order `B…` comes
 * before `a…`, in en-US `a…` before `B…`. Every lock loop takes its rows in code-unit order
 * (`inLockOrder`, docs/architecture.md, "Concurrent writes"); when a time group's delete or a batch
 * of heartbeats sorted its sub groups in SQL (`ORDER BY id`, the collation's order) while a move
 * sorted them in code, the two took the same sub groups in opposite orders: PostgreSQL ended one
 * as a deadlock (503 `common.busy`). A third transaction holds a row so they overlap every time.
 * A batch locks its rules in one statement (`ORDER BY id collate "C"`), a group's delete one by one
 * (`inLockOrder`): holding either rule, the two still wait for each other.
 */
const database = useThrowawayDatabase(
  'ordna_en_us',
  "template template0 encoding 'UTF8' locale_provider icu icu_locale 'en-US' locale 'C'",
);
const shared = useTimeInstances(database);
const DAY = Date.parse('2026-11-24T08:00:00Z');

/** Two fresh ids whose lock order (`B…`, `a…`) is not en-US's (`a…`, `B…`). */
const lowerFirst = () => `a${newId(15)}`;
const upperFirst = () => `B${newId(15)}`;

/** A sub group made through the API, its id then set to `id` (nothing refers to it yet). */
async function subGroupWithId(me: TimeClient, timeGroupId: string, name: string, id: string): Promise<string> {
  const made = await me.post<SubGroupListEntry>('/sub-group', { name, timeGroupId });
  expect(made.status, made.message).toBe(201);
  await shared.dbs[0]!.updateTable('subGroups').set({ id }).where('id', '=', made.data._id).execute();
  return id;
}

/** Alpha (id `a…`) and Beta (id `B…`) in a new time group, with a stamp in Alpha. */
async function alphaAndBeta(me: TimeClient, groupName: string) {
  const timeGroupId = await me.group(groupName);
  const alpha = await subGroupWithId(me, timeGroupId, 'Alpha', lowerFirst());
  const beta = await subGroupWithId(me, timeGroupId, 'Beta', upperFirst());
  const stamp = await me.stamp(timeGroupId, 'Alpha', iso(DAY), iso(DAY + MINUTE));
  expect(stamp.subGroupId).toBe(alpha);
  return { timeGroupId, alpha, beta };
}

const subGroupsOf = (userId: string) =>
  shared.dbs[0]!.selectFrom('subGroups').select(['id', 'name', 'timeGroupId']).where('userId', '=', userId).execute();

const moveInto = (me: TimeClient, subGroupId: string, newSubGroupId: string) =>
  me.put('/sub-group', { subGroupId, moveSubGroup: true, newSubGroupId });

it('runs on a database that orders the ids otherwise than the lock order', async () => {
  const [a, b] = [lowerFirst(), upperFirst()];
  const { rows } = await sql<{ id: string }>`select id from (values (${a}), (${b})) as v(id) order by id`.execute(
    shared.dbs[0]!,
  );
  expect(rows.map((row) => row.id)).toEqual([a, b]);
  expect(inLockOrder([a, b])).toEqual([b, a]);
});

it('deletes a time group while one of its sub groups moves into the other, without a deadlock', async () => {
  shared.clock.set('2026-11-28T12:00:00Z');
  const [me, meElsewhere] = await onBothInstances(shared);
  const { timeGroupId, alpha, beta } = await alphaAndBeta(me, 'Work');
  await me.stamp(timeGroupId, 'Beta', iso(DAY + HOUR), iso(DAY + 2 * HOUR));

  const db = shared.dbs[0]!;
  const holder = await holdRow(db, 'subGroups', beta);
  // The move takes Beta first and waits at the held row; the delete takes the group, then its sub
  // groups: in lock order it waits for the move at Beta, in en-US order it held Alpha first.
  const [moved, deleted] = await overlapBehind(
    db,
    holder,
    () => moveInto(me, alpha, beta),
    () => meElsewhere.del(`/time-group?timeGroupId=${timeGroupId}`),
  );
  expect(moved.status, `${moved.code}: ${moved.message}`).toBe(200);
  expect(deleted.status, `${deleted.code}: ${deleted.message}`).toBe(200);
  // The move went first; the delete then took every stamp, the moved ones too.
  expect((await me.list()).map((group) => group._id)).not.toContain(timeGroupId);
  expect(await stampsOf(shared, me.user._id)).toEqual([]);
  expect(await subGroupsOf(me.user._id)).toEqual([]);
  await expectAppliedOnce(shared, me.user._id);
});

it('starts a stamp in each of two sub groups while one moves into the other, without a deadlock', async () => {
  shared.clock.set('2026-11-28T12:00:00Z');
  const [me] = await onBothInstances(shared);
  const { timeGroupId, alpha, beta } = await alphaAndBeta(me, 'Browsing');
  const token = await createToken(shared.apps[0]!, me.user);
  for (const [pattern, subGroupName] of [
    ['alpha.example.com', 'Alpha'],
    ['beta.com', 'Beta'],
  ] as const) {
    await createRule(shared.apps[0]!, me.user, { pattern, matchOn: 'host', timeGroupId, subGroupName });
  }

  const db = shared.dbs[0]!;
  const holder = await holdRow(db, 'subGroups', beta);
  // The move takes Beta first and waits at the held row; the batch locks the sub groups its new
  // stamps go to: in lock order it waits for the move at Beta, in en-US order it held Alpha first.
  const [moved, folded] = await overlapBehind(
    db,
    holder,
    () => moveInto(me, alpha, beta),
    () =>
      postHeartbeats(instance(shared, 1), token, [
        { url: 'https://alpha.example.com/1', title: 'Page', time: iso(DAY + 60 * MINUTE) },
        { url: 'https://beta.com/2', title: 'Page', time: iso(DAY + 120 * MINUTE) },
      ]),
  );
  expect(moved.status, `${moved.code}: ${moved.message}`).toBe(200);
  expect(folded.statusCode, folded.body).toBe(200);
  expect(body<HeartbeatAnswer>(folded).data.matched).toBe(2);
  // The move went first: Alpha's stamp is Beta's, and Alpha is made anew for the batch's stamp.
  const remade = (await subGroupsOf(me.user._id)).find((subGroup) => subGroup.name === 'Alpha');
  expect(remade?.timeGroupId).toBe(timeGroupId);
  expect(remade?.id).not.toBe(alpha);
  const places = (await stampsOf(shared, me.user._id)).map((stamp) => [
    stamp.startTime,
    stamp.endTime,
    stamp.subGroupId,
  ]);
  expect(places).toEqual([
    [DAY, DAY + MINUTE, beta],
    [DAY + 60 * MINUTE, DAY + 60 * MINUTE, remade!.id],
    [DAY + 120 * MINUTE, DAY + 120 * MINUTE, beta],
  ]);
  await expectAppliedOnce(shared, me.user._id);
});

it.each([
  ['B', 'the first in lock order'],
  ['a', 'the first in en-US order'],
])('deletes a time group while a batch folds into it, its rule %s… (%s) held', async (first) => {
  shared.clock.set('2026-11-28T12:00:00Z');
  const [me, meElsewhere] = await onBothInstances(shared);
  const timeGroupId = await me.group('Reading');
  const token = await createToken(shared.apps[0]!, me.user);
  // Two rules of the group, `a…` and `B…`: a batch locks them in one statement, the delete one by one.
  const ruleIds = [lowerFirst(), upperFirst()];
  for (const [i, pattern] of ['alpha.example.com', 'beta.com'].entries()) {
    const rule = await createRule(shared.apps[0]!, me.user, {
      pattern,
      matchOn: 'host',
      timeGroupId,
      subGroupName: 'Web',
    });
    await shared.dbs[0]!.updateTable('urlRules').set({ id: ruleIds[i]! }).where('id', '=', rule._id).execute();
  }

  const db = shared.dbs[0]!;
  const held = ruleIds.find((id) => id.startsWith(first))!;
  const holder = await holdRow(db, 'urlRules', held);
  // The batch waits at the held rule; the delete waits for the batch at its first rule, or (were
  // the two orders not one) holds the other rule the batch then wants.
  const [folded, deleted] = await overlapBehind(
    db,
    holder,
    () =>
      postHeartbeats(instance(shared, 0), token, [
        { url: 'https://alpha.example.com/1', title: 'Page', time: iso(DAY) },
        { url: 'https://beta.com/2', title: 'Page', time: iso(DAY + HOUR) },
      ]),
    () => meElsewhere.del(`/time-group?timeGroupId=${timeGroupId}`),
  );
  expect(folded.statusCode, folded.body).toBe(200);
  expect(body<HeartbeatAnswer>(folded).data.matched).toBe(2);
  expect(deleted.status, `${deleted.code}: ${deleted.message}`).toBe(200);
  // The batch went first; the delete then took its stamps with the group.
  expect(await stampsOf(shared, me.user._id)).toEqual([]);
  expect(await subGroupsOf(me.user._id)).toEqual([]);
  await expectAppliedOnce(shared, me.user._id);
});
