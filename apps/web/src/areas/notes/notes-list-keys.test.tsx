import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import NotesCollectionPage from './NotesCollectionPage';
import NotesCollectionsPage from './NotesCollectionsPage';

afterEach(endTestSession);

const collections = [
  { _id: 'c-1', name: 'Home', createdAt: 0, questions: [] },
  { _id: 'c-2', name: 'Work', createdAt: 0, questions: [] },
];

function serve() {
  return stubServer({
    'GET /api/notes-collection': { status: 200, body: { status: true, data: collections } },
    'GET /api/note-context': { status: 200, body: { status: true, data: [] } },
    'GET /api/note': { status: 200, body: { status: true, data: { notes: [], pageNumber: 1, totalPages: 1 } } },
    'DELETE /api/notes-collection': { status: 200, body: { status: true, data: null } },
  });
}

function renderNotes(path: string) {
  return renderRoutes(
    [
      { path: '/notes-collections', element: <NotesCollectionsPage /> },
      { path: '/notes-collection/:notesCollectionId', element: <NotesCollectionPage /> },
    ],
    path,
  );
}

describe('the notes lists from the keyboard', () => {
  it('the collections list opens with Enter and asks before deleting with Delete', async () => {
    signInForTest();
    const server = serve();
    const { router } = renderNotes('/notes-collections');
    const work = await screen.findByRole('link', { name: 'Work' });
    const row = work.closest<HTMLElement>('[data-list-index]')!;

    fireEvent.keyDown(row, { key: 'Delete' });
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Work”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'DELETE')?.path).toBe(
        '/api/notes-collection?notesCollectionId=c-2&deleteNotes=true',
      ),
    );

    fireEvent.keyDown(screen.getByRole('link', { name: 'Home' }).closest('[data-list-index]')!, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/notes-collection/c-1');
  });

  it('an empty collection takes Ctrl+N, as its empty state says', async () => {
    signInForTest();
    serve();
    renderNotes('/notes-collection/c-1');
    await screen.findByText('Write the first note with “New note”, or press Ctrl+N.');
    fireEvent.keyDown(document.body, { key: 'n', ctrlKey: true });
    expect(await screen.findByRole('form', { name: 'New note' })).toBeInTheDocument();
  });
});
