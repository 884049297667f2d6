import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../../test/session.test-kit';
import { confirmDeletingWork, workEntry, workWithTwoSubGroups } from '../admin/work-group.test-kit';
import TimeGroupsPage from './TimeGroupsPage';

afterEach(endTestSession);

const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });
const work = workEntry({ today: 5_400_000, currentWeek: 5_400_000, currentMonth: 5_400_000 });

describe('the time groups list', () => {
  it('asks before Delete on a row removes the group, counting its sub groups and stamps', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/time-group': ok([work]),
      'GET /api/time-stamp': ok([]),
      ...workWithTwoSubGroups,
    });
    renderWithProviders(<TimeGroupsPage />);
    const row = await screen.findByRole('link', { name: 'Work' });
    // The sub groups are read for the count; wait until they are in.
    await waitFor(() => expect(server.calls.some((call) => call.path.startsWith('/api/sub-group'))).toBe(true));
    row.focus();
    await userEvent.keyboard('{Delete}');
    await confirmDeletingWork(server);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
