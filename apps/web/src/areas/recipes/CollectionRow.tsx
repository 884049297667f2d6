import { Group, Text } from '@mantine/core';
import { IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RecipeCollection } from '@ordna/contract/recipes';
import { ActionsMenu } from '../../shared/ActionsMenu';
import { Containers } from '../../shared/ContainerList';
import { SharedByBadge } from '../../shared/SharedBy';
import type { CollectionDialog } from './CollectionDialogs';

/** One collection in the list (inside its card): its name (a link), how many recipes, and its owner's actions. */
export function CollectionRow({
  collection,
  onDialog,
}: {
  collection: RecipeCollection;
  onDialog: (dialog: CollectionDialog) => void;
}) {
  const { t } = useTranslation();
  const owner = !collection.sharedBy;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" miw={0} wrap="wrap">
        <Containers.Link to={`/recipe-collection/${collection._id}`} style={{ overflowWrap: 'anywhere' }}>
          {collection.name}
        </Containers.Link>
        <Text size="sm" c="dimmed">
          {t('recipes.collection.count', { count: collection.recipeCount })}
        </Text>
        {collection.sharedBy && <SharedByBadge sharedBy={collection.sharedBy} size="xs" />}
      </Group>
      {owner && (
        <ActionsMenu
          label={t('recipes.collection.actions', { name: collection.name })}
          dots="horizontal"
          actions={[
            {
              label: t('recipes.collection.rename'),
              icon: IconPencil,
              onClick: () => onDialog({ kind: 'rename', collection }),
            },
            { label: t('sharing.share'), icon: IconShare, onClick: () => onDialog({ kind: 'share', collection }) },
            {
              label: t('common.delete'),
              icon: IconTrash,
              onClick: () => onDialog({ kind: 'delete', collection }),
              danger: true,
            },
          ]}
        />
      )}
    </Group>
  );
}
