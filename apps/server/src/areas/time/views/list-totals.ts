import { addDays, addMonths, periodDays, periodWindows } from '@ordna/contract/kernel/periods';
import type { Db } from '../../../db/database';
import type { TimeScope } from '../time-scope';
import { rowsOfColumn } from '../../../db/json-rows';
import {
  figureRows,
  groupListRows,
  groupSeenWithSubGroupRows,
  shapeKey,
  subGroupListRows,
  type Owner,
} from './list-queries';
import type { SubGroupRow } from '../sub-groups/sub-groups.store';
import type { Tag } from '@ordna/contract/time';
import type { VisibleGroupRow } from '../groups/time-groups.store';
import { tagsByOwner } from '../tags/tags.store';
import { addTotals, emptyFigures, laterActive, runningTotals, type Figures } from './period-totals';

/**
 * Each sub group's (or each time group's) figures for the list, from the rollups without reading
 * stamps outside the windows: today and yesterday from day rows; week and month windows from week
 * and month rows minus the day rows after the date inside them; total = all time minus the month
 * rows after the date's month and the day rows after the date inside it; plus running stamps
 * clipped to each window up to now.
 */

export interface FigureQuery {
  date: string;
  timeZone: string;
  now: number;
  includeAuto: boolean;
  timeGroupId?: string;
  subGroupId?: string;
}

function figuresOf(map: Map<string, Figures>, ownerId: string): Figures {
  let figures = map.get(ownerId);
  if (!figures) {
    figures = emptyFigures();
    map.set(ownerId, figures);
  }
  return figures;
}

/** Figures by sub group id. */
export function subGroupFigures(db: Db, userId: string, q: FigureQuery): Promise<Map<string, Figures>> {
  return figuresPer(db, userId, q, 'subGroupId', 'own');
}

/**
 * Figures by time group id, summed in SQL: the group list needs no sub group, and a row per
 * time group is far less to read than a row per sub group.
 */
export function timeGroupFigures(
  db: Db,
  userId: string,
  q: FigureQuery,
  scope: TimeScope = 'own',
): Promise<Map<string, Figures>> {
  return figuresPer(db, userId, q, 'timeGroupId', scope);
}

interface FigureWindows {
  days: ReturnType<typeof periodDays>;
  weekEnd: string;
  monthEnd: string;
  /** The values every figures statement binds (list-queries.ts, `figureRows`). */
  values: string[];
}

function windowsOf(userId: string, q: FigureQuery): FigureWindows {
  const days = periodDays(q.date);
  const weekEnd = addDays(days.currentWeek.from, 6);
  const monthEnd = addDays(addMonths(q.date, 1), -1);
  const lastDay = weekEnd > monthEnd ? weekEnd : monthEnd;
  const onlyId = q.subGroupId ?? q.timeGroupId ?? '';
  const values = [
    userId,
    days.lastWeek.from,
    days.currentWeek.from,
    days.lastMonth.from,
    days.yesterDay.from,
    lastDay,
    onlyId,
  ];
  return { days, weekEnd, monthEnd, values };
}

async function figuresPer(
  db: Db,
  userId: string,
  q: FigureQuery,
  owner: Owner,
  scope: TimeScope,
): Promise<Map<string, Figures>> {
  const only: Owner | null = q.subGroupId ? 'subGroupId' : q.timeGroupId ? 'timeGroupId' : null;
  const windows = windowsOf(userId, q);
  const [read] = await figureRows.execute(
    db,
    shapeKey({ owner, includeAuto: q.includeAuto, only, scope }),
    windows.values,
  );
  return figuresFrom(read!, '', q, windows);
}

/**
 * The list of time groups in one statement: the groups the person sees, their own groups' tags,
 * and the figures per time group of their own groups and of the groups shared with them.
 */
export async function groupListFigures(db: Db, userId: string, q: FigureQuery) {
  const windows = windowsOf(userId, q);
  const key = shapeKey({ owner: 'timeGroupId', includeAuto: q.includeAuto, only: null, scope: 'own' });
  const [read] = await groupListRows.execute(db, key, windows.values);
  return {
    groups: rowsOfColumn<VisibleGroupRow & { nameKey?: string }>(read!.groups).map(
      ({ nameKey: _nameKey, ...row }) => row,
    ),
    tags: tagsByOwner(rowsOfColumn<{ ownerId: string; id: string; title: string }>(read!.tags)),
    own: figuresFrom(read!, '', q, windows),
    shared: figuresFrom(read!, 'Shared', q, windows),
  };
}

/** A time group's sub groups' list as `subGroupListFigures` answers it. */
export interface SubGroupList {
  subGroups: SubGroupRow[];
  groupTags: Tag[];
  subGroupTags: Map<string, Tag[]>;
  figures: Map<string, Figures>;
}

