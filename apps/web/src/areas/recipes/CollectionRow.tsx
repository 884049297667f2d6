import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecipeCollection } from '@ordna/contract/recipes';
import { ActionsMenu } from '../../shared/ActionsMenu';
import { SharedByBadge } from '../../shared/SharedBy';
import type { CollectionDialog } from './CollectionDialogs';

/** One collection in the list: its name (a link), how many recipes, and its owner's actions. */
export function CollectionRow({
  collection,
  index,
  itemProps,
  onDialog,
}: {
  collection: RecipeCollection;
  index: number;
  itemProps: (index: number) => object;
  onDialog: (dialog: CollectionDialog) => void;
}) {
  const { t } = useTranslation();
  const owner = !collection.sharedBy;
  return (
    <Paper withBorder radius="md" p="sm" {...itemProps(index)}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" miw={0} wrap="wrap">
          <Anchor
            component={Link}
            to={`/recipe-collection/${collection._id}`}
            fw={600}
            data-list-focus
            style={{ overflowWrap: 'anywhere' }}
          >
            {collection.name}
          </Anchor>
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
    </Paper>
  );
}
