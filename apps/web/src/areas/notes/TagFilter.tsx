import { IconHash } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keyOfTag } from '@ordna/contract/notes/hashtags';
import { useNoteTags } from './use-notes';
import { Select } from '../../shared/lazy/inputs';

/**
 * The #tags of the notes listed (one collection's, or every note the person sees), most used
 * first with their counts, to keep the list to one. Typing narrows them; the clear button or
 * Escape clears the filter. A tag chosen elsewhere (a link in a note) is
 * shown as the list writes it, or as given when no note listed here has it.
 */
export function TagFilter({
  notesCollectionId,
  tag,
  onTag,
}: {
  notesCollectionId?: string | undefined;
  tag: string | null;
  onTag: (tag: string | null) => void;
}) {
  const { t } = useTranslation();
  const tags = useNoteTags(notesCollectionId);
  const listed = tags.data ?? [];
  const chosen = tag === null ? null : (listed.find((known) => keyOfTag(known.tag) === keyOfTag(tag))?.tag ?? tag);
  const data = listed.map((known) => ({
    value: known.tag,
    label: t('notes.search.tagOption', { tag: known.tag, count: known.count }),
  }));
  if (chosen !== null && !listed.some((known) => known.tag === chosen))
    data.unshift({ value: chosen, label: `#${chosen}` });
  if (data.length === 0) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && chosen !== null) {
      event.preventDefault();
      onTag(null);
    }
  };
  return (
    <Select
      aria-label={t('notes.search.tag')}
      placeholder={t('notes.search.anyTag')}
      leftSection={<IconHash size={16} />}
      data={data}
      value={chosen}
      onChange={onTag}
      onKeyDown={onKeyDown}
      nothingFoundMessage={t('notes.search.noTagFound')}
      clearable
      clearButtonProps={{ 'aria-label': t('notes.search.clearTag') }}
      searchable
      style={{ flex: '0 1 14rem' }}
    />
  );
}
