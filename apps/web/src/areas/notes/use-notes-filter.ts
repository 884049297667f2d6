import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { useSearchParams } from 'react-router';
import type { NotesFilter } from './notes-keys';

/**
 * What a notes list page filters by: words and a context (the page's own), and a #tag kept in the
 * address (`?tag=`), so a reload, a shared link or a hashtag clicked in a note opens it filtered.
 */
export function useNotesFilter(notesCollectionId?: string) {
  const [search, setSearch] = useSearchParams();
  const [text, setText] = useState('');
  const [contextId, setContextId] = useState<string | null>(null);
  const tag = search.get('tag') || null;
  const setTag = useCallback(
    (next: string | null) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('tag', next);
        else params.delete('tag');
        return params;
      }),
    [setSearch],
  );
  const filter: NotesFilter = {
    ...(notesCollectionId && { notesCollectionId }),
    ...(text && { text }),
    ...(contextId && { contextId }),
    ...(tag && { tag }),
  };
  return { text, setText, contextId, setContextId, tag, setTag, filter, narrowed: Boolean(text || contextId || tag) };
}

export type NotesFilterState = ReturnType<typeof useNotesFilter>;

/**
 * What an empty list says: nothing has the tag, nothing matches, or the page's own empty state
 * (`plain`) when nothing narrows it.
 */
export function emptyTexts(
  t: TFunction,
  state: Pick<NotesFilterState, 'text' | 'contextId' | 'tag'>,
  plain: { emptyTitle: string; emptyBody: string },
): { emptyTitle: string; emptyBody: string } {
  if (state.tag && !state.text && !state.contextId) {
    return {
      emptyTitle: t('notes.search.tagEmptyTitle'),
      emptyBody: t('notes.search.tagEmptyBody', { tag: state.tag }),
    };
  }
  if (state.text || state.contextId || state.tag) {
    return { emptyTitle: t('notes.search.emptyTitle'), emptyBody: t('notes.search.emptyBody') };
  }
  return plain;
}
