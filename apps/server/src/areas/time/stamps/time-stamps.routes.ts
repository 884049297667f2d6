import {
  MAX_RANGE_DAYS,
  STAMPS_PAGE_SIZE,
  timeStampCreateBody,
  timeStampDeleteQuery,
  timeStampQuery,
  timeStampUpdateBody,
  type TimeStampPage,
} from '@ordna/contract/time';
import { daysBetween, dayWindow, rangeWindow } from '@ordna/contract/periods';
import { timeRefusals } from '@ordna/contract/time-refusals';
import { timeStampAnswer, timeStampReadAnswer } from '@ordna/contract/time-answers';
import { failureAnswers, nothing, success } from '@ordna/contract/envelope';
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
import { findStampRow, type StampRow } from './stamp-writes.store';
import { findSubGroup } from '../sub-groups/sub-groups.store';
import { timePerson, type TimePerson } from '../time-person';
import { toTimeStamp } from '../views/time-entries';
import { findNamedStamp, overlappingStamps, runningStamps, stampPage } from './time-stamps.store';

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

  const answer = async (person: TimePerson, stampId: string) => {
    const row = await findNamedStamp(db, person.userId, stampId);
    if (!row) throw notFound(timeRefusals.stampNotFound);
    return toTimeStamp(row, person.timeZone, person.now);
  };

  app.get(
    '/time-stamp',
    { schema: { querystring: timeStampQuery, response: { 200: success(timeStampReadAnswer), ...failureAnswers } } },
    async (request) => {
      const person = await timePerson(deps, request);
      const q = request.query;
      const includeAuto = q.auto ?? person.showAuto;
      const stamps = (rows: Parameters<typeof toTimeStamp>[0][]) =>
        rows.map((row) => toTimeStamp(row, person.timeZone, person.now));
      if (q.timeStampId) return ok(await answer(person, q.timeStampId));
      if (q.active) return ok(stamps(await runningStamps(db, person.userId, includeAuto)));
      if (q.date) {
        const window = dayWindow(q.date, person.timeZone);
        return ok(stamps(await overlappingStamps(db, person.userId, window, includeAuto, person.now)));
      }
      if (q.subGroupId) {
        if (!(await findSubGroup(db, person.userId, q.subGroupId))) throw notFound(timeRefusals.subGroupNotFound);
        const pageNumber = q.pageNumber ?? 1;
        const page = await stampPage(db, person.userId, q.subGroupId, pageNumber, STAMPS_PAGE_SIZE, includeAuto);
        const result: TimeStampPage = { stamps: stamps(page.rows), totalPages: page.totalPages, pageNumber };
        return ok(result);
      }
      if (q.from && q.to) {
        const days = daysBetween(q.from, q.to);
        if (days < 0) throw badRequest(timeRefusals.fromAfterTo);
        if (days + 1 > MAX_RANGE_DAYS) throw badRequest(timeRefusals.rangeTooLong);
        const window = rangeWindow(q.from, q.to, person.timeZone);
        return ok(stamps(await overlappingStamps(db, person.userId, window, includeAuto, person.now)));
      }
      throw badRequest(timeRefusals.whichStamps);
    },
  );

  app.post(
    '/time-stamp',
    { schema: { body: timeStampCreateBody, response: { 201: success(timeStampAnswer), ...failureAnswers } } },
    async (request, reply) => {
      const person = await timePerson(deps, request);
      const body = request.body;
      const startTime = body.startTime ?? person.now;
      const endTime = body.endTime ?? (body.ended ? Math.max(person.now, startTime) : null);
      assertStampSpan(startTime, endTime, person.now);
      const id = await inTransaction(db, async (tx) => {
        const subGroupId = await findOrCreateSubGroup(tx, person.userId, body.timeGroupId, body.name);
        const input = { userId: person.userId, timeGroupId: body.timeGroupId, subGroupId, startTime, endTime };
        return insertStamp(tx, { ...input, auto: false, description: body.description }, person.timeZone);
      });
      return reply.status(201).send(ok(await answer(person, id)));
    },
  );

  app.put(
    '/time-stamp',
    { schema: { body: timeStampUpdateBody, response: { 200: success(timeStampAnswer), ...failureAnswers } } },
    async (request) => {
      const person = await timePerson(deps, request);
      const body = request.body;
      const before = await findStampRow(db, person.userId, body.timeStampId);
      if (!before) throw notFound(timeRefusals.stampNotFound);
      const times = editedTimes(before, body, person.now);
      assertStampSpan(times.startTime, times.endTime, person.now);
      let place = { subGroupId: before.subGroupId, timeGroupId: before.timeGroupId };
      if (body.subGroupId && body.subGroupId !== before.subGroupId) {
        const target = await findSubGroup(db, person.userId, body.subGroupId);
        if (!target) throw notFound(timeRefusals.subGroupNotFound);
        place = { subGroupId: target.id, timeGroupId: target.timeGroupId };
      }
      const change: StampChange = { ...place, ...times, description: body.description ?? before.description };
      await changeStamp(db, before, change, person.timeZone);
      return ok(await answer(person, before.id));
    },
  );

  app.delete(
    '/time-stamp',
    { schema: { querystring: timeStampDeleteQuery, response: { 200: success(nothing), ...failureAnswers } } },
    async (request) => {
      const person = await timePerson(deps, request);
      const before = await findStampRow(db, person.userId, request.query.timeStampId);
      if (!before) throw notFound(timeRefusals.stampNotFound);
      await deleteStamp(db, before, person.timeZone);
      return ok(null);
    },
  );
};
