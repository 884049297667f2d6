import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database';
import { rowsColumn, valuesColumn } from '../../../db/json-rows';
import { PreparedQuery } from '../../../db/prepared-query';
import { rowsOf, type PersonRef, type TimeScope } from '../time-scope';
import { groupSeenByQuery } from '../groups/time-groups.store';
import { groupTagsQuery, subGroupTagsQuery } from '../tags/tags.store';
import { subGroupsQuery } from '../sub-groups/sub-groups.store';

/**
 * The list's reads of the rollups, in one statement prepared once per shape (docs/architecture.md,
 * "Answers": the list is the hottest read). A group's sub groups' statements always run their
 * generic plan on PostgreSQL ('generic', db/statement-cache.ts): it kept planning them anew on every
 * call. Each sums per (day or period start, auto, owner), the order of its
 * covering index, so every query streams one range without a temporary sort.
 */

/** What the figures are summed per: each sub group, or each time group (the group list). */
export type Owner = 'subGroupId' | 'timeGroupId';

export interface ListShape {
  owner: Owner;
  includeAuto: boolean;
  /** Only one sub group's or one time group's rows. */
  only: Owner | null;
  /** The person's own groups, or the groups shared with them. */
  scope: TimeScope;
}

export function shapeKey(shape: ListShape): string {
  return `${shape.owner} ${shape.includeAuto} ${shape.only} ${shape.scope}`;
}

function shapeOf(key: string): ListShape {
  const [owner, includeAuto, only, scope] = key.split(' ') as [Owner, string, Owner | 'null', TimeScope];
  return { owner, includeAuto: includeAuto === 'true', only: only === 'null' ? null : only, scope };
}

/** The columns to group by after the window column, in index order. */
function ownerColumns(owner: Owner): Array<'timeGroupId' | 'subGroupId'> {
  return owner === 'timeGroupId' ? ['timeGroupId'] : ['timeGroupId', 'subGroupId'];
}

const ownerId = (owner: Owner) => sql.ref<string>(owner).as('ownerId');
const sumOf = (column: 'ms' | 'count') => sql<string | number>`sum(${sql.ref(column)})`.as(column);

/**
 * Manual stamps only, on a read that takes a range of days or months: `auto` follows the range
 * column in the covering index, so SQLite cannot seek on it, and an `auto = 0` it sees would
 * still make it drop `auto` from the index order and sort the rows for the GROUP BY (a temporary
 * B-tree, over a quarter of the list's SQL). The unary plus keeps the test a plain filter on the index
 * rows, which then stream in (window, auto, owner) order. The weeks' read names its two Mondays,
 * so it seeks on `auto` as an equality and keeps `auto = 0`.
 */
const onlyManual = sql<SqlBool>`+${sql.ref('auto')} = 0`;

/** [userId, first day, last day, only id]. */
function dayRows(db: Db, shape: ListShape, [userId, from, to, onlyId]: readonly PersonRef[]) {
  let query = db
    .selectFrom('timeDayTotals')
    .select(['day', ownerId(shape.owner), sumOf('ms')])
    .where(rowsOf(db, shape.scope, userId!))
    .where('day', '>=', from!)
    .where('day', '<=', to!)
    .groupBy(['day', 'auto', ...ownerColumns(shape.owner)]);
  if (!shape.includeAuto) query = query.where(onlyManual);
  if (shape.only) query = query.where(shape.only, '=', onlyId!);
  return query;
}

/** [userId, last week's Monday, this week's Monday, only id]. */
function weekRows(db: Db, shape: ListShape, [userId, lastWeek, currentWeek, onlyId]: readonly PersonRef[]) {
  // Two queries for weeks and months, not one with OR: each is then a range of the covering index.
  let query = db
    .selectFrom('timePeriodTotals')
    .select(['start', ownerId(shape.owner), sumOf('ms')])
    .where(rowsOf(db, shape.scope, userId!))
    .where('grain', '=', sql.lit('week'))
    .where('start', 'in', [lastWeek!, currentWeek!])
    .groupBy(['start', 'auto', ...ownerColumns(shape.owner)]);
  if (!shape.includeAuto) query = query.where('auto', '=', sql.lit(0));
  if (shape.only) query = query.where(shape.only, '=', onlyId!);
  return query;
}

/** [userId, last month's first day, only id]. */
function monthRows(db: Db, shape: ListShape, [userId, lastMonth, onlyId]: readonly PersonRef[]) {
  let query = db
    .selectFrom('timePeriodTotals')
    .select(['start', ownerId(shape.owner), sumOf('ms')])
    .where(rowsOf(db, shape.scope, userId!))
    .where('grain', '=', sql.lit('month'))
    .where('start', '>=', lastMonth!)
    .groupBy(['start', 'auto', ...ownerColumns(shape.owner)]);
  if (!shape.includeAuto) query = query.where(onlyManual);
  if (shape.only) query = query.where(shape.only, '=', onlyId!);
  return query;
}

