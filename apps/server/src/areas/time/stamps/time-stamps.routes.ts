import {
  MAX_DAY_STAMPS,
  MAX_RANGE_DAYS,
  MAX_RANGE_STAMPS,
  STAMPS_PAGE_SIZE,
  type TimeStampDay,
  type TimeStampPage,
  type TimeStampRange,
} from '@ordna/contract/time';
import { daysBetween, dayWindow, rangeWindow } from '@ordna/contract/kernel/periods';
import { timeRefusals } from '@ordna/contract/time/refusals';
import type { AreaRoutes } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { badRequest, notFound } from '../../../http/errors';
import { inTransaction } from '../../../db/transaction';
import {
  assertStampSpan,
  changeStamp,
  deleteStamp,
  findOrCreateSubGroup,
  insertStamp,
  type StampChange,
} from './stamp-writes.service';
import type { StampRow } from './stamp-writes.store';
import { tellAudience } from '../../sharing/public';
import { ownerZone, reachGroup, reachStamp, reachSubGroup } from '../time-access';
import { timePerson, type TimePerson } from '../time-person';
import { toTimeStamp } from '../views/time-entries';
import { findNamedStamp, overlappingStamps, runningStamps, stampPage } from './time-stamps.store';
import { route } from '../../../http/endpoint-route';
import { timeEndpoints } from '@ordna/contract/time/endpoints';

interface StampEdit {
  startTime?: number;
  endTime?: number | null;
  ended?: boolean;
}

/**
 * The stamp's new times from a PUT: `ended: false` (or endTime null) reopens it; `ended: true`
 * without an end ends it now; an endTime ends it then.
 */
function editedTimes(before: StampRow, edit: StampEdit, now: number): { startTime: number; endTime: number | null } {
  const startTime = edit.startTime ?? before.startTime;
  if (edit.ended === false) {
    if (typeof edit.endTime === 'number') throw badRequest(timeRefusals.reopenedWithEnd);
    return { startTime, endTime: null };
  }
  if (edit.endTime !== undefined) return { startTime, endTime: edit.endTime };
  const current = before.ended === 1 ? before.endTime : null;
  return { startTime, endTime: edit.ended === true ? (current ?? now) : current };
}

