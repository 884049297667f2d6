import { Group } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchField } from './SearchField';
import { TagFilter } from './TagFilter';
import { useContexts } from './use-notes';
import type { NotesFilterState } from './use-notes-filter';
import { Select } from '../../shared/lazy/inputs';

/**
 * The words to search for and, beside them, a context and a #tag to keep to (a note's tags are
 * the hashtags in its text; the time tracker's tags are another thing).
 */
export function NotesSearchBar({
  label,
  notesCollectionId,
  state,
}: {
  label: string;
  /** The collection listed, whose notes' tags are offered; all the person sees without. */
  notesCollectionId?: string;
  state: Pick<NotesFilterState, 'contextId' | 'setContextId' | 'setText' | 'tag' | 'setTag'>;
}) {
  const { t } = useTranslation();
  const contexts = useContexts();
  const data = (contexts.data ?? []).map((context) => ({ value: context._id, label: context.name }));
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <div style={{ flex: '1 1 16rem' }}>
        <SearchField label={label} onSearch={state.setText} />
      </div>
      {data.length > 0 && (
        <Select
          aria-label={t('notes.search.context')}
          placeholder={t('notes.search.anyContext')}
          leftSection={<IconTags size={16} />}
          data={data}
          value={state.contextId}
          onChange={state.setContextId}
          clearable
          searchable
          style={{ flex: '0 1 14rem' }}
        />
      )}
      <TagFilter notesCollectionId={notesCollectionId} tag={state.tag} onTag={state.setTag} />
    </Group>
  );
}
