import { addDays, addMonths, periodDays, periodWindows } from '@ordna/contract/kernel/periods';
import type { Db } from '../../../db/database';
import type { TimeScope } from '../time-scope';
import { rowsOfColumn } from '../../../db/json-rows';
import {
  figureRows,
  groupSeenWithSubGroupRows,
  shapeKey,
  subGroupListRows,
  type AllTimeSum,
  type Owner,
  type RunningStamp,
  type WindowSum,
} from './list-queries';
import { groupListRows, type VisibleGroupValues } from './group-list-queries';
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

interface FigureWindows {
  days: ReturnType<typeof periodDays>;
  weekEnd: string;
  monthEnd: string;
  /** The values every figures statement binds (list-queries.ts, `figureRows`). */
  values: string[];
}

type DateWindows = Omit<FigureWindows, 'values'> & { lastDay: string };

/** The windows of the dates asked lately: nearly every list asks for today. */
const windowsOfDate = new Map<string, DateWindows>();
const DATES_KEPT = 64;

function dateWindowsOf(date: string): DateWindows {
  let windows = windowsOfDate.get(date);
  if (!windows) {
    const days = periodDays(date);
    const weekEnd = addDays(days.currentWeek.from, 6);
    const monthEnd = addDays(addMonths(date, 1), -1);
    windows = { days, weekEnd, monthEnd, lastDay: weekEnd > monthEnd ? weekEnd : monthEnd };
    if (windowsOfDate.size >= DATES_KEPT) windowsOfDate.clear();
    windowsOfDate.set(date, windows);
  }
  return windows;
}

function windowsOf(userId: string, q: FigureQuery): FigureWindows {
  const { days, weekEnd, monthEnd, lastDay } = dateWindowsOf(q.date);
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
  const [read] = await groupListRows.execute(db, String(q.includeAuto), windows.values);
  return {
    groups: rowsOfColumn<VisibleGroupValues>(read!.groups).map(
      ([id, name, shareId, role, ownerName]): VisibleGroupRow => ({ id, name, shareId, role, ownerName }),
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
  const weeks = rowsOfColumn<WindowSum>(read[`weeks${suffix}`]);
  const months = rowsOfColumn<WindowSum>(read[`months${suffix}`]);
  const dayTotals = rowsOfColumn<WindowSum>(read[`days${suffix}`]);
  const allTime = rowsOfColumn<AllTimeSum>(read[`allTime${suffix}`]);
  const stamps = rowsOfColumn<RunningStamp>(read[`running${suffix}`]);
  const map = new Map<string, Figures>();
  for (const [start, ownerId, ms] of weeks) {
    const totals = figuresOf(map, ownerId).totals;
    if (start === days.currentWeek.from) totals.currentWeek += Number(ms);
    else totals.lastWeek += Number(ms);
  }
  for (const [start, ownerId, ms] of months) {
    const totals = figuresOf(map, ownerId).totals;
    if (start === days.currentMonth.from) totals.currentMonth += Number(ms);
    else if (start === days.lastMonth.from) totals.lastMonth += Number(ms);
    // Months after the date's month are in the all-time sum but not in a total up to the date.
    else if (start > days.currentMonth.from) totals.total -= Number(ms);
  }
  for (const [day, ownerId, ms] of dayTotals) {
    const totals = figuresOf(map, ownerId).totals;
    const dayMs = Number(ms);
    if (day === q.date) totals.today += dayMs;
    else if (day === days.yesterDay.from) totals.yesterDay += dayMs;
    else if (day > q.date) {
      // Days after the date inside its week and month windows come out of those rows' sums.
      if (day <= weekEnd) totals.currentWeek -= dayMs;
      if (day <= monthEnd) {
        totals.currentMonth -= dayMs;
        totals.total -= dayMs;
      }
    }
  }
  for (const [ownerId, ms, count] of allTime) {
    const figures = figuresOf(map, ownerId);
    figures.totals.total += Number(ms);
    figures.usage += Number(count);
  }

  if (stamps.length > 0) {
    const periods = periodWindows(q.date, q.timeZone);
    const countedUntil = new Date(q.now).toISOString();
    for (const [id, startTime, ownerId] of stamps) {
      const figures = figuresOf(map, ownerId);
      addTotals(figures.totals, runningTotals(Number(startTime), q.now, periods));
      figures.usage += 1;
      const started = new Date(Number(startTime)).toISOString();
      figures.active = laterActive(figures.active, { startTime: started, timeStampId: id, countedUntil });
    }
  }
  return map;
}
