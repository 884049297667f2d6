import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTRY_LIMITS } from '../entry';
import type { OpenEntry } from '../read-vault';
import { searchEntries } from '../search';
import { EntryList } from './EntryList';

/**
 * Search over decrypted entries, run in this browser on each keystroke (search.ts); the list
 * follows a moment behind the typing when it is long, so the field never waits for it.
 */
export function useVaultSearch(entries: readonly OpenEntry[]) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const found = useMemo(() => (deferred.trim() ? searchEntries(entries, deferred) : null), [entries, deferred]);
  return { query, setQuery, found };
}

export function VaultSearchField({
  label,
  value,
  onChange,
  busy = false,
}: {
  label: string;
  value: string;
  onChange: (query: string) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={t('passwords.search.placeholder')}
      leftSection={<IconSearch size={16} />}
      rightSection={busy ? <Loader size="xs" aria-label={t('passwords.search.loading')} /> : null}
      value={value}
      maxLength={ENTRY_LIMITS.name}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** What a search found: how many, then the entries, best match first. */
export function VaultSearchResults({
  found,
  groupName,
  onAdd,
  onDelete,
}: {
  found: readonly OpenEntry[];
  groupName?: (entry: OpenEntry) => string;
  onAdd?: () => void;
  onDelete: (entry: OpenEntry) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('passwords.search.found', { count: found.length })}
      </Text>
      <EntryList entries={found} groupName={groupName} onAdd={onAdd} onDelete={onDelete} />
    </Stack>
  );
}
