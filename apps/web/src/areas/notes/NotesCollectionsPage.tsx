import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconFolderPlus, IconNotebook, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NOTES_COLLECTION_NAME_MAX, type NotesCollection } from '@ordna/contract/notes';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, QueryError } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { NameModal, type Naming } from '../../shared/NameModal';
import { NoteList } from './NoteList';
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

/** /notes-collections: every collection, and a search over all notes (by words, context and #tag, ?tag=). */
export default function NotesCollectionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const collections = useCollections();
  const add = useAddCollection();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<NotesCollection | null>(null);
  const notesFilter = useNotesFilter();
  const items = collections.data ?? [];
  const keys = useListShortcuts({
    items,
    open: (collection) => void navigate(`/notes-collection/${encodeURIComponent(collection._id)}`),
    create: () => setAdding(true),
    copyText: (collection) => collection.name,
    // Someone else's collection is theirs to delete.
    remove: (collection) => {
      if (!collection.sharedBy) setDeleting(collection);
    },
  });
  const addButton = (
    <Button leftSection={<IconFolderPlus size={16} />} onClick={() => setAdding(true)}>
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
                    <Anchor
                      component={Link}
                      to={`/notes-collection/${encodeURIComponent(collection._id)}`}
                      fw={600}
                      data-list-focus
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {collection.name}
                    </Anchor>
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
      <DeleteCollectionDialog collection={deleting} onClose={() => setDeleting(null)} />
      {adding && (
        <NameModal
          naming={COLLECTION_NAMING}
          title={t('notes.collection.addTitle')}
          submitLabel={t('notes.collection.add')}
          loading={add.isPending}
          onSave={(name) =>
            add.mutate(
              { name },
              {
                onSuccess: (made) => {
                  setAdding(false);
                  void navigate(`/notes-collection/${encodeURIComponent(made._id)}`);
                },
              },
            )
          }
          onClose={() => setAdding(false)}
        />
      )}
    </PageColumn>
  );
}
