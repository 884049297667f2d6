import { expect, it } from 'vitest';
import type { TimeStamp } from '@ordna/contract/time';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { HOUR, MINUTE, type Answer, type TimeClient } from '../time.test-kit';
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
import { createRule, createToken, postHeartbeats } from '../heartbeats/heartbeats.test-kit';

/**
 * A whole time group deleted through one instance while the other writes a stamp into one of its
 * sub groups (a stamp-in, a past entry, an edit moving a stamp there, a heartbeat), or makes a
 * sub group in it. The delete
 * reads the group's sub groups before it removes their stamps and rows; a stamp written meanwhile
 * must go with the group or be refused, never stay behind in a removed sub group (where no list
 * shows it and an edit answers "Time stamp not found."), and the rollups must equal a rebuild.
 */
const shared = useTimeInstances();
const DAY = Date.parse('2026-11-22T06:00:00Z');

const deleteRefusals = [timeRefusals.timeGroupNotFound.code];

/** A time group with a sub group `Work` holding one hour's stamp (the group's id). */
async function aGroupWithAnHour(client: TimeClient, round: number): Promise<string> {
  const group = await client.group(`Doomed ${round}`);
  await client.stamp(group, 'Work', iso(DAY + round * HOUR), iso(DAY + round * HOUR + 30 * MINUTE));
  return group;
}

function deleteGroup(client: TimeClient, group: string) {
  return () => client.del(`/time-group?timeGroupId=${group}`);
}

/** After the round: the delete went through, and the group left no stamp behind. */
async function expectGroupGone(client: TimeClient, group: string, deleted: Answer<unknown>) {
  expect(expectSuccessOrRefusal(deleted, 200, [])).toBe(true);
  const left = await stampsOf(shared, client.user._id);
  const ofGroup = await shared.dbs[0]!.selectFrom('timeStamps')
    .select('id')
    .where('userId', '=', client.user._id)
    .where('timeGroupId', '=', group)
    .execute();
  expect(ofGroup, `${left.length} stamps left`).toEqual([]);
  await expectAppliedOnce(shared, client.user._id);
}

it('deletes a stamp-in or a past entry made at once in the group, or refuses it', async () => {
  shared.clock.set('2026-11-22T18:00:00Z');
  const [first, second] = await onBothInstances(shared);
  for (let round = 0; round < ROUNDS; round++) {
    const group = await aGroupWithAnHour(first, round);
    // Even rounds stamp into the existing `Work`, odd ones record a past entry in a new sub group.
    const name = round % 2 === 0 ? 'Work' : `New ${round}`;
    const at = DAY + round * HOUR + 40 * MINUTE;
    const times = round % 2 === 0 ? {} : { startTime: iso(at), endTime: iso(at + 10 * MINUTE) };
    const write = () => second.post<TimeStamp>('/time-stamp', { timeGroupId: group, name, ...times });
    const [deleted, written] = await atOnce(round, deleteGroup(first, group), write);
    expectSuccessOrRefusal(written, 201, deleteRefusals);
    await expectGroupGone(first, group, deleted);
  }
});

it('deletes a sub group made at once in the group, or refuses it', async () => {
  shared.clock.set('2026-11-22T18:00:00Z');
  const [first, second] = await onBothInstances(shared);
  for (let round = 0; round < ROUNDS; round++) {
    const group = await aGroupWithAnHour(first, round);
    const make = () => second.post('/sub-group', { timeGroupId: group, name: `Made ${round}` });
    const [deleted, made] = await atOnce(round, deleteGroup(first, group), make);
    expectSuccessOrRefusal(made, 201, deleteRefusals);
    await expectGroupGone(first, group, deleted);
  }
});

it('deletes a stamp edited into the group at once, or refuses the edit', async () => {
  shared.clock.set('2026-11-23T18:00:00Z');
  const [first, second] = await onBothInstances(shared);
  const home = await first.group('Home');
  for (let round = 0; round < ROUNDS; round++) {
    const group = await aGroupWithAnHour(first, round);
    const target = (await stampsOf(shared, first.user._id)).find((stamp) => stamp.startTime === DAY + round * HOUR)!;
    const at = DAY + 24 * HOUR + round * HOUR;
    const side = await first.stamp(home, `Side ${round}`, iso(at), iso(at + 20 * MINUTE));
    const edit = () => second.put<TimeStamp>('/time-stamp', { timeStampId: side._id, subGroupId: target.subGroupId });
    const [deleted, edited] = await atOnce(round, deleteGroup(first, group), edit);
    const wasEdited = expectSuccessOrRefusal(edited, 200, [
      timeRefusals.subGroupNotFound.code,
      timeRefusals.stampChanged.code,
    ]);
    // An edit that applied answers the stamp it made (read in its own transaction), even when the
    // delete took it a moment later: never "Time stamp not found." for a write that committed.
    if (wasEdited) expect(edited.data).toMatchObject({ _id: side._id, subGroupId: target.subGroupId });
    const kept = (await stampsOf(shared, first.user._id)).find((stamp) => stamp.id === side._id);
    // Edited into the group first, it went with the group; refused, it stayed where it was.
    expect(kept?.subGroupId).toBe(wasEdited ? undefined : side.subGroupId);
    await expectGroupGone(first, group, deleted);
  }
});

it('deletes the stamp a heartbeat starts at once in the group, or leaves the heartbeat unmatched', async () => {
  shared.clock.set('2026-11-24T18:00:00Z');
  const [first] = await onBothInstances(shared);
  const token = await createToken(shared.apps[0]!, first.user);
  for (let round = 0; round < ROUNDS; round++) {
    const group = await aGroupWithAnHour(first, round);
    await createRule(shared.apps[0]!, first.user, {
      pattern: `example${round}.com`,
      matchOn: 'host',
      timeGroupId: group,
      subGroupName: round % 2 === 0 ? 'Work' : `Browsing ${round}`,
    });
    const at = DAY + 24 * HOUR + round * HOUR;
    const payload = [0, 1, 2].map((i) => ({
      url: `https://example${round}.com/${i}`,
      title: 'Example',
      time: iso(at + i * MINUTE),
    }));
    const beat = async (): Promise<Answer<unknown>> => {
      const response = await postHeartbeats(instance(shared, 1), token, payload);
      const { data, code, message } = response.json() as { data: unknown; code?: string; message?: string };
      return { status: response.statusCode, data, code, message, response };
    };
    const [deleted, beaten] = await atOnce(round, deleteGroup(first, group), beat);
    expect(expectSuccessOrRefusal(beaten, 200, [])).toBe(true);
    await expectGroupGone(first, group, deleted);
  }
});
