import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDate, startOfDay } from '@ordna/contract/kernel/periods';
import type { TimeStamp } from '@ordna/contract/time';
import { renderRoutes } from '../../../test/providers.test-kit';
import { endTestSession, signInForTest } from '../../../test/session.test-kit';
import { timeKeys } from '../time-keys';
import TrackerPage from './TrackerPage';

afterEach(endTestSession);

const ZONE = 'Europe/Stockholm';
const HOUR = 3_600_000;
const today = localDate(Date.now(), ZONE);
const at = (ms: number) => new Date(startOfDay(today, ZONE) + ms).toISOString();

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify({ status: true, data }), { status, headers: { 'content-type': 'application/json' } });

function stampOf(fields: Partial<TimeStamp>): TimeStamp {
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
 * The server as the tracker reads it: one group, the stamps it holds, deletes that answer only
 * when the test says (as on a loaded machine), and restores (POST /time-stamp) recorded.
 */
function trackerServer(stamps: TimeStamp[]) {
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
        return json(
          200,
          stamps.filter((stamp) => stamp.ended !== running),
        );
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

function renderTracker() {
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

describe('undo of a deleted time entry', () => {
  it('restores it when its row, and then the page, left before the delete answered and before Undo', async () => {
    signInForTest({ timeZone: ZONE });
    const server = trackerServer([stampOf({})]);
    const { queryClient, router } = renderTracker();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Coding' }));
    await user.click(within(screen.getByRole('form', { name: 'Edit Coding' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.held).toHaveLength(1));
    // A read that answers first (another write's, a live update's) already lacks the entry: its row goes.
    await act(() => queryClient.invalidateQueries({ queryKey: timeKeys.all }));
    await waitFor(() => expect(screen.queryByTestId('entry-row')).toBeNull());
    act(() => server.held[0]!());

    const toast = await screen.findByTestId('undo-toast');
    expect(toast).toHaveTextContent('Deleted Coding.');
    // The person moves on before pressing Undo: the tracker page has gone too.
    await act(() => router.navigate('/time-groups'));
    expect(await screen.findByText('All groups')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('undo-toast')).getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(server.restores).toHaveLength(1));
    expect(server.restores[0]).toEqual({
      name: 'Coding',
      timeGroupId: 'g1',
      startTime: at(0),
      endTime: at(HOUR / 2),
      ended: true,
      description: 'Login bug',
    });
    await act(() => router.navigate('/time-tracker'));
    const row = await screen.findByTestId('entry-row');
    expect(row).toHaveTextContent('Coding');
    expect(row).toHaveTextContent('Login bug');
  });

  it('brings a discarded running stamp back running, though its row went at the discard', async () => {
    signInForTest({ timeZone: ZONE });
    const running = stampOf({ _id: 'r1', name: 'Meetings', ended: false, endTime: null, description: '' });
    const server = trackerServer([running]);
    renderTracker();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Discard Meetings' }));
    await waitFor(() => expect(server.held).toHaveLength(1));
    act(() => server.held[0]!());
    await waitFor(() => expect(screen.queryByTestId('running-stamp')).toBeNull());
    await user.click(within(await screen.findByTestId('undo-toast')).getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(server.restores).toHaveLength(1));
    expect(server.restores[0]).toEqual({ name: 'Meetings', timeGroupId: 'g1', startTime: at(0), description: '' });
    expect(await screen.findByTestId('running-stamp')).toHaveTextContent('Meetings');
  });
});
