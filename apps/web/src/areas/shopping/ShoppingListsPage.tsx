import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconList, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AddButton } from '../../shared/AddButton';
import { ConfirmDelete } from '../../shared/ConfirmDialog';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { usePreferences } from '../../shared/use-preferences';
import { defaultListOf } from './default-list';
import { NameModal } from '../../shared/NameModal';
import { LIST_NAMING } from './list-naming';
import type { ShoppingListSummary } from '@ordna/contract/shopping';
import { useAddList, useDeleteList, useShoppingLists } from './use-shopping';

/** /shopping-lists: every list with what is left to buy, the default one starred, and "New list". */
export default function ShoppingListsPage() {
  const { t } = useTranslation();
  const lists = useShoppingLists();
  const add = useAddList();
  const navigate = useNavigate();
  const { preferences, savePreferences } = usePreferences();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ShoppingListSummary | null>(null);
  const remove = useDeleteList();
  const defaultList = lists.data && defaultListOf(lists.data, preferences.defaultShoppingList);
  const shortcuts = useListShortcuts({
    items: lists.data ?? [],
    open: (list) => void navigate(`/specific-shopping-list/${list._id}`),
    create: () => setAdding(true),
    copyText: (list) => list.name,
    // A list shared with this person is left from its own page, not deleted.
    remove: (list) => !list.sharedBy && setDeleting(list),
  });
  const addButton = <AddButton label={t('shopping.list.add')} onClick={() => setAdding(true)} />;
  return (
    <PageColumn>
      <PageHeader
        title={t('shopping.listsTitle')}
        crumbs={[{ label: t('nav.shoppingList'), to: '/shopping-list-parent' }]}
        actions={lists.isSuccess && lists.data.length > 0 && addButton}
      />
      <ReadStates
        read={lists}
        failed={t('shopping.list.loadFailed')}
        loading={{ height: 56 }}
        empty={{ icon: <IconList size={28} />, texts: 'shopping.empty', action: addButton }}
      />
      {lists.isSuccess && lists.data.length > 0 && (
        <Stack gap="xs" ref={shortcuts.listRef} onKeyDown={shortcuts.onKeyDown}>
          {lists.data.map((list, index) => {
            const isDefault = list._id === defaultList?._id;
            return (
              <Paper key={list._id} withBorder radius="md" p="sm" {...shortcuts.itemProps(index)}>
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={2} miw={0}>
                    <Anchor component={Link} to={`/specific-shopping-list/${list._id}`} fw={600} data-list-focus>
                      {list.name}
                    </Anchor>
                    <Group gap={6}>
                      <Text size="sm" c="dimmed">
                        {t('shopping.list.counts', { count: list.uncheckedCount, total: list.itemCount })}
                      </Text>
                      {isDefault && (
                        <Badge size="xs" variant="light">
                          {t('shopping.list.default')}
                        </Badge>
                      )}
                      {list.sharedBy && <SharedByBadge sharedBy={list.sharedBy} size="xs" />}
                    </Group>
                  </Stack>
                  {list.sharedBy?.role !== 'viewer' && (
                    <Tooltip label={t('shopping.list.makeDefault')}>
                      <ActionIcon
                        variant="subtle"
                        color={isDefault ? 'yellow' : 'gray'}
                        aria-pressed={isDefault}
                        aria-label={t('shopping.list.makeDefaultNamed', { name: list.name })}
                        onClick={() =>
                          void savePreferences(
                            { defaultShoppingList: list._id },
                            { failureMessage: 'couldNotSetDefaultShoppingList' },
                          )
                        }
                      >
                        {isDefault ? <IconStarFilled size={18} /> : <IconStar size={18} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {adding && (
        <NameModal
          naming={LIST_NAMING}
          title={t('shopping.list.addTitle')}
          submitLabel={t('common.save')}
          loading={add.isPending}
          onSave={(name) =>
            add.mutate(name, {
              onSuccess: (list) => {
                setAdding(false);
                void navigate(`/specific-shopping-list/${list._id}`);
              },
            })
          }
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDelete
        target={deleting}
        idOf={(container) => container._id}
        remove={remove}
        title={t('shopping.list.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('shopping.list.delete')}
        onClose={() => setDeleting(null)}
      >
        {t('shopping.list.deleteBody', { count: deleting?.itemCount ?? 0 })}
      </ConfirmDelete>
    </PageColumn>
  );
}
