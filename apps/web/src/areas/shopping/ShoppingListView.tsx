import { Anchor, Stack, Text } from '@mantine/core';
import { IconBasket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { PageHeader } from '../../shared/PageHeader';
import { EmptyListState, ReadStates } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { AddItemField } from './AddItemField';
import { CategoryHeading } from './CategoryHeading';
import { IntoStorageDialog } from './IntoStorageDialog';
import { ShoppingItemRow } from './ShoppingItemRow';
import { CheckedItems, ShoppingListActions } from './ShoppingListViewParts';
import { useShoppingListView } from './use-shopping-list-view';

/**
 * A list's items: the add field, what is left to buy by category (fruit & veg, dairy…, in the
 * order the list learnt or the person set) and in the person's order within each, then what is checked
 * off (with "Put into storage"), and the list copied as plain text.
 */
export function ShoppingListView({ listId, crumbs }: { listId: string; crumbs?: { label: string; to: string }[] }) {
  const { t } = useTranslation();
  const view = useShoppingListView(listId);
  const { list, remove, intoStorage, setIntoStorage, deleting, setDeleting, items, waiting, open, done } = view;
  const { groups, toBuy, moveCategory, readOnly, actions, shortcuts } = view;
  const title = list.data?.name ?? t('shopping.title');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbs}
        description={list.data?.sharedBy && <SharedByBadge sharedBy={list.data.sharedBy} />}
        actions={list.isSuccess && <ShoppingListActions listId={listId} list={list.data} />}
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
            <CheckedItems
              done={done}
              actions={actions}
              readOnly={readOnly}
              waiting={waiting}
              onIntoStorage={() => setIntoStorage(true)}
            />
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
