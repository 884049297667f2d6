import { Button, Group, Stack } from '@mantine/core';
import { IconBox, IconDownload, IconPencil, IconShare, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ActionsMenu } from '../../shared/ActionsMenu';
import { useToday } from '../../shared/clock';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { downloadFile } from '../../shared/download';
import { notifyFailure } from '../../shared/notify';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, ReadStates } from '../../shared/QueryStates';
import { ShareDialog } from '../../shared/ShareDialog';
import { LeaveShareButton, SharedByBadge } from '../../shared/SharedBy';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { usePreferences } from '../../shared/use-preferences';
import { ADD_STORAGE_ITEM_FIELD, AddStorageItemForm } from './AddStorageItemForm';
import { CsvImportModal } from './CsvImportModal';
import { NameModal } from '../../shared/NameModal';
import { GROUP_NAMING } from './group-naming';
import { storageKeys } from './storage-keys';
import { StorageItemRow } from './StorageItemRow';
import { useQueuedWrites } from '../../shared/offline-queue/offline-write';
import { waitingStorageIds } from './queued-changes';
import { useChangeQuantity, useDeleteGroup, useDeleteItem, useRenameGroup, useStorageGroup } from './use-storage';
import { storageEndpoints } from '@ordna/contract/storage/endpoints';
import { urlOf } from '../../api/call';

type Dialog = 'rename' | 'share' | 'delete' | 'import' | null;

/** /storage-group/{storageGroupId}: a group's items with quick − and +, putting things away, CSV out and in. */
export default function StorageGroupPage() {
  const { t } = useTranslation();
  const { storageGroupId = '' } = useParams();
  const navigate = useNavigate();
  const group = useStorageGroup(storageGroupId);
  const change = useChangeQuantity();
  const rename = useRenameGroup();
  const remove = useDeleteGroup();
  const removeItem = useDeleteItem();
  const { preferences } = usePreferences();
  const today = useToday(preferences.timeZone);
  const [dialog, setDialog] = useState<Dialog>(null);
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

  const exportCsv = () =>
    downloadFile(
      urlOf(storageEndpoints.readItemCsv, { query: { storageGroupId } }),
      `${group.data?.name ?? 'storage'}.csv`,
    ).catch((error: unknown) => notifyFailure(t('storage.csv.exportFailed'), error));

  const menu = group.isSuccess && (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportCsv()}>
        {t('storage.csv.export')}
      </Button>
      {!readOnly && (
        <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setDialog('import')}>
          {t('storage.csv.import')}
        </Button>
      )}
      {sharedBy ? (
        <LeaveShareButton
          sharedBy={sharedBy}
          name={group.data.name}
          listKey={storageKeys.all}
          onLeft={() => void navigate('/storage-groups')}
        />
      ) : (
        <ActionsMenu
          label={t('storage.group.actions', { name: group.data.name })}
          placement="header"
          actions={[
            { label: t('storage.group.rename'), icon: IconPencil, onClick: () => setDialog('rename') },
            { label: t('sharing.share'), icon: IconShare, onClick: () => setDialog('share') },
            { label: t('storage.group.delete'), icon: IconTrash, onClick: () => setDialog('delete'), danger: true },
          ]}
        />
      )}
    </Group>
  );

  return (
    <PageColumn>
      <PageHeader
        title={group.data?.name ?? t('storage.groupTitle')}
        crumbs={[{ label: t('storage.title'), to: '/storage-groups' }]}
        description={sharedBy && <SharedByBadge sharedBy={sharedBy} />}
        actions={menu}
      />
      <ReadStates read={group} failed={t('storage.loadFailed')} loading={{ rows: 4, height: 52 }} />
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
      {group.data && !sharedBy && (
        <ShareDialog
          kind="storageGroup"
          id={storageGroupId}
          name={group.data.name}
          opened={dialog === 'share'}
          onClose={() => setDialog(null)}
        />
      )}
      <CsvImportModal storageGroupId={storageGroupId} opened={dialog === 'import'} onClose={() => setDialog(null)} />
      {dialog === 'rename' && (
        <NameModal
          naming={GROUP_NAMING}
          title={t('storage.group.renameTitle')}
          submitLabel={t('common.save')}
          initialName={group.data?.name ?? ''}
          loading={rename.isPending}
          onSave={(name) => rename.mutate({ storageGroupId, name }, { onSuccess: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('storage.group.deleteTitle', { name: group.data?.name ?? '' })}
        confirmLabel={t('storage.group.delete')}
        loading={remove.isPending}
        onConfirm={() => remove.mutate(storageGroupId, { onSuccess: () => void navigate('/storage-groups') })}
        onClose={() => setDialog(null)}
      >
        {t('storage.group.deleteBody', { count: items.length })}
      </ConfirmDialog>
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
