import { ActionIcon, Anchor, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useListShortcuts } from '../../../shared/use-list-shortcuts';
import type { OpenEntry } from '../read-vault';
import { CopySecret } from './CopySecret';

interface EntryListProps {
  entries: readonly OpenEntry[];
  /** Each entry's group name, shown in search results that span groups. */
  groupName?: (entry: OpenEntry) => string;
  onAdd?: () => void;
  onDelete: (entry: OpenEntry) => void;
}

/**
 * Entries as rows: the name opens the entry; buttons copy the username and the password. The
 * list keys work as everywhere: arrows move, Enter opens, Ctrl+N adds, Ctrl+C copies the name
 * (never the password, which only the button copies), Delete asks first.
 */
export function EntryList({ entries, groupName, onAdd, onDelete }: EntryListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const keys = useListShortcuts({
    items: entries,
    open: (entry) => void navigate(`/password/${entry._id}`),
    create: onAdd,
    copyText: (entry) => entry.entry.name,
    remove: onDelete,
  });

  return (
    <Stack gap="xs" ref={keys.listRef} onKeyDown={keys.onKeyDown} role="list">
      {entries.map((item, index) => (
        <Paper key={item._id} withBorder radius="md" px="md" py="sm" role="listitem" {...keys.itemProps(index)}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} miw={0}>
              <Anchor component={Link} to={`/password/${item._id}`} fw={600} data-list-focus truncate="end">
                {item.readable ? item.entry.name || t('passwords.entry.unnamed') : t('passwords.entry.unreadable')}
              </Anchor>
              <Text size="sm" c="dimmed" truncate="end">
                {[item.entry.username, groupName?.(item)].filter(Boolean).join(' · ') || '\u00a0'}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <CopySecret
                text={item.entry.username}
                icon="username"
                label={t('passwords.copy.username', { name: item.entry.name })}
              />
              <CopySecret
                text={item.entry.password}
                icon="password"
                label={t('passwords.copy.password', { name: item.entry.name })}
              />
              <Tooltip label={t('passwords.entry.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('passwords.entry.deleteNamed', { name: item.entry.name })}
                  onClick={() => onDelete(item)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
