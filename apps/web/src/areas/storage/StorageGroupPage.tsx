import { Stack } from '@mantine/core';
import { IconBox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useToday } from '../../shared/clock';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, LoadingRows, QueryError } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { usePreferences } from '../../shared/use-preferences';
import { ADD_STORAGE_ITEM_FIELD, AddStorageItemForm } from './AddStorageItemForm';
import { StorageItemRow } from './StorageItemRow';
import { useQueuedWrites } from '../../shared/offline-queue/offline-write';
import { waitingStorageIds } from './queued-changes';
import { useChangeQuantity, useDeleteItem, useStorageGroup } from './use-storage';
import { StorageGroupActions, StorageGroupDialogs, type StorageGroupDialog } from './StorageGroupParts';

/** /storage-group/{storageGroupId}: a group's items with quick − and +, putting things away, CSV out and in. */
export default function StorageGroupPage() {
  const { t } = useTranslation();
  const { storageGroupId = '' } = useParams();
  const navigate = useNavigate();
  const group = useStorageGroup(storageGroupId);
  const change = useChangeQuantity();
  const removeItem = useDeleteItem();
  const { preferences } = usePreferences();
  const today = useToday(preferences.timeZone);
  const [dialog, setDialog] = useState<StorageGroupDialog>(null);
  const [deletingItem, setDeletingItem] = useState<{ _id: string; name: string } | null>(null);
  const sharedBy = group.data?.sharedBy;
  const readOnly = sharedBy?.role === 'viewer';
  const items = group.data?.items ?? [];
  // The items with a + or − kept on this device until the connection is back.
  const waiting = waitingStorageIds(useQueuedWrites());
  const shortcuts = useListShortcuts({
    items,
    copyText: (item) => item.name,
    open: (item) => void navigate(`/storage-item/${item._id}`),
    create: readOnly ? undefined : () => document.getElementById(ADD_STORAGE_ITEM_FIELD)?.focus(),
    remove: readOnly ? undefined : (item) => setDeletingItem(item),
  });

  const menu = group.isSuccess && (
    <StorageGroupActions storageGroupId={storageGroupId} group={group.data} readOnly={readOnly} setDialog={setDialog} />
  );

  return (
    <PageColumn>
      <PageHeader
        title={group.data?.name ?? t('storage.groupTitle')}
        crumbs={[{ label: t('storage.title'), to: '/storage-groups' }]}
        description={sharedBy && <SharedByBadge sharedBy={sharedBy} />}
        actions={menu}
      />
      {group.isPending && <LoadingRows rows={4} height={52} />}
      {group.isError && (
        <QueryError title={t('storage.loadFailed')} error={group.error} onRetry={() => void group.refetch()} />
      )}
      {group.isSuccess && (
        <Stack gap="lg">
          {!readOnly && <AddStorageItemForm storageGroupId={storageGroupId} />}
          {items.length === 0 ? (
            <EmptyListState
              icon={<IconBox size={28} />}
              title={t('storage.items.empty.title')}
              description={t('storage.items.empty.body')}
            />
          ) : (
            <Stack gap={6} ref={shortcuts.listRef} onKeyDown={shortcuts.onKeyDown} aria-label={group.data.name}>
              {items.map((item, index) => (
                <StorageItemRow
                  key={item._id}
                  item={item}
                  today={today}
                  readOnly={readOnly}
                  queued={waiting.has(item._id)}
                  onChange={(amount) => change.mutate({ storageItemId: item._id, change: amount, name: item.name })}
                  rowProps={shortcuts.itemProps(index)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
      <StorageGroupDialogs storageGroupId={storageGroupId} group={group.data} dialog={dialog} setDialog={setDialog} />
      <ConfirmDialog
        opened={deletingItem !== null}
        title={t('storage.item.deleteTitle', { name: deletingItem?.name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={removeItem.isPending}
        onConfirm={() =>
          deletingItem && removeItem.mutate(deletingItem._id, { onSuccess: () => setDeletingItem(null) })
        }
        onClose={() => setDeletingItem(null)}
      >
        {t('storage.item.deleteBody')}
      </ConfirmDialog>
    </PageColumn>
  );
}
