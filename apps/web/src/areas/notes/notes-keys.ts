/** TanStack Query keys of the notes area. */
export const notesKeys = {
  all: ['notes'] as const,
  collections: () => ['notes', 'collections'] as const,
  /** Pages of notes: by collection, context or search (the filter object is part of the key). */
  lists: () => ['notes', 'list'] as const,
  list: (filter: NotesFilter) => ['notes', 'list', filter] as const,
  note: (noteId: string) => ['notes', 'note', noteId] as const,
  answers: (notesCollectionId: string, date: string) => ['notes', 'answers', notesCollectionId, date] as const,
  contexts: () => ['notes', 'contexts'] as const,
  /** The #tags with counts of one collection's notes, or of every note the person sees. */
  tags: (notesCollectionId?: string) => ['notes', 'tags', notesCollectionId ?? 'all'] as const,
};

/** What a list of notes shows: a collection's, a context's, or everything's, with a #tag, words and dates. */
export interface NotesFilter {
  notesCollectionId?: string;
  contextId?: string;
  tag?: string;
  text?: string;
  from?: string;
  to?: string;
}
