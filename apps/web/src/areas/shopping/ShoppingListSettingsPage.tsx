import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { ShareButton } from '../../shared/ShareDialog';
import { LeaveShareButton, SharedByBadge } from '../../shared/SharedBy';
import { usePreferences } from '../../shared/use-preferences';
import { NameModal } from '../../shared/NameModal';
import { LIST_NAMING } from './list-naming';
import { shoppingKeys } from './shopping-keys';
import { useDeleteList, useRenameList, useShoppingList } from './use-shopping';

/** /shopping-list/{listId}: a list itself: rename, share or leave, make it the default, delete. */
export default function ShoppingListSettingsPage() {
  const { t } = useTranslation();
  const { listId = '' } = useParams();
  const navigate = useNavigate();
  const list = useShoppingList(listId);
  const rename = useRenameList();
  const remove = useDeleteList();
  const { preferences, savePreferences } = usePreferences();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const sharedBy = list.data?.sharedBy;
  const isDefault = preferences.defaultShoppingList === listId;

  return (
    <PageColumn width="reading">
      <PageHeader
        title={list.data?.name ?? t('shopping.list.settings')}
        crumbs={[
          { label: t('shopping.listsTitle'), to: '/shopping-lists' },
          ...(list.data ? [{ label: list.data.name, to: `/specific-shopping-list/${listId}` }] : []),
        ]}
        description={sharedBy && <SharedByBadge sharedBy={sharedBy} />}
      />
      <ReadStates read={list} failed={t('shopping.list.loadFailed')} loading={{ rows: 2, height: 56 }} />
      {list.isSuccess && (
        <Paper withBorder radius="md" p="md">
          <Stack>
            <Text size="sm">
              {t('shopping.list.counts', { count: list.data.uncheckedCount, total: list.data.itemCount })}
            </Text>
            <Group gap="xs">
              {sharedBy?.role !== 'viewer' && (
                <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setRenaming(true)}>
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
                  name={list.data.name}
                  listKey={shoppingKeys.all}
                  onLeft={() => void navigate('/shopping-lists')}
                />
              ) : (
                <>
                  <ShareButton kind="shoppingList" id={listId} name={list.data.name} />
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => setDeleting(true)}
                  >
                    {t('shopping.list.delete')}
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
      {renaming && (
        <NameModal
          naming={LIST_NAMING}
          title={t('shopping.list.renameTitle')}
          submitLabel={t('common.save')}
          initialName={list.data?.name ?? ''}
          loading={rename.isPending}
          onSave={(name) => rename.mutate({ listId, name }, { onSuccess: () => setRenaming(false) })}
          onClose={() => setRenaming(false)}
        />
      )}
      <ConfirmDialog
        opened={deleting}
        title={t('shopping.list.deleteTitle', { name: list.data?.name ?? '' })}
        confirmLabel={t('shopping.list.delete')}
        loading={remove.isPending}
        onConfirm={() => remove.mutate(listId, { onSuccess: () => void navigate('/shopping-lists') })}
        onClose={() => setDeleting(false)}
      >
        {t('shopping.list.deleteBody', { count: list.data?.itemCount ?? 0 })}
      </ConfirmDialog>
    </PageColumn>
  );
}
