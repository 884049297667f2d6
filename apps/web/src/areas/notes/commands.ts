import { NOTE_NAME_MAX, type NotesCollection } from '@ordna/contract/notes';
import { localDate } from '@ordna/contract/kernel/periods';
import type { AreaCommand, CommandContext, ConsoleLine } from '../../shared/area';
import { reasonOf } from '../../shared/notify';
import { notesKeys } from './notes-keys';
import { notesEndpoints, notesViews } from '@ordna/contract/notes/endpoints';
import { commandCall } from '../../api/call';

/** Results `nt find` prints. */
const FIND_LINES = 10;

const error = (text: string): ConsoleLine => ({ text, tone: 'error' });

/** The collection `nt add` writes to: the person's first own one, or a new "Notes" when they have none. */
async function defaultCollection({ api, queryClient, t }: CommandContext): Promise<NotesCollection> {
  const collections = await queryClient.fetchQuery({
    queryKey: notesKeys.collections(),
    queryFn: () => commandCall(api, notesViews.collections),
    staleTime: 5_000,
  });
  return (
    collections.find((collection) => !collection.sharedBy) ??
    (await commandCall(api, notesEndpoints.createCollection, { body: { name: t('notes.commands.defaultCollection') } }))
  );
}

/** `nt add <text>`: a note dated today; its first line (up to the name's length) is its name. */
async function addNote(text: string, context: CommandContext): Promise<ConsoleLine[]> {
  const { api, t, queryClient } = context;
  if (!text.trim()) return [error(t('notes.commands.nothingToAdd'))];
  try {
    const collection = await defaultCollection(context);
    const name = text.trim().split('\n')[0]!.slice(0, NOTE_NAME_MAX);
    const today = localDate(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);
    await commandCall(api, notesEndpoints.createNote, {
      body: { notesCollectionId: collection._id, name, body: text.trim(), effectiveDate: today },
    });
    void queryClient.invalidateQueries({ queryKey: notesKeys.all });
    return [{ text: t('notes.commands.added', { collection: collection.name }), tone: 'success' }];
  } catch (failure) {
    return [error(t('notes.note.saveFailed')), { text: reasonOf(failure, ''), tone: 'muted' }];
  }
}

/** `nt find <words>`: the best matches over every note, each with its date and where it is. */
async function findNotes(words: string, { api, t }: CommandContext): Promise<ConsoleLine[]> {
  if (!words.trim()) return [error(t('messages.noSearchValue'))];
  try {
    const page = await commandCall(api, notesViews.page, { query: { text: words.trim(), pageNumber: 1 } });
    if (page.notes.length === 0) return [{ text: t('notes.commands.noneFound'), tone: 'muted' }];
    const lines = page.notes
      .slice(0, FIND_LINES)
      .map((note) => ({ text: `${note.effectiveDate}  ${note.name}  /note/${note._id}` }));
    const more = page.totalPages > 1 || page.notes.length > FIND_LINES;
    return more ? [...lines, { text: t('notes.commands.more'), tone: 'muted' }] : lines;
  } catch (failure) {
    return [error(reasonOf(failure, t('notes.list.loadFailed')))];
  }
}

const notesCommands: readonly AreaCommand[] = [
  {
    name: 'nt',
    subcommands: ['add', 'find'],
    helpKeys: ['notes.commands.help.add', 'notes.commands.help.find'],
    needsLogin: true,
    run: async ({ words }, context) => {
      const [sub, ...rest] = words;
      if (sub === 'add') return addNote(rest.join(' '), context);
      if (sub === 'find') return findNotes(rest.join(' '), context);
      return [error(context.t('messages.noMatchingCommand'))];
    },
  },
];

export default notesCommands;
