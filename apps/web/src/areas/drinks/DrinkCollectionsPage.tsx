import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGlassCocktail, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DrinkCollectionSummary } from '@ordna/contract/drinks';
import { AddButton } from '../../shared/AddButton';
import { ConfirmDelete } from '../../shared/ConfirmDialog';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { NameModal } from '../../shared/NameModal';
import { COLLECTION_NAMING } from './collection-naming';
import { useAddCollection, useDeleteCollection, useDrinkCollections } from './use-drinks';

const hrefOf = (collection: DrinkCollectionSummary) => `/drink-collection/${collection._id}`;

/** /drink-collections: every drink collection the person sees, own and shared. */
export default function DrinkCollectionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const collections = useDrinkCollections();
  const add = useAddCollection();
  const remove = useDeleteCollection();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DrinkCollectionSummary | null>(null);
  const items = collections.data ?? [];
  const keys = useListShortcuts({
    items,
    open: (collection) => void navigate(hrefOf(collection)),
    create: () => setAdding(true),
    copyText: (collection) => collection.name,
    remove: (collection) => !collection.sharedBy && setDeleting(collection),
  });
  const addButton = <AddButton label={t('drinks.addCollection')} onClick={() => setAdding(true)} />;

  return (
    <PageColumn>
      <PageHeader title={t('drinks.title')} actions={items.length > 0 && addButton} />
      <ReadStates
        read={collections}
        failed={t('drinks.loadFailed')}
        empty={{ icon: <IconGlassCocktail size={28} />, texts: 'drinks.empty', action: addButton }}
      />
      {items.length > 0 && (
        <Stack gap="xs" role="list" aria-label={t('drinks.title')} ref={keys.listRef} onKeyDown={keys.onKeyDown}>
          {items.map((collection, index) => (
            <Paper key={collection._id} withBorder radius="md" p="md" role="listitem" {...keys.itemProps(index)}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={4} miw={0}>
                  <Anchor component={Link} to={hrefOf(collection)} fw={600} data-list-focus>
                    {collection.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t('drinks.drinkCount', { count: collection.drinkCount })}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  {collection.publicId && (
                    <Badge variant="light" leftSection={<IconWorld size={12} />}>
                      {t('drinks.public.badge')}
                    </Badge>
                  )}
                  {collection.sharedBy && <SharedByBadge sharedBy={collection.sharedBy} size="xs" />}
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {adding && (
        <NameModal
          naming={COLLECTION_NAMING}
          title={t('drinks.collection.addTitle')}
          submitLabel={t('drinks.addCollection')}
          loading={add.isPending}
          onClose={() => setAdding(false)}
          onSave={(name) => add.mutate(name, { onSuccess: () => setAdding(false) })}
        />
      )}
      <ConfirmDelete
        target={deleting}
        idOf={(container) => container._id}
        remove={remove}
        title={t('drinks.collection.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('drinks.collection.delete')}
        onClose={() => setDeleting(null)}
      >
        {t('drinks.collection.deleteBody', { count: deleting?.drinkCount ?? 0 })}
      </ConfirmDelete>
    </PageColumn>
  );
}