/** /time-stamp: one, running, a day (timeline), a sub group's pages, a range; start, edit, stop, reopen, delete. */
export const timeStampRoutes: AreaRoutes = async (app, deps) => {
  const { db } = deps;

  /** The stamp as `person` sees it; `ownerId`: whose group it is in. */
  const answer = async (person: TimePerson, stampId: string, ownerId = person.userId, reader = db) => {
    const row = await findNamedStamp(reader, ownerId, stampId);
    if (!row) throw notFound(timeRefusals.stampNotFound);
    return toTimeStamp(row, person.timeZone, person.now);
  };

  route(app, timeEndpoints.readStamp, async (request) => {
    const person = await timePerson(deps, request);
    const q = request.query;
    const includeAuto = q.auto ?? person.showAuto;
    const stamps = (rows: Parameters<typeof toTimeStamp>[0][]) =>
      rows.map((row) => toTimeStamp(row, person.timeZone, person.now));
    if (q.timeStampId) {
      const { ownerId } = await reachStamp(db, person.userId, q.timeStampId, 'read');
      return ok(await answer(person, q.timeStampId, ownerId));
    }
    if (q.active) {
      // Every device of every member shows a running stamp of a shared group.
      const [own, shared] = await Promise.all([
        runningStamps(db, person.userId, includeAuto),
        runningStamps(db, person.userId, includeAuto, 'shared'),
      ]);
      return ok(stamps([...own, ...shared].sort((a, b) => b.startTime - a.startTime || a.id.localeCompare(b.id))));
    }
    if (q.date) {
      // A day answers its first MAX_DAY_STAMPS stamps, and says when it had more.
      const window = dayWindow(q.date, person.timeZone);
      const day = await overlappingStamps(db, person.userId, window, includeAuto, person.now, MAX_DAY_STAMPS);
      const result: TimeStampDay = { stamps: stamps(day.rows), cut: day.cut };
      return ok(result);
    }
    if (q.subGroupId) {
      const { ownerId } = await reachSubGroup(db, person.userId, q.subGroupId, 'read');
      const pageNumber = q.pageNumber ?? 1;
      const page = await stampPage(db, ownerId, q.subGroupId, pageNumber, STAMPS_PAGE_SIZE, includeAuto);
      const result: TimeStampPage = { stamps: stamps(page.rows), totalPages: page.totalPages, pageNumber };
      return ok(result);
    }
    if (q.from && q.to) {
      const days = daysBetween(q.from, q.to);
      if (days < 0) throw badRequest(timeRefusals.fromAfterTo);
      if (days + 1 > MAX_RANGE_DAYS) throw badRequest(timeRefusals.rangeTooLong);
      // Days answer their first MAX_RANGE_STAMPS stamps, and say when they had more.
      const window = rangeWindow(q.from, q.to, person.timeZone);
      const read = await overlappingStamps(db, person.userId, window, includeAuto, person.now, MAX_RANGE_STAMPS);
      const result: TimeStampRange = { stamps: stamps(read.rows), cut: read.cut };
      return ok(result);
    }
    throw badRequest(timeRefusals.whichStamps);
  });

  route(app, timeEndpoints.createStamp, async (request, reply) => {
    const person = await timePerson(deps, request);
    const body = request.body;
    const startTime = body.startTime ?? person.now;
    const endTime = body.endTime ?? (body.ended ? Math.max(person.now, startTime) : null);
    assertStampSpan(startTime, endTime, person.now);
    // A stamp in a shared group is the group's: its owner's userId and time zone, whoever stamps.
    const { ownerId } = await reachGroup(db, person.userId, body.timeGroupId, 'change');
    const timeZone = await ownerZone(deps, person, ownerId);
    // The answer is read in the stamp's own transaction: a committed stamp never answers a
    // failure that invites a retry.
    const stamp = await inTransaction(db, async (tx) => {
      const subGroupId = await findOrCreateSubGroup(tx, ownerId, body.timeGroupId, body.name);
      const input = { userId: ownerId, timeGroupId: body.timeGroupId, subGroupId, startTime, endTime };
      const id = await insertStamp(tx, { ...input, auto: false, description: body.description }, timeZone);
      return answer(person, id, ownerId, tx);
    });
    tellAudience(db, deps.live, 'timeGroup', body.timeGroupId, {
      kind: 'timeStamp',
      id: stamp._id,
      action: 'created',
    });
    return reply.status(201).send(ok(stamp));
  });

  route(app, timeEndpoints.changeStamp, async (request) => {
    const person = await timePerson(deps, request);
    const body = request.body;
    const { thing: before, ownerId } = await reachStamp(db, person.userId, body.timeStampId, 'change');
    const times = editedTimes(before, body, person.now);
    assertStampSpan(times.startTime, times.endTime, person.now);
    let place = { subGroupId: before.subGroupId, timeGroupId: before.timeGroupId };
    if (body.subGroupId && body.subGroupId !== before.subGroupId) {
      // Only into a sub group of the same owner that the person may change.
      const target = await reachSubGroup(db, person.userId, body.subGroupId, 'change').catch(() => null);
      if (!target || target.ownerId !== ownerId) throw notFound(timeRefusals.subGroupNotFound);
      place = { subGroupId: target.thing.id, timeGroupId: target.thing.timeGroupId };
    }
    const change: StampChange = { ...place, ...times, description: body.description ?? before.description };
    const zone = await ownerZone(deps, person, ownerId);
    // Read back in the edit's own transaction, as stamp-in does.
    const stamp = await changeStamp(db, before, change, zone, (tx) => answer(person, before.id, ownerId, tx));
    const changed = { kind: 'timeStamp', id: before.id, action: 'changed' } as const;
    tellAudience(db, deps.live, 'timeGroup', place.timeGroupId, changed);
    if (place.timeGroupId !== before.timeGroupId) tellAudience(db, deps.live, 'timeGroup', before.timeGroupId, changed);
    return ok(stamp);
  });

  route(app, timeEndpoints.deleteStamp, async (request) => {
    const person = await timePerson(deps, request);
    const { thing: before, ownerId } = await reachStamp(db, person.userId, request.query.timeStampId, 'change');
    await deleteStamp(db, before, await ownerZone(deps, person, ownerId));
    tellAudience(db, deps.live, 'timeGroup', before.timeGroupId, {
      kind: 'timeStamp',
      id: before.id,
      action: 'deleted',
    });
    return ok(null);
  });
};
