import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Note, NoteListItem, NotesCollection } from '@ordna/contract/notes';
import { renderRoutes, renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import { NoteList } from './NoteList';
import NotePage from './NotePage';

vi.setConfig({ testTimeout: 30_000 });

afterEach(endTestSession);

const collection: NotesCollection = { _id: 'c1', name: 'Home', createdAt: 1, questions: [] };
const note: Note = {
  _id: 'n1',
  notesCollectionId: 'c1',
  name: 'Shopping',
  body: '# Shopping\n\n- [ ] milk\n- [x] bread',
  effectiveDate: '2026-11-26',
  createdAt: 1,
  displayInList: false,
  contextIds: [],
};
const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });

describe('a note’s rendered tasks', () => {
  it('ticks a task from the rendered note and saves the note with that line changed', async () => {
    signInForTest();
    let saved = note;
    const server = stubServer({
      'GET /api/note': () => ok(saved),
      'GET /api/notes-collection': ok([collection]),
      'GET /api/note-context': ok([]),
      'PUT /api/note': () => {
        saved = { ...note, body: '# Shopping\n\n- [x] milk\n- [x] bread' };
        return ok(saved);
      },
    });
    renderRoutes(
      [
        {
          path: '/note/:noteId',
          element: (
            <>
              <Notifications />
              <NotePage />
            </>
          ),
        },
      ],
      '/note/n1',
    );
    const milk = await screen.findByRole('checkbox', { name: 'milk' });
    expect(milk).not.toBeChecked();
    await userEvent.click(milk);
    expect(screen.getByRole('checkbox', { name: 'milk' })).toBeChecked();
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      noteId: 'n1',
      body: '# Shopping\n\n- [x] milk\n- [x] bread',
    });
    // Read again after the save: the ticked box stays ticked, from the saved note.
    await waitFor(() => expect(server.calls.filter((call) => call.path === '/api/note?noteId=n1')).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: 'milk' })).toBeChecked();
  });

  it('keeps the boxes read-only in a collection shared for reading', async () => {
    signInForTest();
    stubServer({
      'GET /api/note': ok(note),
      'GET /api/notes-collection': ok([
        { ...collection, sharedBy: { shareId: 's1', ownerName: 'Kim', role: 'viewer' } },
      ]),
      'GET /api/note-context': ok([]),
    });
    renderRoutes([{ path: '/note/:noteId', element: <NotePage /> }], '/note/n1');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'milk' })).toBeDisabled());
  });
});

describe('the notes list', () => {
  it('previews a note as it reads, not its Markdown source', async () => {
    signInForTest();
    const item: NoteListItem = {
      ...note,
      body: 'Buy **oat** milk\n\n- [ ] bread',
      bodyTruncated: false,
    };
    stubServer({
      'GET /api/note': ok({ notes: [item], pageNumber: 1, totalPages: 1 }),
      'GET /api/notes-collection': ok([collection]),
    });
    renderWithProviders(<NoteList filter={{ notesCollectionId: 'c1' }} emptyTitle="none" emptyBody="none" />);
    const list = await screen.findByLabelText('Notes');
    expect(await within(list).findByText('oat')).toHaveProperty('tagName', 'STRONG');
    expect(within(list).queryByText(/\*\*/)).toBeNull();
    expect(within(list).getByRole('checkbox', { name: 'bread' })).toBeDisabled();
  });
});
