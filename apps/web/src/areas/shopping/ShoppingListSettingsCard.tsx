import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ShoppingList } from '@ordna/contract/shopping';
import { ShareButton } from '../../shared/ShareDialog';
import { LeaveShareButton } from '../../shared/SharedBy';
import { usePreferences } from '../../shared/use-preferences';
import { shoppingKeys } from './shopping-keys';

/** A list's counts and what may be done with it: rename and make default (unless a viewer), leave or share and delete. */
export function ShoppingListSettingsCard({
  listId,
  list,
  onRename,
  onDelete,
}: {
  listId: string;
  list: ShoppingList;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { preferences, savePreferences } = usePreferences();
  const sharedBy = list.sharedBy;
  const isDefault = preferences.defaultShoppingList === listId;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack>
        <Text size="sm">{t('shopping.list.counts', { count: list.uncheckedCount, total: list.itemCount })}</Text>
        <Group gap="xs">
          {sharedBy?.role !== 'viewer' && (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onRename}>
              {t('shopping.list.rename')}
            </Button>
          )}
          {sharedBy?.role !== 'viewer' && (
            <Button
              variant="default"
              leftSection={<IconStar size={16} />}
              disabled={isDefault}
              onClick={() =>
                void savePreferences(
                  { defaultShoppingList: listId },
                  { failureMessage: 'couldNotSetDefaultShoppingList' },
                )
              }
            >
              {isDefault ? t('shopping.list.default') : t('shopping.list.makeDefault')}
            </Button>
          )}
          {sharedBy ? (
            <LeaveShareButton
              sharedBy={sharedBy}
              name={list.name}
              listKey={shoppingKeys.all}
              onLeft={() => void navigate('/shopping-lists')}
            />
          ) : (
            <>
              <ShareButton kind="shoppingList" id={listId} name={list.name} />
              <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                {t('shopping.list.delete')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
