import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Note, NoteContext } from '@ordna/contract/notes';
import { session } from '../../api/session';
import { renderWithProviders } from '../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import { NoteEditor } from './NoteEditor';

afterEach(() => {
  act(() => session.clear());
  localStorage.clear();
  vi.unstubAllGlobals();
});

const note = (contextIds: string[]): Note => ({
  _id: 'note-1',
  notesCollectionId: 'c-1',
  name: 'Dinner',
  body: '',
  effectiveDate: '2026-11-26',
  createdAt: Date.UTC(2026, 10, 26, 10),
  displayInList: false,
  contextIds,
});

function serve(contexts: NoteContext[]) {
  return stubServer({
    'GET /api/note-context': { status: 200, body: { status: true, data: contexts } },
    'POST /api/note-context': {
      status: 201,
      body: { status: true, data: { _id: 'ctx-new', name: 'Family', noteCount: 0 } },
    },
    'POST /api/note': { status: 201, body: { status: true, data: note(['ctx-new']) } },
  });
}

describe("the note form's contexts", () => {
  it('makes a context of a new name typed with Enter and keeps it on the note', async () => {
    signInForTest();
    const server = serve([{ _id: 'ctx-work', name: 'Work', noteCount: 1 }]);
    const saved = vi.fn();
    renderWithProviders(
      <NoteEditor target={{ notesCollectionId: 'c-1', effectiveDate: '2026-11-26' }} onSaved={saved} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Dinner');
    const contexts = screen
      .getAllByLabelText('Contexts')
      .find((element) => element.tagName === 'INPUT' && (element as HTMLInputElement).type !== 'hidden')!;
    await user.type(contexts, 'Family{Enter}');
    // Enter in the field takes the name; it does not save the note.
    expect(server.calls.filter((call) => call.path === '/api/note')).toHaveLength(0);
    expect(screen.getByText('Family')).toBeInTheDocument();
    await user.type(contexts, 'work{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(server.calls.filter((call) => call.method === 'POST' && call.path === '/api/note-context')).toEqual([
      { method: 'POST', path: '/api/note-context', body: { name: 'Family' } },
    ]);
    const post = server.calls.find((call) => call.method === 'POST' && call.path === '/api/note');
    expect(post?.body).toMatchObject({ name: 'Dinner', contextIds: ['ctx-new', 'ctx-work'] });
  });
});
