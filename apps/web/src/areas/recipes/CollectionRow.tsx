import { ActionIcon, Anchor, Group, Menu, Paper, Text } from '@mantine/core';
import { IconDots, IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecipeCollection } from '@ordna/contract/recipes';
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
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('recipes.collection.actions', { name: collection.name })}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={16} />}
                onClick={() => onDialog({ kind: 'rename', collection })}
              >
                {t('recipes.collection.rename')}
              </Menu.Item>
              <Menu.Item leftSection={<IconShare size={16} />} onClick={() => onDialog({ kind: 'share', collection })}>
                {t('sharing.share')}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => onDialog({ kind: 'delete', collection })}
              >
                {t('common.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}
