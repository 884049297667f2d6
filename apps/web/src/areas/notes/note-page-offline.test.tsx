import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotesCollection } from '@ordna/contract/notes';
import { session } from '../../api/session';
import { writeQueue } from '../../shared/offline-queue/offline-write';
import { renderRoutes } from '../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import { NOTE_ADD } from './queued-notes';
import NotePage from './NotePage';

afterEach(async () => {
  await writeQueue.close('user-1');
  act(() => session.clear());
  vi.unstubAllGlobals();
});

const collection: NotesCollection = { _id: 'c1', name: 'Home', createdAt: 1, questions: [] };
const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });

describe('a note saved offline', () => {
  it('opens from its waiting save before it is sent, and asks the server nothing for it', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/notes-collection': ok([collection]),
      'GET /api/note-context': ok([]),
    });
    await writeQueue.open('user-1');
    await writeQueue.add({
      key: 'key-dinner',
      method: 'POST',
      path: '/note',
      body: {
        notesCollectionId: 'c1',
        name: 'Sunday dinner',
        body: 'Cook for the **family**',
        effectiveDate: '2026-11-27',
      },
      kind: NOTE_ADD,
      what: { key: 'common.offlineQueue.what.note', values: { name: 'Sunday dinner' } },
      madeIds: ['queued:dinner'],
      reads: [['notes']],
      queuedAt: 1,
    });

    renderRoutes([{ path: '/note/:noteId', element: <NotePage /> }], '/note/queued%3Adinner');

    expect(await screen.findByRole('heading', { name: 'Sunday dinner', level: 1 })).toBeInTheDocument();
    // The text is drawn as written at once, and as Markdown once the renderer has come (shared/lazy).
    expect(await screen.findByText('family')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    // Deleted once the server has it: its id here names nothing there.
    expect(screen.queryByRole('button', { name: 'Delete note' })).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.startsWith('/api/note?'))).toEqual([]);
  });
});
