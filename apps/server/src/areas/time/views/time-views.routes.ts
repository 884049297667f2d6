import { type TimeCalculation, type TimeGraph } from '@ordna/contract/time';
import { datesBetween } from '@ordna/contract/kernel/periods';
import { timeRefusals } from '@ordna/contract/time/refusals';
import type { AreaRoutes } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { dayTimesInRange, subGroupTimesInRange } from './range-totals';
import { listSubGroups } from '../sub-groups/sub-groups.store';
import { tagsOfGroups, tagsOfSubGroups } from '../tags/tags.store';
import { timePerson } from '../time-person';
import { listGroups, listVisibleGroups } from '../groups/time-groups.store';
import { asOwner, reachGroup } from '../time-access';
import type { TimeScope } from '../time-scope';
import { route } from '../../../http/endpoint-route';
import { timeEndpoints } from '@ordna/contract/time/endpoints';

/** A person-wide read over their own groups and those shared with them: one query per scope. */
async function bothScopes<T>(read: (scope: TimeScope) => Promise<T[]>): Promise<T[]> {
  const [own, shared] = await Promise.all([read('own'), read('shared')]);
  return [...own, ...shared];
}

/** /time-graph (ms per day per group, sub group or tag) and /time-calculate (totals of a selection). */
export const timeViewRoutes: AreaRoutes = async (app, deps) => {
  const { db } = deps;

  route(app, timeEndpoints.readGraph, async (request) => {
    const asker = await timePerson(deps, request);
    const { from, to, by, timeGroupId, auto = asker.showAuto } = request.query;
    // One group: read as its owner. Every group: the person's own and those shared with them.
    const person = timeGroupId
      ? asOwner(asker, (await reachGroup(db, asker.userId, timeGroupId, 'read')).ownerId)
      : asker;
    const days = datesBetween(from, to);
    const dayIndex = new Map(days.map((day, index) => [day, index]));
    const range = { from, to, includeAuto: auto, timeGroupId };
    const [times, groups, subGroups] = await Promise.all([
      timeGroupId
        ? dayTimesInRange(db, person, range)
        : bothScopes((scope) => dayTimesInRange(db, person, range, scope)),
      timeGroupId ? listGroups(db, person.userId) : listVisibleGroups(db, person.userId),
      timeGroupId
        ? listSubGroups(db, person.userId, timeGroupId)
        : bothScopes((scope) => listSubGroups(db, person.userId, undefined, scope)),
    ]);

    // Which series each sub group's time goes to, and the series' names.
    const keysOf = new Map<string, string[]>();
    const names = new Map<string, string>();
    if (by === 'group') {
      for (const group of groups) names.set(group.id, group.name);
      for (const subGroup of subGroups) keysOf.set(subGroup.id, [subGroup.timeGroupId]);
    } else if (by === 'subGroup') {
      for (const subGroup of subGroups) {
        names.set(subGroup.id, subGroup.name);
        keysOf.set(subGroup.id, [subGroup.id]);
      }
    } else {
      const [groupTags, subGroupTags] = await Promise.all([
        tagsOfGroups(db, person.userId),
        tagsOfSubGroups(db, person.userId),
      ]);
      for (const subGroup of subGroups) {
        const tags = [...(subGroupTags.get(subGroup.id) ?? []), ...(groupTags.get(subGroup.timeGroupId) ?? [])];
        for (const tag of tags) names.set(tag._id, tag.title);
        keysOf.set(subGroup.id, [...new Set(tags.map((tag) => tag._id))]);
      }
    }

    const values = new Map<string, number[]>();
    for (const time of times) {
      const index = dayIndex.get(time.day);
      if (index === undefined) continue;
      for (const key of keysOf.get(time.subGroupId) ?? []) {
        let series = values.get(key);
        if (!series) {
          series = new Array<number>(days.length).fill(0);
          values.set(key, series);
        }
        series[index]! += time.ms;
      }
    }
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    const series = [...values.entries()]
      .map(([key, list]) => ({ key, name: names.get(key) ?? '', values: list }))
      .filter((s) => sum(s.values) > 0)
      .sort((a, b) => sum(b.values) - sum(a.values) || a.name.localeCompare(b.name));
    const graph: TimeGraph = { days, series };
    return ok(graph);
  });

  route(app, timeEndpoints.readCalculate, async (request) => {
    const person = await timePerson(deps, request);
    const { from, to, timeGroupIds = [], subGroupIds = [], auto = person.showAuto } = request.query;
    const [groups, subGroups, ownTimes, sharedTimes] = await Promise.all([
      listVisibleGroups(db, person.userId),
      bothScopes((scope) => listSubGroups(db, person.userId, undefined, scope)),
      subGroupTimesInRange(db, person, { from, to, includeAuto: auto }),
      subGroupTimesInRange(db, person, { from, to, includeAuto: auto }, 'shared'),
    ]);
    const times = [...ownTimes, ...sharedTimes];
    const groupIds = new Set(groups.map((group) => group.id));
    const groupOf = new Map(subGroups.map((subGroup) => [subGroup.id, subGroup.timeGroupId]));
    if (timeGroupIds.some((id) => !groupIds.has(id))) throw notFound(timeRefusals.timeGroupNotFound);
    if (subGroupIds.some((id) => !groupOf.has(id))) throw notFound(timeRefusals.subGroupNotFound);
    const everything = timeGroupIds.length === 0 && subGroupIds.length === 0;
    const chosenGroups = new Set(timeGroupIds);
    const chosenSubGroups = new Set(subGroupIds);
    const perGroup = new Map<string, number>(timeGroupIds.map((id) => [id, 0]));
    for (const [subGroupId, ms] of times) {
      const timeGroupId = groupOf.get(subGroupId);
      if (!timeGroupId || ms === 0) continue;
      if (!everything && !chosenGroups.has(timeGroupId) && !chosenSubGroups.has(subGroupId)) continue;
      perGroup.set(timeGroupId, (perGroup.get(timeGroupId) ?? 0) + ms);
    }
    const names = new Map(groups.map((group) => [group.id, group.name]));
    const result: TimeCalculation = {
      totalMs: [...perGroup.values()].reduce((a, b) => a + b, 0),
      perGroup: [...perGroup.entries()]
        .map(([id, totalMs]) => ({ _id: id, name: names.get(id) ?? '', totalMs }))
        .sort((a, b) => b.totalMs - a.totalMs || a.name.localeCompare(b.name)),
    };
    return ok(result);
  });
};
