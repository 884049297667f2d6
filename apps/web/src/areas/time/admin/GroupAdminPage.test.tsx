import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubGroupListEntry } from '@ordna/contract/time';
import { renderRoutes } from '../../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../../test/session.test-kit';
import GroupAdminPage from './GroupAdminPage';

afterEach(endTestSession);

const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });
const periods = { today: 0, yesterDay: 0, currentWeek: 0, lastWeek: 0, currentMonth: 0, lastMonth: 0, total: 0 };
const entry = (id: string, name: string, usage: number): SubGroupListEntry => ({
  _id: id,
  name,
  timeGroupId: 'g1',
  tags: [],
  usage,
  activeStamp: null,
  ...periods,
});

function renderAt(path: string) {
  return renderRoutes([{ path: '/time-tracker/admin/:groupType/:groupId', element: <GroupAdminPage /> }], path);
}

describe('a group admin page', () => {
  it('moves a sub group into another and opens the target', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/sub-group': (request) => {
        const id = new URL(request.url).searchParams.get('subGroupId');
        if (id === 's1') return ok(entry('s1', 'Design', 2));
        if (id === 's2') return ok(entry('s2', 'Meetings', 3));
        return ok([
          { _id: 's1', name: 'Design', timeGroupId: 'g1', tags: [] },
          { _id: 's2', name: 'Meetings', timeGroupId: 'g1', tags: [] },
        ]);
      },
      'GET /api/time-group': ok([{ _id: 'g1', name: 'Client', tags: [] }]),
      'PUT /api/sub-group': ok(null),
    });
    const { router } = renderAt('/time-tracker/admin/sub-group/s1');
    expect(await screen.findByRole('heading', { name: 'Design', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Moves all 2 stamps of “Design”/)).toBeInTheDocument();

    const select = await screen.findByRole('combobox', { name: 'Move into' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Meetings', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Move stamps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the stamps?' });
    expect(within(dialog).getByText('All 2 stamps of “Design” move into “Meetings” (Client).')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move stamps' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/time-tracker/admin/sub-group/s2'));
    expect(server.calls).toContainEqual({
      method: 'PUT',
      path: '/api/sub-group',
      body: { moveSubGroup: true, subGroupId: 's1', newSubGroupId: 's2' },
    });
    expect(await screen.findByRole('heading', { name: 'Meetings', level: 1 })).toBeInTheDocument();
  });

  it('renames a time group and saves its tags as they change', async () => {
    signInForTest();
    const group = { ...entry('g1', 'Client', 4), subGroups: [entry('s1', 'Design', 4)] };
    const server = stubServer({
      'GET /api/time-group': ok(group),
      'GET /api/tag': ok([
        { _id: 't1', title: 'Billable' },
        { _id: 't2', title: 'Personal' },
      ]),
      'PUT /api/time-group': ok(group),
    });
    renderAt('/time-tracker/admin/time-group/g1');
    expect(await screen.findByRole('heading', { name: 'Client', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('This deletes the time group with its 1 sub group and 4 stamps.')).toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Client Alpha{Enter}');
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'PUT',
        path: '/api/time-group',
        body: { groupId: 'g1', name: 'Client Alpha' },
      }),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Tags' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Personal', hidden: true }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'PUT',
        path: '/api/time-group',
        body: { groupId: 'g1', tagIds: ['t2'] },
      }),
    );
  });

  it('says so when the group does not exist', async () => {
    signInForTest();
    stubServer({ 'GET /api/time-group': { status: 404, body: { status: false, message: 'Time group not found' } } });
    renderAt('/time-tracker/admin/time-group/nope');
    expect(await screen.findByText('Group not found')).toBeInTheDocument();
  });

  it('treats an unknown group type as not found', async () => {
    signInForTest();
    stubServer({});
    renderAt('/time-tracker/admin/folder/x');
    expect(await screen.findByText('Group not found')).toBeInTheDocument();
  });
});