/** [userId, only id]. */
function allTimeRows(db: Db, shape: ListShape, [userId, onlyId]: readonly PersonRef[]) {
  let query = db
    .selectFrom('timeSubGroupTotals')
    .select([ownerId(shape.owner), sumOf('ms'), sumOf('count')])
    .where(rowsOf(db, shape.scope, userId!))
    .groupBy(ownerColumns(shape.owner));
  if (!shape.includeAuto) query = query.where('auto', '=', sql.lit(0));
  if (shape.only) query = query.where(shape.only, '=', onlyId!);
  return query;
}

/** [userId, only id]: the running stamps. */
function runningRows(db: Db, shape: ListShape, [userId, onlyId]: readonly PersonRef[]) {
  let query = db
    .selectFrom('timeStamps')
    .select(['id', 'startTime', ownerId(shape.owner)])
    .where(rowsOf(db, shape.scope, userId!))
    .where('ended', '=', sql.lit(0));
  if (!shape.includeAuto) query = query.where('auto', '=', sql.lit(0));
  if (shape.only) query = query.where(shape.only, '=', onlyId!);
  return query;
}

/**
 * Every read of the list's figures in one statement, each a JSON array of its rows (db/json-rows.ts):
 * one round trip on PostgreSQL. Values: [userId, last week's Monday, this week's Monday, last
 * month's first day, yesterday, the last day of the date's week or month, only id].
 */
export const figureRows = new PreparedQuery((db: Db, values: readonly string[], key) =>
  db.selectNoFrom(figureColumns(db, shapeOf(key), values, '')),
);

/** A window's sum of one owner: [period start or day, owner id, ms]. */
export type WindowSum = [start: string, ownerId: string, ms: number | string];
/** An owner's all-time sums: [owner id, ms, stamps]. */
export type AllTimeSum = [ownerId: string, ms: number | string, count: number | string];
/** A running stamp: [id, start time, owner id]. */
export type RunningStamp = [id: string, startTime: number, ownerId: string];

/** The five reads of the figures as columns of value arrays (db/json-rows.ts), each name with `suffix`. */
function figureColumns(db: Db, shape: ListShape, values: readonly PersonRef[], suffix: string) {
  const [userId, lastWeek, currentWeek, lastMonth, yesterday, lastDay, onlyId] = values;
  const sums = ['start', 'ownerId', 'ms'];
  return [
    valuesColumn<WindowSum>(
      db,
      weekRows(db, shape, [userId!, lastWeek!, currentWeek!, onlyId!]),
      sums,
      `weeks${suffix}`,
    ),
    valuesColumn<WindowSum>(db, monthRows(db, shape, [userId!, lastMonth!, onlyId!]), sums, `months${suffix}`),
    valuesColumn<WindowSum>(
      db,
      dayRows(db, shape, [userId!, yesterday!, lastDay!, onlyId!]),
      ['day', 'ownerId', 'ms'],
      `days${suffix}`,
    ),
    valuesColumn<AllTimeSum>(
      db,
      allTimeRows(db, shape, [userId!, onlyId!]),
      ['ownerId', 'ms', 'count'],
      `allTime${suffix}`,
    ),
    valuesColumn<RunningStamp>(
      db,
      runningRows(db, shape, [userId!, onlyId!]),
      ['id', 'startTime', 'ownerId'],
      `running${suffix}`,
    ),
  ];
}

/**
 * One time group's sub groups in one statement: the sub groups, the group's tags, the sub groups'
 * tags and the figures per sub group, the same values as `figureRows` (the time group's id last);
 * the key is the figures' shape.
 */
export const subGroupListRows = new PreparedQuery(
  (db: Db, values: readonly string[], key) => db.selectNoFrom(subGroupListColumns(db, values, key)),
  'generic',
);

/**
 * One time group as the person sees it (its owner, the share that shows it to them: their
 * access) and its sub groups' list under its owner, in one statement: `subGroupListRows` read
 * from the group's row. Values as `figureRows`, the person first and the time group's id last.
 */
export const groupSeenWithSubGroupRows = new PreparedQuery(
  (db: Db, values: readonly string[], key) =>
    groupSeenByQuery(db, values[0]!, values[6]!).select(
      subGroupListColumns(db, [sql.ref<string>('timeGroups.userId'), ...values.slice(1)], key),
    ),
  'generic',
);

/** The columns of a time group's sub groups' list; the owner first in `values`, the time group's id last. */
function subGroupListColumns(db: Db, values: readonly PersonRef[], key: string) {
  const userId = values[0]!;
  const timeGroupId = values[6]! as string;
  return [
    rowsColumn(db, subGroupsQuery(db, userId, timeGroupId), 'subGroups'),
    rowsColumn(db, groupTagsQuery(db, userId, timeGroupId), 'groupTags'),
    rowsColumn(db, subGroupTagsQuery(db, userId, timeGroupId), 'subGroupTags'),
    ...figureColumns(db, shapeOf(key), values, ''),
  ];
}
