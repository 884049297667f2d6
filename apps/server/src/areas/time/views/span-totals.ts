import { sql } from 'kysely';
import { rangeWindow, splitByDay } from '@ordna/contract/kernel/periods';
import type { Db } from '../../../db/database';

/** A span of local dates of one person's own time, as of `now`. */
export interface TimeSpan {
  personId: string;
  from: string;
  to: string;
  timeZone: string;
  now: number;
  includeAuto: boolean;
}

const sumMs = sql<string | number>`sum(${sql.ref('ms')})`.as('ms');

/** The day rollups of the span, summed in SQL per `by`, from the covering (userId, day, auto, timeGroupId…) index. */
function rolledUp(db: Db, span: TimeSpan, by: 'day' | 'timeGroupId') {
  let query = db
    .selectFrom('timeDayTotals')
    .select([by, sumMs])
    .where('userId', '=', span.personId)
    .where('day', '>=', span.from)
    .where('day', '<=', span.to);
  if (!span.includeAuto) query = query.where('auto', '=', 0);
  return query.groupBy(by).execute();
}

/** The running stamps' time inside the span up to now, cut per local day. */
async function runningParts(db: Db, span: TimeSpan): Promise<{ timeGroupId: string; day: string; ms: number }[]> {
  let query = db
    .selectFrom('timeStamps')
    .select(['timeGroupId', 'startTime'])
    .where('userId', '=', span.personId)
    .where('ended', '=', 0);
  if (!span.includeAuto) query = query.where('auto', '=', 0);
  const window = rangeWindow(span.from, span.to, span.timeZone);
  const parts: { timeGroupId: string; day: string; ms: number }[] = [];
  for (const stamp of await query.execute()) {
    const start = Math.max(Number(stamp.startTime), window.start);
    const end = Math.min(Math.max(span.now, Number(stamp.startTime)), window.end);
    if (end <= start) continue;
    for (const part of splitByDay(start, end, span.timeZone)) parts.push({ timeGroupId: stamp.timeGroupId, ...part });
  }
  return parts;
}

/**
 * Milliseconds tracked per local day in the person's own groups (YYYY-MM-DD → ms): the day rollups
 * plus running stamps up to now. Shared groups stay on their owner's days (docs/architecture.md, "Sharing").
 */
export async function trackedMsPerDay(db: Db, span: TimeSpan): Promise<Record<string, number>> {
  const [rows, running] = await Promise.all([rolledUp(db, span, 'day'), runningParts(db, span)]);
  const perDay: Record<string, number> = {};
  for (const row of rows) perDay[row.day] = Number(row.ms);
  for (const part of running) perDay[part.day] = (perDay[part.day] ?? 0) + part.ms;
  return perDay;
}

/** Milliseconds per own time group over the span, running stamps up to now. */
export async function msPerTimeGroup(db: Db, span: TimeSpan): Promise<Map<string, number>> {
  const [rows, running] = await Promise.all([rolledUp(db, span, 'timeGroupId'), runningParts(db, span)]);
  const perGroup = new Map<string, number>();
  const add = (id: string, ms: number) => perGroup.set(id, (perGroup.get(id) ?? 0) + ms);
  for (const row of rows) add(row.timeGroupId, Number(row.ms));
  for (const part of running) add(part.timeGroupId, part.ms);
  return perGroup;
}
