import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBasket, IconCopy, IconPackageImport, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { completeCategoryOrder, type FoodCategory } from '@ordna/contract/kernel/food-categories';
import type { ShoppingItem } from '@ordna/contract/shopping';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { PageHeader } from '../../shared/PageHeader';
import { EmptyListState, ReadStates } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { ADD_SHOPPING_ITEM_FIELD, AddItemField } from './AddItemField';
import { CategoryHeading } from './CategoryHeading';
import { groupedByCategory } from './grouped-items';
import { IntoStorageDialog } from './IntoStorageDialog';
import { listAsText } from './list-text';
import { ShoppingItemRow, type ItemActions } from './ShoppingItemRow';
import { movedCategory, useMoveCategory } from './use-category-order';
import { useShoppingList } from './use-shopping';
import { useCheckItem, useDeleteItem, useMoveItem } from './use-shopping-items';
import { offerUndo } from '../../shared/notify';
import { useQueuedWrites, writeQueue } from '../../shared/offline-queue/offline-write';
import { waitingItemIds } from './queued-items';

/**
 * A list's items: the add field, what is left to buy by category (fruit & veg, dairy…, in the
 * order the list learnt or the person set) and in the person's order within each, then what is checked
 * off (with "Put into storage"), and the list copied as plain text.
 */
export function ShoppingListView({ listId, crumbs }: { listId: string; crumbs?: { label: string; to: string }[] }) {
  const { t, i18n } = useTranslation();
  const list = useShoppingList(listId);
  const check = useCheckItem(listId);
  const move = useMoveItem(listId);
  const remove = useDeleteItem();
  const [intoStorage, setIntoStorage] = useState(false);
  const [deleting, setDeleting] = useState<ShoppingItem | null>(null);
  const items = list.data?.items ?? [];
  // The items with a change kept on this device until the connection is back.
  const waiting = waitingItemIds(list.data, useQueuedWrites(), writeQueue.known);
  const open = items.filter((item) => !item.checked);
  const done = items.filter((item) => item.checked);
  // What is left to buy, by category in the list's order (learnt from check-offs, or set here).
  const groups = groupedByCategory(open, list.data?.categoryOrder);
  const toBuy = groups.flatMap((group) => group.items);
  const setOrder = useMoveCategory(listId);
  const moveCategory = (category: FoodCategory, by: -1 | 1) => {
    const order = completeCategoryOrder(list.data?.categoryOrder ?? []);
    const shown = groups.map((group) => group.category);
    setOrder.mutate(movedCategory(order, shown, category, by));
  };
  const readOnly = list.data?.sharedBy?.role === 'viewer';

  const actions: ItemActions = {
    check: (item, checked) => {
      check.mutate({ item, checked });
      if (checked) {
        offerUndo({
          id: `checked-${item._id}`,
          message: t('shopping.item.checked', { name: item.name }),
          undoLabel: t('shopping.item.undo'),
          closeLabel: t('common.close'),
          onUndo: () => check.mutate({ item: { ...item, checked: true }, checked: false }),
          autoClose: 5000,
        });
      }
    },
    move: (item, by) => {
      // An item moves within its category, among what is left to buy.
      const group = groups.find((one) => one.items.includes(item))?.items ?? [];
      const target = group[group.indexOf(item) + by];
      // The server places it at the target's index among all the list's items, checked ones too.
      if (target) move.mutate({ itemId: item._id, position: items.indexOf(target) });
    },
    remove: (item) => setDeleting(item),
  };
  const shortcuts = useListShortcuts({
    items: toBuy,
    // Enter ticks an item off, as a click on its box does.
    open: readOnly ? undefined : (item) => actions.check(item, true),
    create: readOnly ? undefined : () => document.getElementById(ADD_SHOPPING_ITEM_FIELD)?.focus(),
    copyText: (item) => item.name,
    remove: readOnly ? undefined : (item) => setDeleting(item),
  });

  const copy = () => {
    if (!list.data) return;
    const text = listAsText(list.data, i18n.language === 'se' ? ',' : '.');
    navigator.clipboard?.writeText(text).then(
      () => notifySuccess(t('shopping.list.copied')),
      () => notifyFailure(t('shopping.list.copyFailed'), null),
    );
  };

  const title = list.data?.name ?? t('shopping.title');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbs}
        description={list.data?.sharedBy && <SharedByBadge sharedBy={list.data.sharedBy} />}
        actions={
          list.isSuccess && (
            <Group gap="xs">
              <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
                {t('shopping.list.copy')}
              </Button>
              <Button
                variant="default"
                component={Link}
                to={`/shopping-list/${listId}`}
                leftSection={<IconSettings size={16} />}
              >
                {t('shopping.list.settings')}
              </Button>
            </Group>
          )
        }
      />
      <ReadStates read={list} failed={t('shopping.list.loadFailed')} loading={{ rows: 4, height: 44 }} />
      {list.isSuccess && (
        <Stack gap="lg">
          {!readOnly && <AddItemField listId={listId} onList={open.map((item) => item.name)} />}
          {items.length === 0 && (
            <EmptyListState
              icon={<IconBasket size={28} />}
              title={t('shopping.items.empty.title')}
              description={t('shopping.items.empty.body')}
            />
          )}
          {open.length > 0 && (
            <Stack
              gap={6}
              ref={shortcuts.listRef}
              onKeyDown={shortcuts.onKeyDown}
              aria-label={t('shopping.items.toBuy')}
            >
              {groups.map((group, groupIndex) => (
                <Stack
                  key={group.category}
                  gap={6}
                  role="group"
                  aria-labelledby={`shopping-category-${group.category}`}
                >
                  <CategoryHeading
                    category={group.category}
                    first={groupIndex === 0}
                    last={groupIndex === groups.length - 1}
                    readOnly={readOnly}
                    onMove={(by) => moveCategory(group.category, by)}
                  />
                  {group.items.map((item, index) => (
                    <ShoppingItemRow
                      key={item._id}
                      item={item}
                      actions={actions}
                      readOnly={readOnly}
                      queued={waiting.has(item._id)}
                      first={index === 0}
                      last={index === group.items.length - 1}
                      rowProps={shortcuts.itemProps(toBuy.indexOf(item))}
                    />
                  ))}
                </Stack>
              ))}
            </Stack>
          )}
          {done.length > 0 && (
            <Stack gap={6} component="section" aria-labelledby="shopping-checked">
              <Group justify="space-between">
                <Title order={2} fz="md" id="shopping-checked">
                  {t('shopping.items.checkedTitle', { count: done.length })}
                </Title>
                {!readOnly && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPackageImport size={14} />}
                    onClick={() => setIntoStorage(true)}
                  >
                    {t('shopping.intoStorage.open')}
                  </Button>
                )}
              </Group>
              {done.map((item) => (
                <ShoppingItemRow
                  key={item._id}
                  item={item}
                  actions={actions}
                  readOnly={readOnly}
                  queued={waiting.has(item._id)}
                  first
                  last
                  rowProps={{}}
                />
              ))}
            </Stack>
          )}
          <Text size="sm">
            <Anchor component={Link} to="/shopping-lists">
              {t('shopping.allLists')}
            </Anchor>
          </Text>
        </Stack>
      )}
      <IntoStorageDialog
        listId={listId}
        checked={done.map((item) => item.name)}
        opened={intoStorage}
        onClose={() => setIntoStorage(false)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('shopping.item.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      >
        {t('shopping.item.deleteBody')}
      </ConfirmDialog>
    </>
  );
}
