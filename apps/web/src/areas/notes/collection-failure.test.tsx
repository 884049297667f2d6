import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import NotesCollectionsPage from './NotesCollectionsPage';

afterEach(endTestSession);

describe('a notes collection that cannot be fetched', () => {
  it("says 'Failed to fetch notes collection.' in a toast, once, beside the page's retry", async () => {
    signInForTest();
    stubServer({
      'GET /api/notes-collection': { status: 400, body: { status: false, code: 'common.badRequest', message: '' } },
    });
    renderWithProviders(
      <>
        <Notifications />
        <NotesCollectionsPage />
      </>,
      '/notes-collections',
    );
    // The page's own error box, and one toast beside it (not one per component reading the list).
    const telling = () =>
      screen.getAllByRole('alert').filter((alert) => alert.textContent?.includes('Failed to fetch notes collection.'));
    await waitFor(() => expect(telling()).toHaveLength(2), { timeout: 5000 });
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1);
  });
});
