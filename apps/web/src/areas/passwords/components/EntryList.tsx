import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Tooltip } from '../../../shared/lazy/Tooltip';
import { IconTrash } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState } from 'react';
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
 * (never the password, which only the button copies), Delete asks first. Only the rows near the
 * screen are drawn (TanStack Virtual, against the page's own scroll), so 5,000 entries scroll
 * as smoothly as ten; a row moved to with the arrows scrolls into view and brings its neighbours.
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
  // Where the list starts on the page, for the virtualizer's window offsets.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const list = keys.listRef.current;
    if (list) setTop(list.getBoundingClientRect().top + window.scrollY);
  }, [keys.listRef]);
  const rows = useWindowVirtualizer({
    count: entries.length,
    estimateSize: () => ROW_HEIGHT,
    gap: ROW_GAP,
    overscan: 10,
    scrollMargin: top,
    getItemKey: (index) => entries[index]!._id,
  });

  return (
    <div
      ref={keys.listRef}
      onKeyDown={keys.onKeyDown}
      role="list"
      style={{ position: 'relative', height: rows.getTotalSize() }}
    >
      {rows.getVirtualItems().map((row) => {
        const item = entries[row.index]!;
        return (
          <Paper
            key={row.key}
            ref={rows.measureElement}
            data-index={row.index}
            withBorder
            radius="md"
            px="md"
            py="sm"
            role="listitem"
            aria-setsize={entries.length}
            aria-posinset={row.index + 1}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - rows.options.scrollMargin}px)`,
            }}
            {...keys.itemProps(row.index)}
          >
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
        );
      })}
    </div>
  );
}

/** A row's height before it is measured, and the space below each row. */
const ROW_HEIGHT = 66;
const ROW_GAP = 10;
