import { Group, Select } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchField } from './SearchField';
import { useContexts } from './use-notes';

/**
 * The words to search for and, beside them, a context to keep to. Notes have contexts and no
 * tags (tags belong to the time tracker), so contexts are the one filter.
 */
export function NotesSearchBar({
  label,
  contextId,
  onSearch,
  onContext,
}: {
  label: string;
  contextId: string | null;
  onSearch: (text: string) => void;
  onContext: (contextId: string | null) => void;
}) {
  const { t } = useTranslation();
  const contexts = useContexts();
  const data = (contexts.data ?? []).map((context) => ({ value: context._id, label: context.name }));
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <div style={{ flex: '1 1 16rem' }}>
        <SearchField label={label} onSearch={onSearch} />
      </div>
      {data.length > 0 && (
        <Select
          aria-label={t('notes.search.context')}
          placeholder={t('notes.search.anyContext')}
          leftSection={<IconTags size={16} />}
          data={data}
          value={contextId}
          onChange={onContext}
          clearable
          searchable
          style={{ flex: '0 1 14rem' }}
        />
      )}
    </Group>
  );
}
