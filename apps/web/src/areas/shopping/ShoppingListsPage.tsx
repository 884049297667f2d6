import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { Tooltip } from '../../shared/lazy/Tooltip';
import { IconList, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../shared/AddButton';
import { Containers, useContainerList } from '../../shared/ContainerList';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { usePreferences } from '../../shared/use-preferences';
import { defaultListOf } from './default-list';
import { LIST_NAMING } from './list-naming';
import { useAddList, useDeleteList, useShoppingLists } from './use-shopping';
import { phoneTap } from '../../shared/phone-tap';

/** /shopping-lists: every list with what is left to buy, the default one starred, and "New list". */
export default function ShoppingListsPage() {
  const { t } = useTranslation();
  const lists = useShoppingLists();
  const add = useAddList();
  const remove = useDeleteList();
  const { preferences, savePreferences } = usePreferences();
  const list = useContainerList(lists.data ?? [], (id) => `/specific-shopping-list/${id}`, LIST_NAMING);
  const defaultList = lists.data && defaultListOf(lists.data, preferences.defaultShoppingList);
  const addButton = <AddButton label={t('shopping.list.add')} onClick={list.startAdding} />;
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
        <Containers.Rows list={list}>
          {(shoppingList) => {
            const isDefault = shoppingList._id === defaultList?._id;
            return (
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2} miw={0}>
                  <Containers.Link to={list.hrefOf(shoppingList._id)}>{shoppingList.name}</Containers.Link>
                  <Group gap={6}>
                    <Text size="sm" c="dimmed">
                      {t('shopping.list.counts', { count: shoppingList.uncheckedCount, total: shoppingList.itemCount })}
                    </Text>
                    {isDefault && (
                      <Badge size="xs" variant="light">
                        {t('shopping.list.default')}
                      </Badge>
                    )}
                    {shoppingList.sharedBy && <SharedByBadge sharedBy={shoppingList.sharedBy} size="xs" />}
                  </Group>
                </Stack>
                {shoppingList.sharedBy?.role !== 'viewer' && (
                  <Tooltip label={t('shopping.list.makeDefault')}>
                    <ActionIcon
                      className={phoneTap}
                      variant="subtle"
                      color={isDefault ? 'yellow' : 'gray'}
                      aria-pressed={isDefault}
                      aria-label={t('shopping.list.makeDefaultNamed', { name: shoppingList.name })}
                      onClick={() =>
                        void savePreferences(
                          { defaultShoppingList: shoppingList._id },
                          { failureMessage: 'couldNotSetDefaultShoppingList' },
                        )
                      }
                    >
                      {isDefault ? <IconStarFilled size={18} /> : <IconStar size={18} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            );
          }}
        </Containers.Rows>
      )}
      <Containers.AddModal list={list} add={add} title="shopping.list.addTitle" />
      <Containers.DeleteDialog list={list} remove={remove} texts="shopping.list" count={(gone) => gone.itemCount} />
    </PageColumn>
  );
}
