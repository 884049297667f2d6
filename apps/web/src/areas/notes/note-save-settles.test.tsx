import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '@ordna/contract/notes';
import { session } from '../../api/session';
import { renderWithProviders } from '../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import { NoteEditor } from './NoteEditor';

const saved: Note = {
  _id: 'note-1',
  notesCollectionId: 'c-1',
  name: 'Sunday dinner',
  body: 'Cook for the #family',
  effectiveDate: '2026-11-27',
  createdAt: Date.UTC(2026, 10, 27, 10),
  displayInList: false,
  contextIds: [],
};

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
});

/**
 * The server answers the save at once, then never answers the notes' reads again (a read that is
 * slow, throttled to once a second, or paused when the connection drops right after the save).
 */
function serveSaveThenHangReads() {
  const server = stubServer({
    'GET /api/note-context': { status: 200, body: { status: true, data: [] } },
    'POST /api/note': { status: 201, body: { status: true, data: saved } },
  });
  let reads = 0;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET' && ++reads > 1) return new Promise<Response>(() => undefined);
    return server.fetch(input, init);
  });
  return server;
}

describe('saving a note', () => {
  // A journey (notes-tags) saw the list show the saved note while the editor still spun: the save
  // waited for every notes read to come again, typing went into the closing editor and was lost.
  it('closes the editor as soon as the server has the note, without waiting for the lists to be read again', async () => {
    signInForTest();
    const server = serveSaveThenHangReads();
    const onSaved = vi.fn();
    renderWithProviders(
      <NoteEditor target={{ notesCollectionId: 'c-1', effectiveDate: '2026-11-27' }} onSaved={onSaved} />,
    );
    await waitFor(() => expect(server.calls.some((call) => call.path === '/api/note-context')).toBe(true));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Sunday dinner');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(server.calls.filter((call) => call.method === 'POST' && call.path === '/api/note')).toHaveLength(1);
  });
});
