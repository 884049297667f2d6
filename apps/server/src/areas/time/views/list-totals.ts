import { sql, type RawBuilder } from 'kysely';
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

const sumWhen = (condition: RawBuilder<unknown>) =>
  sql<string | number>`sum(case when ${condition} then ${sql.ref('ms')} else 0 end)`;

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
  const day = sql.ref('day');
  const start = sql.ref('start');

  let dayRows = db
    .selectFrom('timeDayTotals')
    .select(sql.ref<string>(owner).as('ownerId'))
    .select([
      sumWhen(sql`${day} = ${q.date}`).as('today'),
      sumWhen(sql`${day} = ${days.yesterDay.from}`).as('yesterDay'),
      sumWhen(sql`${day} > ${q.date} and ${day} <= ${weekEnd}`).as('weekAfter'),
      sumWhen(sql`${day} > ${q.date} and ${day} <= ${monthEnd}`).as('monthAfter'),
    ])
    .where('userId', '=', userId)
    .where('day', '>=', days.yesterDay.from)
    .where('day', '<=', lastDay)
    .groupBy(owner);
  // Two queries, not one with OR: each is then a range of the covering index.
  let weekRows = db
    .selectFrom('timePeriodTotals')
    .select(sql.ref<string>(owner).as('ownerId'))
    .select([
      sumWhen(sql`${start} = ${days.currentWeek.from}`).as('currentWeek'),
      sumWhen(sql`${start} = ${days.lastWeek.from}`).as('lastWeek'),
    ])
    .where('userId', '=', userId)
    .where('grain', '=', 'week')
    .where('start', 'in', [days.lastWeek.from, days.currentWeek.from])
    .groupBy(owner);
  let monthRows = db
    .selectFrom('timePeriodTotals')
    .select(sql.ref<string>(owner).as('ownerId'))
    .select([
      sumWhen(sql`${start} = ${days.currentMonth.from}`).as('currentMonth'),
      sumWhen(sql`${start} = ${days.lastMonth.from}`).as('lastMonth'),
      sumWhen(sql`${start} > ${days.currentMonth.from}`).as('monthsAfter'),
    ])
    .where('userId', '=', userId)
    .where('grain', '=', 'month')
    .where('start', '>=', days.lastMonth.from)
    .groupBy(owner);
  let allTime = db
    .selectFrom('timeSubGroupTotals')
    .select(sql.ref<string>(owner).as('ownerId'))
    .select((eb) => [eb.fn.sum<string | number>('ms').as('ms'), eb.fn.sum<string | number>('count').as('count')])
    .where('userId', '=', userId)
    .groupBy(owner);
  let running = db
    .selectFrom('timeStamps')
    .select(['id', 'startTime', sql.ref<string>(owner).as('ownerId')])
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
    totals.currentWeek += Number(row.currentWeek);
    totals.lastWeek += Number(row.lastWeek);
  }
  for (const row of await monthRows.execute()) {
    const totals = figuresOf(map, row.ownerId).totals;
    totals.currentMonth += Number(row.currentMonth);
    totals.lastMonth += Number(row.lastMonth);
    totals.total -= Number(row.monthsAfter);
  }
  for (const row of await dayRows.execute()) {
    const totals = figuresOf(map, row.ownerId).totals;
    totals.today += Number(row.today);
    totals.yesterDay += Number(row.yesterDay);
    totals.currentWeek -= Number(row.weekAfter);
    totals.currentMonth -= Number(row.monthAfter);
    totals.total -= Number(row.monthAfter);
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
