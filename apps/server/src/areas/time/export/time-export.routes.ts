import { Readable } from 'node:stream';
import { rangeWindow } from '@ordna/contract/kernel/periods';
import type { AreaRoutes } from '../../../http/context';
import { csvHeader, stampLine } from './csv';
import { tagsOfGroups, tagsOfSubGroups } from '../tags/tags.store';
import { timePerson } from '../time-person';
import { exportBatch } from '../stamps/time-stamps.store';
import { route } from '../../../http/endpoint-route';
import { timeEndpoints } from '@ordna/contract/time/endpoints';

const BATCH = 2000;

/** GET /time-stamp/export?from&to: the stamps starting in the range as a CSV download (not the envelope). */
export const timeExportRoutes: AreaRoutes = async (app, deps) => {
  const { db } = deps;

  route(app, timeEndpoints.readStampExport, async (request, reply) => {
    const person = await timePerson(deps, request);
    const { from, to, auto = person.showAuto } = request.query;
    const window = rangeWindow(from, to, person.timeZone);
    const [groupTags, subGroupTags] = await Promise.all([
      tagsOfGroups(db, person.userId),
      tagsOfSubGroups(db, person.userId),
    ]);
    const tagsOf = (subGroupId: string, timeGroupId: string) => [
      ...new Set([...(subGroupTags.get(subGroupId) ?? []), ...(groupTags.get(timeGroupId) ?? [])].map((t) => t.title)),
    ];

    // Read in batches so a five-year export never holds every stamp in memory.
    async function* lines(): AsyncGenerator<string> {
      yield csvHeader();
      let after: { startTime: number; id: string } | null = null;
      for (;;) {
        const rows = await exportBatch(db, person.userId, window, after, BATCH, auto);
        if (rows.length === 0) return;
        let chunk = '';
        for (const row of rows) {
          const endTime = row.ended === 1 ? row.endTime : null;
          const durationMs = (endTime ?? Math.max(person.now, row.startTime)) - row.startTime;
          const stamp = { groupName: row.groupName, subGroupName: row.name, startTime: row.startTime, endTime };
          chunk += stampLine(
            { ...stamp, durationMs, tags: tagsOf(row.subGroupId, row.timeGroupId), description: row.description },
            person.timeZone,
          );
        }
        yield chunk;
        const last = rows[rows.length - 1]!;
        after = { startTime: last.startTime, id: last.id };
        if (rows.length < BATCH) return;
      }
    }

    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ordna-time-${from}-${to}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines()));
  });
};
