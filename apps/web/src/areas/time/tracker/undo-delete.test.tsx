import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endTestSession, signInForTest } from '../../../test/session.test-kit';
import { timeKeys } from '../time-keys';
import { at, HOUR, renderTracker, stampOf, trackerServer, ZONE } from './tracker.test-kit';

afterEach(endTestSession);

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
