import { Notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import { localDate, startOfDay } from '@ordna/contract/kernel/periods';
import type { TimeStamp } from '@ordna/contract/time';
import { renderRoutes } from '../../../test/providers.test-kit';
import TrackerPage from './TrackerPage';

/** The tracker page over a fetch that answers as the server would (its tests: undo, the week's bound). */

export const ZONE = 'Europe/Stockholm';
export const HOUR = 3_600_000;
export const today = localDate(Date.now(), ZONE);
export const at = (ms: number) => new Date(startOfDay(today, ZONE) + ms).toISOString();

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify({ status: true, data }), { status, headers: { 'content-type': 'application/json' } });

export function stampOf(fields: Partial<TimeStamp>): TimeStamp {
  return {
    _id: 's1',
    name: 'Coding',
    subGroupId: 'sub1',
    timeGroupId: 'g1',
    startTime: at(0),
    endTime: at(HOUR / 2),
    date: today,
    ended: true,
    durationInMs: HOUR / 2,
    auto: false,
    description: 'Login bug',
    ...fields,
  };
}

/**
 * The server as the tracker reads it: one group, the stamps it holds (the week `weekCut` when it
 * had more than its answer carries), deletes that answer only when the test says (as on a loaded
 * machine), and restores (POST /time-stamp) recorded.
 */
export function trackerServer(stamps: TimeStamp[], weekCut = false) {
  const held: (() => void)[] = [];
  const restores: unknown[] = [];
  let made = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = `${method} ${url.pathname}`;
      if (path === 'GET /api/time-group') return json(200, [{ _id: 'g1', name: 'Work', tags: [] }]);
      if (path === 'GET /api/time-stamp') {
        const running = url.searchParams.get('active') === 'true';
        const answered = stamps.filter((stamp) => stamp.ended !== running);
        // The running list is a list; the week (?from&to) its first stamps and whether it had more.
        return json(200, running ? answered : { stamps: answered, cut: weekCut });
      }
      if (path === 'DELETE /api/time-stamp') {
        const id = url.searchParams.get('timeStampId');
        stamps.splice(0, stamps.length, ...stamps.filter((stamp) => stamp._id !== id));
        return new Promise<Response>((resolve) => held.push(() => resolve(json(200, null))));
      }
      if (path === 'POST /api/time-stamp') {
        const body = JSON.parse(String(init?.body)) as Partial<TimeStamp>;
        restores.push(body);
        const ended = body.ended === true;
        const stamp = stampOf({ ...body, _id: `back${++made}`, ended, endTime: body.endTime ?? null });
        stamps.push(stamp);
        return json(201, stamp);
      }
      if (method === 'GET') return json(200, []);
      return new Response(JSON.stringify({ status: false, code: 'common.notFound', message: 'Not found' }), {
        status: 404,
      });
    }),
  );
  return { held, restores };
}

export function renderTracker() {
  return renderRoutes(
    [
      {
        path: '/time-tracker',
        element: (
          <>
            <Notifications />
            <TrackerPage />
          </>
        ),
      },
      {
        path: '/time-groups',
        element: (
          <>
            <Notifications />
            <p>All groups</p>
          </>
        ),
      },
    ],
    '/time-tracker',
  );
}
