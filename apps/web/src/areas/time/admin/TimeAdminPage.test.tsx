import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../../test/session.test-kit';
import { confirmDeletingWork, workEntry, workWithTwoSubGroups } from './work-group.test-kit';
import TimeAdminPage from './TimeAdminPage';

afterEach(endTestSession);

const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });

const work = workEntry();

describe('the time admin page', () => {
  it('invites to add the first group when there is none', async () => {
    signInForTest();
    stubServer({ 'GET /api/time-group': ok([]), 'GET /api/sub-group': ok([]) });
    renderWithProviders(<TimeAdminPage />);
    expect(await screen.findByText('No time groups yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it("shows the server's reason when the groups cannot be read", async () => {
    signInForTest();
    stubServer({
      'GET /api/time-group': { status: 500, body: { status: false, message: 'The database is asleep.' } },
      'GET /api/sub-group': ok([]),
    });
    renderWithProviders(<TimeAdminPage />);
    expect(await screen.findByText('Failed getting time groups')).toBeInTheDocument();
    expect(screen.getByText('The database is asleep.')).toBeInTheDocument();
  });

  it('counts the sub groups and stamps a delete removes before it deletes', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/time-group': ok([work]),
      ...workWithTwoSubGroups,
    });
    renderWithProviders(<TimeAdminPage />);
    expect(await screen.findByText('2 sub groups · 3 stamps')).toBeInTheDocument();
    expect(screen.getByText('1:30:00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Work' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await confirmDeletingWork(server);
  });
});
