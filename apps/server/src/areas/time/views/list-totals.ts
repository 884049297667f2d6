import { sql } from 'kysely';
import { addDays, addMonths, periodDays, periodWindows } from '@ordna/contract/periods';
import type { Db } from '../../../db/database';
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

/** What the figures are summed per: each sub group, or each time group (the group list). */
type Owner = 'subGroupId' | 'timeGroupId';

function figuresOf(map: Map<string, Figures>, ownerId: string): Figures {
  let figures = map.get(ownerId);
  if (!figures) {
    figures = emptyFigures();
    map.set(ownerId, figures);
  }
  return figures;
}

/** The columns to group by, in the order of the rollup indexes, so SQLite sums without a temporary sort. */
function ownerColumns(owner: Owner): Array<'timeGroupId' | 'subGroupId'> {
  return owner === 'timeGroupId' ? ['timeGroupId'] : ['timeGroupId', 'subGroupId'];
}

/** Figures by sub group id. */
export function subGroupFigures(db: Db, userId: string, q: FigureQuery): Promise<Map<string, Figures>> {
  return figuresPer(db, userId, q, 'subGroupId');
}

/**
 * Figures by time group id, summed in SQL: the group list needs no sub group, and a row per
 * time group is far less to read than a row per sub group.
 */
export function timeGroupFigures(db: Db, userId: string, q: FigureQuery): Promise<Map<string, Figures>> {
  return figuresPer(db, userId, q, 'timeGroupId');
}

async function figuresPer(db: Db, userId: string, q: FigureQuery, owner: Owner): Promise<Map<string, Figures>> {
  const days = periodDays(q.date);
  const weekEnd = addDays(days.currentWeek.from, 6);
  const monthEnd = addDays(addMonths(q.date, 1), -1);
  const lastDay = weekEnd > monthEnd ? weekEnd : monthEnd;
  const ownerId = sql.ref<string>(owner).as('ownerId');
  const groups = ownerColumns(owner);
  const ms = sql<string | number>`sum(${sql.ref('ms')})`.as('ms');

  // Sums per (day or period start, auto, owner): the order of each covering index, so every
  // query streams its range; which window a day or period falls in is sorted out below.
  let dayRows = db
    .selectFrom('timeDayTotals')
    .select(['day', ownerId, ms])
    .where('userId', '=', userId)
    .where('day', '>=', days.yesterDay.from)
    .where('day', '<=', lastDay)
    .groupBy(['day', 'auto', ...groups]);
  // Two queries, not one with OR: each is then a range of the covering index.
  let weekRows = db
    .selectFrom('timePeriodTotals')
    .select(['start', ownerId, ms])
    .where('userId', '=', userId)
    .where('grain', '=', 'week')
    .where('start', 'in', [days.lastWeek.from, days.currentWeek.from])
    .groupBy(['start', 'auto', ...groups]);
  let monthRows = db
    .selectFrom('timePeriodTotals')
    .select(['start', ownerId, ms])
    .where('userId', '=', userId)
    .where('grain', '=', 'month')
    .where('start', '>=', days.lastMonth.from)
    .groupBy(['start', 'auto', ...groups]);
  let allTime = db
    .selectFrom('timeSubGroupTotals')
    .select([ownerId, ms, sql<string | number>`sum(${sql.ref('count')})`.as('count')])
    .where('userId', '=', userId)
    .groupBy(groups);
  let running = db
    .selectFrom('timeStamps')
    .select(['id', 'startTime', ownerId])
    .where('userId', '=', userId)
    .where('ended', '=', 0);
  if (!q.includeAuto) {
    dayRows = dayRows.where('auto', '=', 0);
    weekRows = weekRows.where('auto', '=', 0);
    monthRows = monthRows.where('auto', '=', 0);
    allTime = allTime.where('auto', '=', 0);
    running = running.where('auto', '=', 0);
  }
  if (q.subGroupId) {
    dayRows = dayRows.where('subGroupId', '=', q.subGroupId);
    weekRows = weekRows.where('subGroupId', '=', q.subGroupId);
    monthRows = monthRows.where('subGroupId', '=', q.subGroupId);
    allTime = allTime.where('subGroupId', '=', q.subGroupId);
    running = running.where('subGroupId', '=', q.subGroupId);
  } else if (q.timeGroupId) {
    dayRows = dayRows.where('timeGroupId', '=', q.timeGroupId);
    weekRows = weekRows.where('timeGroupId', '=', q.timeGroupId);
    monthRows = monthRows.where('timeGroupId', '=', q.timeGroupId);
    allTime = allTime.where('timeGroupId', '=', q.timeGroupId);
    running = running.where('timeGroupId', '=', q.timeGroupId);
  }

  const map = new Map<string, Figures>();
  for (const row of await weekRows.execute()) {
    const totals = figuresOf(map, row.ownerId).totals;
    if (row.start === days.currentWeek.from) totals.currentWeek += Number(row.ms);
    else totals.lastWeek += Number(row.ms);
  }
  for (const row of await monthRows.execute()) {
    const totals = figuresOf(map, row.ownerId).totals;
    if (row.start === days.currentMonth.from) totals.currentMonth += Number(row.ms);
    else if (row.start === days.lastMonth.from) totals.lastMonth += Number(row.ms);
    // Months after the date's month are in the all-time sum but not in a total up to the date.
    else if (row.start > days.currentMonth.from) totals.total -= Number(row.ms);
  }
  for (const row of await dayRows.execute()) {
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
  for (const row of await allTime.execute()) {
    const figures = figuresOf(map, row.ownerId);
    figures.totals.total += Number(row.ms);
    figures.usage += Number(row.count);
  }

  const stamps = await running.execute();
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
