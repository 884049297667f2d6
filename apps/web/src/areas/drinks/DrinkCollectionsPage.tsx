import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconGlassCocktail, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../shared/AddButton';
import { Containers, useContainerList } from '../../shared/ContainerList';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { COLLECTION_NAMING } from './collection-naming';
import { useAddCollection, useDeleteCollection, useDrinkCollections } from './use-drinks';

/** /drink-collections: every drink collection the person sees, own and shared. */
export default function DrinkCollectionsPage() {
  const { t } = useTranslation();
  const collections = useDrinkCollections();
  const add = useAddCollection();
  const remove = useDeleteCollection();
  const list = useContainerList(collections.data ?? [], (id) => `/drink-collection/${id}`, COLLECTION_NAMING);
  const addButton = <AddButton label={t('drinks.addCollection')} onClick={list.startAdding} />;

  return (
    <PageColumn>
      <PageHeader title={t('drinks.title')} actions={list.items.length > 0 && addButton} />
      <ReadStates
        read={collections}
        failed={t('drinks.loadFailed')}
        empty={{ icon: <IconGlassCocktail size={28} />, texts: 'drinks.empty', action: addButton }}
      />
      {list.items.length > 0 && (
        <Containers.Rows list={list} label={t('drinks.title')} listRole card={{ p: 'md' }}>
          {(collection) => (
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={4} miw={0}>
                <Containers.Link to={list.hrefOf(collection._id)}>{collection.name}</Containers.Link>
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
          )}
        </Containers.Rows>
      )}
      <Containers.AddModal
        list={list}
        add={add}
        title="drinks.collection.addTitle"
        submit="drinks.addCollection"
        stay
      />
      <Containers.DeleteDialog
        list={list}
        remove={remove}
        texts="drinks.collection"
        count={(gone) => gone.drinkCount}
      />
    </PageColumn>
  );
}
