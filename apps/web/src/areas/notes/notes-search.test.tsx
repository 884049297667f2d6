import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { NoteListItem } from '@ordna/contract/notes';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import NotesCollectionsPage from './NotesCollectionsPage';

afterEach(endTestSession);

const found: NoteListItem = {
  _id: 'note-1',
  notesCollectionId: 'c-1',
  name: 'Grocery plan',
  body: 'Buy groceries for the week',
  effectiveDate: '2026-11-26',
  createdAt: Date.UTC(2026, 10, 26),
  displayInList: false,
  contextIds: ['ctx-family'],
  bodyTruncated: false,
  nameHighlights: [[0, 7]],
  bodyHighlights: [[4, 11]],
};

function serve() {
  return stubServer({
    'GET /api/notes-collection': {
      status: 200,
      body: { status: true, data: [{ _id: 'c-1', name: 'Home', createdAt: 0, questions: [] }] },
    },
    'GET /api/note-context': {
      status: 200,
      body: { status: true, data: [{ _id: 'ctx-family', name: 'Family', noteCount: 1 }] },
    },
    'GET /api/note': { status: 200, body: { status: true, data: { notes: [found], pageNumber: 1, totalPages: 1 } } },
  });
}

describe('searching notes', () => {
  it('marks the words found in the name and the body', async () => {
    signInForTest();
    serve();
    renderWithProviders(<NotesCollectionsPage />, '/notes-collections');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search all notes' }), 'grocer');
    const list = await screen.findByLabelText('Notes', { selector: 'div' });
    await waitFor(() => expect(list.querySelectorAll('mark')).toHaveLength(2));
    expect([...list.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Grocery', 'groceri']);
  });

  it('keeps to a context picked beside the search, with or without words', async () => {
    signInForTest();
    const server = serve();
    renderWithProviders(<NotesCollectionsPage />, '/notes-collections');
    const user = userEvent.setup();
    const context = await screen.findByLabelText('Keep to a context', { selector: 'input:not([type=hidden])' });
    await user.click(context);
    await user.type(context, 'Fam');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(context).toHaveValue('Family');
    const list = await screen.findByLabelText('Notes', { selector: 'div' });
    expect(within(list).getByRole('link', { name: 'Grocery plan' })).toBeInTheDocument();
    const reads = server.calls.filter((call) => call.path.startsWith('/api/note?'));
    expect(reads.at(-1)?.path).toContain('contextId=ctx-family');
    expect(reads.at(-1)?.path).not.toContain('text=');
  });
});
