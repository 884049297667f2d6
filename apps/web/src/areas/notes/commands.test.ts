import { describe, expect, it } from 'vitest';
import type { CommandApi } from '../../shared/area';
import { commandContext } from '../../test/command-context.test-kit';
import { runLine } from '../console/public';
import notesCommands from './commands';

/** The notes API as `nt` uses it, in memory. */
function notesApi(collections: { _id: string; name: string }[] = []) {
  const notes: { notesCollectionId: string; name: string; body: string; effectiveDate: string }[] = [];
  const api: CommandApi = {
    get: async <T>(path: string, params?: Record<string, unknown>) => {
      if (path === '/notes-collection') return collections as T;
      if (path === '/note') {
        const word = String(params?.text).toLowerCase();
        const found = notes
          .map((note, index) => ({ ...note, _id: `n${index}` }))
          .filter((note) => note.body.toLowerCase().includes(word));
        return { notes: found, pageNumber: 1, totalPages: found.length ? 1 : 0 } as T;
      }
      throw new Error(`unexpected GET ${path}`);
    },
    post: async <T>(path: string, body?: unknown) => {
      if (path === '/notes-collection') {
        const made = { _id: `c${collections.length}`, name: (body as { name: string }).name };
        collections.push(made);
        return made as T;
      }
      notes.push(body as (typeof notes)[number]);
      return { _id: `n${notes.length - 1}` } as T;
    },
    put: () => Promise.reject(new Error('no PUT')),
    signOut: async () => {},
  };
  return { api, notes, collections };
}

describe('nt add', () => {
  it('writes the text as a note dated today into the first collection, its first line the name', async () => {
    const { api, notes } = notesApi([{ _id: 'c1', name: 'Inbox' }]);
    const { context } = commandContext({ commands: notesCommands, api });
    expect(await runLine('nt add Buy oat milk', context)).toEqual([{ text: 'Added note to Inbox.', tone: 'success' }]);
    expect(notes).toEqual([
      { notesCollectionId: 'c1', name: 'Buy oat milk', body: 'Buy oat milk', effectiveDate: expect.any(String) },
    ]);
  });

  it('makes a "Notes" collection for a person with none', async () => {
    const { api, collections } = notesApi();
    const { context } = commandContext({ commands: notesCommands, api });
    await runLine('nt add First thought', context);
    expect(collections.map((c) => c.name)).toEqual(['Notes']);
  });
});

describe('nt find', () => {
  it('lists the matches with their dates, or says none matched', async () => {
    const { api } = notesApi([{ _id: 'c1', name: 'Inbox' }]);
    const { context } = commandContext({ commands: notesCommands, api });
    await runLine('nt add Äppelkaka till söndag', context);
    const [line] = await runLine('nt find äppel', context);
    expect(line!.text).toMatch(/^\d{4}-\d{2}-\d{2} {2}Äppelkaka till söndag {2}\/note\/n0$/);
    expect(await runLine('nt find zebra', context)).toEqual([{ text: 'No notes match.', tone: 'muted' }]);
  });

  it('answers the product’s message without words', async () => {
    const { context } = commandContext({ commands: notesCommands, api: notesApi().api });
    expect(await runLine('nt find', context)).toEqual([{ text: 'No search value provided', tone: 'error' }]);
  });
});
