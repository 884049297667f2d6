import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AddButton } from '../../shared/AddButton';
import { ActionsMenu } from '../../shared/ActionsMenu';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, LoadingRows, QueryError } from '../../shared/QueryStates';
import { DeleteEntryDialog } from './components/DeleteEntryDialog';
import { DeleteGroupDialog } from './components/DeleteGroupDialog';
import { EntryList } from './components/EntryList';
import { NameModal } from '../../shared/NameModal';
import { GROUP_NAMING } from './group-naming';
import { LockButton } from './components/LockButton';
import { useVaultSearch, VaultSearchField, VaultSearchResults } from './components/VaultSearch';
import type { OpenEntry } from './read-vault';
import { useOpenVault, useRenameGroup } from './use-vault';

/** /password-group/{groupId}: one group's passwords, to open, copy, add, rename or delete. */
export default function PasswordGroupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { groupId = '' } = useParams();
  const vault = useOpenVault();
  const rename = useRenameGroup();
  const [renaming, setRenaming] = useState(false);
  const [deletingGroup, setDeletingGroup] = useState(false);
  const [deletingEntry, setDeletingEntry] = useState<OpenEntry | null>(null);
  const group = vault.data?.groups.find((candidate) => candidate._id === groupId) ?? null;
  const all = vault.data?.entries;
  const entries = useMemo(() => all?.filter((entry) => entry.passwordGroupId === groupId) ?? [], [all, groupId]);
  const { query, setQuery, found } = useVaultSearch(entries);
  const add = () => void navigate(`/add-password/${groupId}`);
  const crumbs = [{ label: t('passwords.title'), to: '/password-groups' }];
  const addButton = <AddButton label={t('passwords.entry.add')} onClick={add} />;

  if (vault.isPending) return <LoadingRows rows={3} />;
  if (vault.isError) {
    return (
      <QueryError title={t('messages.couldNotGetPasswords')} error={vault.error} onRetry={() => void vault.refetch()} />
    );
  }
  if (!group) {
    return (
      <PageColumn>
        <PageHeader title={t('passwords.group.notFound')} crumbs={crumbs} />
      </PageColumn>
    );
  }
  return (
    <PageColumn>
      <PageHeader
        title={group.name}
        crumbs={crumbs}
        actions={
          <>
            {entries.length > 0 && addButton}
            <LockButton />
            <ActionsMenu
              label={t('passwords.group.actions')}
              placement="header"
              dots="horizontal"
              actions={[
                { label: t('passwords.group.rename'), icon: IconPencil, onClick: () => setRenaming(true) },
                {
                  label: t('passwords.group.delete'),
                  icon: IconTrash,
                  onClick: () => setDeletingGroup(true),
                  danger: true,
                },
              ]}
            />
          </>
        }
      />
      {entries.length > 0 && (
        <VaultSearchField label={t('passwords.search.inGroup')} value={query} onChange={setQuery} />
      )}
      {found ? (
        <VaultSearchResults found={found} onAdd={add} onDelete={setDeletingEntry} />
      ) : entries.length === 0 ? (
        <EmptyListState
          icon={<IconKey size={28} />}
          title={t('passwords.group.emptyTitle')}
          description={t('passwords.group.emptyBody')}
          action={addButton}
        />
      ) : (
        <EntryList entries={entries} onAdd={add} onDelete={setDeletingEntry} />
      )}
      {renaming && (
        <NameModal
          naming={GROUP_NAMING}
          title={t('passwords.group.rename')}
          submitLabel={t('common.save')}
          initialName={group.name}
          loading={rename.isPending}
          onClose={() => setRenaming(false)}
          onSave={(name) =>
            rename.mutate({ passwordGroupId: group._id, name }, { onSuccess: () => setRenaming(false) })
          }
        />
      )}
      <DeleteGroupDialog
        group={deletingGroup ? group : null}
        count={entries.length}
        onClose={() => setDeletingGroup(false)}
        onDeleted={() => void navigate('/password-groups')}
      />
      <DeleteEntryDialog entry={deletingEntry} onClose={() => setDeletingEntry(null)} />
    </PageColumn>
  );
}
