import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconFolderPlus, IconNotebook, IconTags } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTES_COLLECTION_NAME_MAX } from '@ordna/contract/notes';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, QueryError } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { Containers, useContainerList } from '../../shared/ContainerList';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import type { Naming } from '../../shared/NameModal';
import { lazyPart } from '../../shared/lazy/lazy-part';
import { whenIdle } from '../../shared/lazy/when-idle';
import type { NoteList as NoteListPart } from './NoteList';
import { NoteListSkeleton } from './NoteListSkeleton';
import { NotesSearchBar } from './NotesSearchBar';
import { useAddCollection, useCollections } from './use-notes';
import { emptyTexts, useNotesFilter } from './use-notes-filter';

/** How a notes collection is named in the name dialog. */
const COLLECTION_NAMING: Naming = {
  label: 'notes.collection.name',
  placeholder: 'notes.collection.namePlaceholder',
  required: 'refusals.notes.collectionNameRequired',
  maxLength: NOTES_COLLECTION_NAME_MAX,
};

/**
 * The notes across collections, drawn only while searching or filtering by #tag: the list and the
 * Markdown renderer it brings (~46 kB gzip) come once the page has painted its collections, so a
 * search does not wait for them (docs/architecture.md, "Bundle budget").
 */
const noteList = lazyPart<ComponentProps<typeof NoteListPart>>(
  () => import('./NoteList').then((module) => module.NoteList),
  NoteListSkeleton,
);
whenIdle(() => void noteList.preload());
const NoteList = noteList.Component;

/** /notes-collections: every collection, and a search over all notes (by words, context and #tag, ?tag=). */
export default function NotesCollectionsPage() {
  const { t } = useTranslation();
  const collections = useCollections();
  const add = useAddCollection();
  const notesFilter = useNotesFilter();
  const list = useContainerList(
    collections.data ?? [],
    (id) => `/notes-collection/${encodeURIComponent(id)}`,
    COLLECTION_NAMING,
  );
  const { items, keys } = list;
  // The kit's name dialog gives a name; a new collection's body is { name }.
  const addByName = {
    isPending: add.isPending,
    mutate: (name: string, then: { onSuccess: (made: { _id: string }) => void }) => add.mutate({ name }, then),
  };
  const addButton = (
    <Button leftSection={<IconFolderPlus size={16} />} onClick={list.startAdding}>
      {t('notes.collection.add')}
    </Button>
  );

  return (
    <PageColumn>
      <PageHeader
        title={t('notes.title')}
        description={t('notes.description')}
        actions={
          <>
            <Button component={Link} to="/note-contexts" variant="default" leftSection={<IconTags size={16} />}>
              {t('notes.contexts.title')}
            </Button>
            {addButton}
          </>
        }
      />
      <NotesSearchBar label={t('notes.search.label')} state={notesFilter} />
      {notesFilter.narrowed ? (
        <NoteList
          filter={notesFilter.filter}
          showCollection
          {...emptyTexts(t, notesFilter, { emptyTitle: '', emptyBody: '' })}
        />
      ) : (
        <>
          {collections.isPending && <Skeleton height={90} radius="md" />}
          {collections.isError && (
            <QueryError
              title={t('messages.failedFetchNotesCollection')}
              error={collections.error}
              onRetry={() => void collections.refetch()}
            />
          )}
          {collections.isSuccess && items.length === 0 && (
            <EmptyListState
              icon={<IconNotebook size={28} />}
              title={t('notes.empty.title')}
              description={t('notes.empty.body')}
              action={addButton}
            />
          )}
          {items.length > 0 && (
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="sm"
              ref={keys.listRef}
              onKeyDown={keys.onKeyDown}
              aria-label={t('notes.collection.listLabel')}
            >
              {items.map((collection, index) => (
                <Paper key={collection._id} withBorder radius="md" p="md" {...keys.itemProps(index)}>
                  <Stack gap={6}>
                    <Containers.Link to={list.hrefOf(collection._id)} style={{ overflowWrap: 'anywhere' }}>
                      {collection.name}
                    </Containers.Link>
                    <Group gap="xs">
                      {collection.questions.length > 0 && (
                        <Badge variant="light" size="sm" tt="none">
                          {t('notes.collection.questionCount', { count: collection.questions.length })}
                        </Badge>
                      )}
                      {collection.sharedBy && <SharedByBadge sharedBy={collection.sharedBy} size="xs" />}
                    </Group>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          )}
          {items.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('notes.collection.keysHint')}
            </Text>
          )}
        </>
      )}
      <DeleteCollectionDialog collection={list.deleting} onClose={list.stopDeleting} />
      <Containers.AddModal
        list={list}
        add={addByName}
        title="notes.collection.addTitle"
        submit="notes.collection.add"
      />
    </PageColumn>
  );
}
