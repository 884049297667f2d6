import { Button, Group } from '@mantine/core';
import { IconDownload, IconPencil, IconShare, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StorageGroup } from '@ordna/contract/storage';
import { storageEndpoints } from '@ordna/contract/storage/endpoints';
import { urlOf } from '../../api/call';
import { ActionsMenu } from '../../shared/ActionsMenu';
import { ConfirmDialog, lazyDialog } from '../../shared/lazy/dialogs';
import { downloadFile } from '../../shared/download';
import { NameModal } from '../../shared/lazy/dialogs';
import { notifyFailure } from '../../shared/notify';
import { ShareDialog } from '../../shared/lazy/dialogs';
import { LeaveShareButton } from '../../shared/SharedBy';
import { GROUP_NAMING } from './group-naming';
import { storageKeys } from './storage-keys';
import { useDeleteGroup, useRenameGroup } from './use-storage';

// Loaded when first opened (shared/lazy/dialogs.tsx): the page's first load carries none of it.
const CsvImportModal = lazyDialog(
  () => import('./CsvImportModal').then((module) => module.CsvImportModal),
  (props) => props.opened,
);

/** Which of the group's dialogs is open. */
export type StorageGroupDialog = 'rename' | 'share' | 'delete' | 'import' | null;

interface StorageGroupPartProps {
  storageGroupId: string;
  group: StorageGroup;
  readOnly: boolean;
  setDialog: (dialog: StorageGroupDialog) => void;
}

/** The group's header buttons: CSV out, CSV in (unless read only), and leave (shared with me) or its menu (mine). */
export function StorageGroupActions({ storageGroupId, group, readOnly, setDialog }: StorageGroupPartProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const exportCsv = () =>
    downloadFile(urlOf(storageEndpoints.readItemCsv, { query: { storageGroupId } }), `${group.name}.csv`).catch(
      (error: unknown) => notifyFailure(t('storage.csv.exportFailed'), error),
    );

  return (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportCsv()}>
        {t('storage.csv.export')}
      </Button>
      {!readOnly && (
        <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setDialog('import')}>
          {t('storage.csv.import')}
        </Button>
      )}
      {group.sharedBy ? (
        <LeaveShareButton
          sharedBy={group.sharedBy}
          name={group.name}
          listKey={storageKeys.all}
          onLeft={() => void navigate('/storage-groups')}
        />
      ) : (
        <ActionsMenu
          label={t('storage.group.actions', { name: group.name })}
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
}

/** The group's dialogs: share (mine), CSV import, rename and delete. */
export function StorageGroupDialogs({
  storageGroupId,
  group,
  dialog,
  setDialog,
}: Omit<StorageGroupPartProps, 'group' | 'readOnly'> & {
  group: StorageGroup | undefined;
  dialog: StorageGroupDialog;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rename = useRenameGroup();
  const remove = useDeleteGroup();
  const name = group?.name ?? '';
  return (
    <>
      {group && !group.sharedBy && (
        <ShareDialog
          kind="storageGroup"
          id={storageGroupId}
          name={group.name}
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
          initialName={name}
          loading={rename.isPending}
          onSave={(next) => rename.mutate({ storageGroupId, name: next }, { onSuccess: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('storage.group.deleteTitle', { name })}
        confirmLabel={t('storage.group.delete')}
        loading={remove.isPending}
        onConfirm={() => remove.mutate(storageGroupId, { onSuccess: () => void navigate('/storage-groups') })}
        onClose={() => setDialog(null)}
      >
        {t('storage.group.deleteBody', { count: group?.items.length ?? 0 })}
      </ConfirmDialog>
    </>
  );
}