/**
 * One time group's sub groups in one statement: its sub groups in name order, its tags, theirs,
 * and the figures per sub group (`q.timeGroupId` names the group).
 */
export async function subGroupListFigures(
  db: Db,
  userId: string,
  q: FigureQuery & { timeGroupId: string },
): Promise<SubGroupList> {
  const windows = windowsOf(userId, q);
  const [read] = await subGroupListRows.execute(db, subGroupListKey(q), windows.values);
  return subGroupListOf(read!, q, windows);
}

/**
 * One time group as the person sees it (owner, share, role: undefined when there is none) and
 * its sub groups' list under its owner, in one statement; the caller checks the access before
 * answering anything of it.
 */
export async function groupSeenWithSubGroups(db: Db, personId: string, q: FigureQuery & { timeGroupId: string }) {
  const windows = windowsOf(personId, q);
  const [read] = await groupSeenWithSubGroupRows.execute(db, subGroupListKey(q), windows.values);
  if (!read) return undefined;
  const { id, name, userId, shareId, role, ownerName } = read;
  return { group: { id, name, userId, shareId, role, ownerName }, list: subGroupListOf(read, q, windows) };
}

function subGroupListKey(q: FigureQuery): string {
  return shapeKey({ owner: 'subGroupId', includeAuto: q.includeAuto, only: 'timeGroupId', scope: 'own' });
}

function subGroupListOf(
  read: Record<string, unknown>,
  q: FigureQuery & { timeGroupId: string },
  windows: FigureWindows,
): SubGroupList {
  type TagRow = { ownerId: string; id: string; title: string };
  return {
    subGroups: rowsOfColumn<SubGroupRow>(read.subGroups),
    groupTags: tagsByOwner(rowsOfColumn<TagRow>(read.groupTags)).get(q.timeGroupId) ?? [],
    subGroupTags: tagsByOwner(rowsOfColumn<TagRow>(read.subGroupTags)),
    figures: figuresFrom(read, '', q, windows),
  };
}

/** The figures from the rows of the five reads (columns named with `suffix`). */
function figuresFrom(
  read: Record<string, unknown>,
  suffix: string,
  q: FigureQuery,
  { days, weekEnd, monthEnd }: FigureWindows,
): Map<string, Figures> {
  const weeks = rowsOfColumn<{ start: string; ownerId: string; ms: number }>(read[`weeks${suffix}`]);
  const months = rowsOfColumn<{ start: string; ownerId: string; ms: number }>(read[`months${suffix}`]);
  const dayTotals = rowsOfColumn<{ day: string; ownerId: string; ms: number }>(read[`days${suffix}`]);
  const allTime = rowsOfColumn<{ ownerId: string; ms: number; count: number }>(read[`allTime${suffix}`]);
  const stamps = rowsOfColumn<{ id: string; startTime: number; ownerId: string }>(read[`running${suffix}`]);
  const map = new Map<string, Figures>();
  for (const row of weeks) {
    const totals = figuresOf(map, row.ownerId).totals;
    if (row.start === days.currentWeek.from) totals.currentWeek += Number(row.ms);
    else totals.lastWeek += Number(row.ms);
  }
  for (const row of months) {
    const totals = figuresOf(map, row.ownerId).totals;
    if (row.start === days.currentMonth.from) totals.currentMonth += Number(row.ms);
    else if (row.start === days.lastMonth.from) totals.lastMonth += Number(row.ms);
    // Months after the date's month are in the all-time sum but not in a total up to the date.
    else if (row.start > days.currentMonth.from) totals.total -= Number(row.ms);
  }
  for (const row of dayTotals) {
    const totals = figuresOf(map, row.ownerId).totals;
    const dayMs = Number(row.ms);
    if (row.day === q.date) totals.today += dayMs;
    else if (row.day === days.yesterDay.from) totals.yesterDay += dayMs;
    else if (row.day > q.date) {
      // Days after the date inside its week and month windows come out of those rows' sums.
      if (row.day <= weekEnd) totals.currentWeek -= dayMs;
      if (row.day <= monthEnd) {
        totals.currentMonth -= dayMs;
        totals.total -= dayMs;
      }
    }
  }
  for (const row of allTime) {
    const figures = figuresOf(map, row.ownerId);
    figures.totals.total += Number(row.ms);
    figures.usage += Number(row.count);
  }

  if (stamps.length > 0) {
    const periods = periodWindows(q.date, q.timeZone);
    const countedUntil = new Date(q.now).toISOString();
    for (const stamp of stamps) {
      const figures = figuresOf(map, stamp.ownerId);
      addTotals(figures.totals, runningTotals(stamp.startTime, q.now, periods));
      figures.usage += 1;
      const startTime = new Date(stamp.startTime).toISOString();
      figures.active = laterActive(figures.active, { startTime, timeStampId: stamp.id, countedUntil });
    }
  }
  return map;
}
