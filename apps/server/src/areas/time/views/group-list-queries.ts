import { sql } from 'kysely';
import type { ShareRole } from '@ordna/contract/sharing';
import type { Db } from '../../../db/database';
import { rowsColumn, valuesColumn } from '../../../db/json-rows';
import { PreparedQuery } from '../../../db/prepared-query';
import { visibleGroupsQuery } from '../groups/time-groups.store';
import { groupTagsQuery } from '../tags/tags.store';
import type { PersonRef, TimeScope } from '../time-scope';
import type { AllTimeSum, RunningStamp, WindowSum } from './list-queries';

/**
 * The group list's figures from each time group's own rollups (`timeGroupTotals`, rollups/group-rollups.ts):
 * one row per group, window and auto, streamed in index order (userId, grain, start, auto,
 * timeGroupId) with no GROUP BY, instead of summing a row per sub group. The same five columns
 * and rows as list-queries.ts' figures per time group, so list-totals.ts reads them alike.
 */

interface GroupWindows {
  scope: TimeScope;
  includeAuto: boolean;
}

function groupRows(db: Db, { scope, includeAuto }: GroupWindows, userId: PersonRef, grain: 'day' | 'week' | 'month') {
  let query = totalsOf(db, scope, userId)
    .select(['start', 'timeGroupId as ownerId', 'ms'])
    .where('grain', '=', sql.lit(grain));
  if (!includeAuto) query = query.where('auto', '=', sql.lit(0));
  return query;
}

/**
 * The rollups of a scope: the person's own, or those of each group shared with them, joined on
 * their share rows by (owner, group): one join per read, where `rowsOf`'s two `in (…)` lists cost
 * PostgreSQL two scans of the share table and two semi joins to set up on every call, a fifth of the
 * list's statement for a person with no shares at all. A group's rows carry its owner's id, which
 * is its share row's owner, and a person has one share row per group: the same rows.
 */
function totalsOf(db: Db, scope: TimeScope, userId: PersonRef) {
  if (scope === 'own') return db.selectFrom('timeGroupTotals').where('timeGroupTotals.userId', '=', userId);
  return db
    .selectFrom('share')
    .innerJoin('timeGroupTotals', (join) =>
      join
        .onRef('timeGroupTotals.userId', '=', 'share.ownerId')
        .onRef('timeGroupTotals.timeGroupId', '=', 'share.thingId'),
    )
    .where('share.personId', '=', userId)
    .where('share.kind', '=', sql.lit('timeGroup'));
}

/** The running stamps of a scope, as `totalsOf`. */
function stampsOf(db: Db, scope: TimeScope, userId: PersonRef) {
  if (scope === 'own') return db.selectFrom('timeStamps').where('timeStamps.userId', '=', userId);
  return db
    .selectFrom('share')
    .innerJoin('timeStamps', (join) =>
      join.onRef('timeStamps.userId', '=', 'share.ownerId').onRef('timeStamps.timeGroupId', '=', 'share.thingId'),
    )
    .where('share.personId', '=', userId)
    .where('share.kind', '=', sql.lit('timeGroup'));
}

/**
 * The five reads as columns of value arrays, named with `suffix`. Values as list-queries.ts'
 * `figureRows`: [userId, last week's Monday, this week's Monday, last month's first day,
 * yesterday, the last day of the date's week or month, …].
 */
export function groupFigureColumns(db: Db, shape: GroupWindows, values: readonly PersonRef[], suffix: string) {
  const [userId, lastWeek, currentWeek, lastMonth, yesterday, lastDay] = values;
  const sums = ['start', 'ownerId', 'ms'];
  let allTime = totalsOf(db, shape.scope, userId!)
    .select(['timeGroupId as ownerId', 'ms', 'count'])
    .where('grain', '=', sql.lit('all'))
    .where('start', '=', sql.lit(''));
  if (!shape.includeAuto) allTime = allTime.where('auto', '=', sql.lit(0));
  let running = stampsOf(db, shape.scope, userId!)
    .select(['timeStamps.id', 'startTime', 'timeStamps.timeGroupId as ownerId'])
    .where('ended', '=', sql.lit(0));
  if (!shape.includeAuto) running = running.where('auto', '=', sql.lit(0));
  return [
    valuesColumn<WindowSum>(
      db,
      groupRows(db, shape, userId!, 'week').where('start', 'in', [lastWeek!, currentWeek!]),
      sums,
      `weeks${suffix}`,
    ),
    valuesColumn<WindowSum>(
      db,
      groupRows(db, shape, userId!, 'month').where('start', '>=', lastMonth!),
      sums,
      `months${suffix}`,
    ),
    valuesColumn<WindowSum>(
      db,
      groupRows(db, shape, userId!, 'day').where('start', '>=', yesterday!).where('start', '<=', lastDay!),
      sums,
      `days${suffix}`,
    ),
    valuesColumn<AllTimeSum>(db, allTime, ['ownerId', 'ms', 'count'], `allTime${suffix}`),
    valuesColumn<RunningStamp>(db, running, ['id', 'startTime', 'ownerId'], `running${suffix}`),
  ];
}

/** A group the person sees, as the list reads it: [id, name, share id, role, owner's name] (time-groups.store.ts). */
export type VisibleGroupValues = [
  id: string,
  name: string,
  shareId: string | null,
  role: ShareRole | null,
  ownerName: string | null,
];
const VISIBLE_GROUP_COLUMNS = ['id', 'name', 'shareId', 'role', 'ownerName'];

/**
 * The time-group list in one statement: the groups the person sees, their own groups' tags, and
 * the figures per time group of their own groups and of those shared with them (columns named
 * with `Shared`), the same values as list-queries.ts' `figureRows`; the key is whether automatic
 * stamps count ('true' or 'false'). Always its generic plan on PostgreSQL ('generic',
 * db/statement-cache.ts): PostgreSQL kept planning it anew on every call.
 */
export const groupListRows = new PreparedQuery((db: Db, values: readonly string[], key) => {
  const includeAuto = key === 'true';
  return db.selectNoFrom([
    valuesColumn<VisibleGroupValues>(db, visibleGroupsQuery(db, values[0]!), VISIBLE_GROUP_COLUMNS, 'groups'),
    rowsColumn(db, groupTagsQuery(db, values[0]!, null), 'tags'),
    ...groupFigureColumns(db, { scope: 'own', includeAuto }, values, ''),
    ...groupFigureColumns(db, { scope: 'shared', includeAuto }, values, 'Shared'),
  ]);
}, 'generic');
