import { Anchor, Badge, Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { NoteListItem } from '@ordna/contract/notes';
import { ConfirmDialog } from '../../shared/lazy/dialogs';
import { EmptyListState, QueryError } from '../../shared/QueryStates';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { useScrollEnd } from '../../shared/use-scroll-end';
import { Highlighted } from './Highlighted';
import { NoteListSkeleton } from './NoteListSkeleton';
import { Markdown } from '../../shared/lazy/Markdown';
import type { NotesFilter } from './notes-keys';
import { useCollections, useDeleteNote, useNotesList } from './use-notes';
import { useQueuedWrites } from '../../shared/offline-queue/offline-write';
import { WaitingMark } from '../../shared/offline-queue/WaitingMark';
import { waitingNoteIds } from './queued-notes';
import { useTagKeysOf } from './use-tag-keys-of';
import { notesTagLink } from './tag-link';

interface NoteListProps {
  filter: NotesFilter;
  emptyTitle: string;
  emptyBody: string;
  /** Ctrl+N in the list; a list without it adds nothing. */
  onCreate?: () => void;
  /** Show which collection each note is in (lists across collections). */
  showCollection?: boolean;
}

/** A page's notes: newest first (best match first when searching), more at the scroll end, list keys. */
export function NoteList({ filter, emptyTitle, emptyBody, onCreate, showCollection = false }: NoteListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useNotesList(filter, useTagKeysOf(Boolean(filter.tag)));
  const collections = useCollections();
  const remove = useDeleteNote();
  const waiting = waitingNoteIds(useQueuedWrites());
  const [deleting, setDeleting] = useState<NoteListItem | null>(null);
  const notes = useMemo(() => list.data?.pages.flatMap((page) => page.notes) ?? [], [list.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useScrollEnd(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage);
  const keys = useListShortcuts({
    items: notes,
    open: (note) => void navigate(`/note/${encodeURIComponent(note._id)}`),
    create: onCreate,
    copyText: (note) => `${note.name}\n\n${note.body}`,
    remove: setDeleting,
  });
  const collectionName = (id: string) => collections.data?.find((c) => c._id === id)?.name;

  if (list.isPending) return <NoteListSkeleton />;
  if (list.isError) {
    return <QueryError title={t('notes.list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (notes.length === 0) {
    return <EmptyListState icon={<IconNotes size={28} />} title={emptyTitle} description={emptyBody} />;
  }
  return (
    <Stack gap="xs">
      <Stack gap="xs" ref={keys.listRef} onKeyDown={keys.onKeyDown} aria-label={t('notes.list.label')}>
        {notes.map((note, index) => (
          <Paper key={note._id} withBorder radius="md" p="sm" {...keys.itemProps(index)}>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Anchor
                  component={Link}
                  to={`/note/${encodeURIComponent(note._id)}`}
                  fw={600}
                  data-list-focus
                  style={{ overflowWrap: 'anywhere' }}
                >
                  <Highlighted text={note.name} ranges={note.nameHighlights} />
                </Anchor>
                <Group gap="xs" wrap="nowrap">
                  {waiting.has(note._id) && <WaitingMark />}
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {note.effectiveDate}
                  </Text>
                </Group>
              </Group>
              {showCollection && collectionName(note.notesCollectionId) && (
                <Badge variant="light" size="sm" w="fit-content" tt="none">
                  {collectionName(note.notesCollectionId)}
                </Badge>
              )}
              {note.bodyHighlights ? (
                <Text size="sm" c="dimmed" lineClamp={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <Highlighted text={note.body} ranges={note.bodyHighlights} />
                </Text>
              ) : note.displayInList ? (
                <Markdown source={note.body + (note.bodyTruncated ? ' …' : '')} tagLink={notesTagLink} />
              ) : (
                note.body && (
                  // A preview of the note as it reads (rendered, never its Markdown source), cut at a few lines.
                  <Box c="dimmed" mah={110} style={{ overflow: 'hidden' }}>
                    <Markdown source={note.body} compact tagLink={notesTagLink} />
                  </Box>
                )
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {isFetchingNextPage && <Loader size="sm" mx="auto" aria-label={t('notes.list.loadingMore')} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('notes.note.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('notes.note.delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      >
        {t('notes.note.deleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}
