import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { LoadingRows, QueryError } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { NameModal } from '../../shared/NameModal';
import { LIST_NAMING } from './list-naming';
import { ShoppingListSettingsCard } from './ShoppingListSettingsCard';
import { useDeleteList, useRenameList, useShoppingList } from './use-shopping';

/** /shopping-list/{listId}: a list itself: rename, share or leave, make it the default, delete. */
export default function ShoppingListSettingsPage() {
  const { t } = useTranslation();
  const { listId = '' } = useParams();
  const navigate = useNavigate();
  const list = useShoppingList(listId);
  const rename = useRenameList();
  const remove = useDeleteList();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const sharedBy = list.data?.sharedBy;

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
      {list.isPending && <LoadingRows rows={2} height={56} />}
      {list.isError && (
        <QueryError title={t('shopping.list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && (
        <ShoppingListSettingsCard
          listId={listId}
          list={list.data}
          onRename={() => setRenaming(true)}
          onDelete={() => setDeleting(true)}
        />
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
