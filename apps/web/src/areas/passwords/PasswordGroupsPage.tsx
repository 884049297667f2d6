import { Badge, Group } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../shared/AddButton';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, ReadStates } from '../../shared/QueryStates';
import { Containers, useContainerList } from '../../shared/ContainerList';
import { DeleteEntryDialog } from './components/DeleteEntryDialog';
import { DeleteGroupDialog } from './components/DeleteGroupDialog';
import { GROUP_NAMING } from './group-naming';
import { LockButton } from './components/LockButton';
import { useVaultSearch, VaultSearchField, VaultSearchResults } from './components/VaultSearch';
import type { OpenEntry, OpenGroup } from './read-vault';
import { useAddGroup, useOpenVault } from './use-vault';

/**
 * /password-groups: the vault's groups with how many passwords each holds, and search over every
 * entry, run here on the decrypted list (the server could not search what it cannot read).
 */
export default function PasswordGroupsPage() {
  const { t } = useTranslation();
  const vault = useOpenVault();
  const addGroup = useAddGroup();
  const [deletingEntry, setDeletingEntry] = useState<OpenEntry | null>(null);
  const groups = vault.data?.groups ?? [];
  const entries = vault.data?.entries ?? [];
  const countOf = (group: OpenGroup) => entries.filter((entry) => entry.passwordGroupId === group._id).length;
  const nameOf = (entry: OpenEntry) => groups.find((group) => group._id === entry.passwordGroupId)?.name ?? '';
  const list = useContainerList(groups, (id) => `/password-group/${id}`, GROUP_NAMING);
  const { query, setQuery, found } = useVaultSearch(entries);
  const addButton = <AddButton label={t('passwords.group.add')} onClick={list.startAdding} />;

  return (
    <PageColumn>
      <PageHeader
        title={t('passwords.title')}
        description={t('passwords.description')}
        actions={
          <>
            {groups.length > 0 && addButton}
            <LockButton />
          </>
        }
      />
      <VaultSearchField label={t('passwords.search.label')} value={query} onChange={setQuery} busy={vault.isFetching} />
      <ReadStates read={vault} failed={t('messages.couldNotGetPasswords')} />
      {found && vault.isSuccess && <VaultSearchResults found={found} groupName={nameOf} onDelete={setDeletingEntry} />}
      {!found && vault.isSuccess && groups.length === 0 && (
        <EmptyListState
          icon={<IconFolder size={28} />}
          title={t('passwords.empty.title')}
          description={t('passwords.empty.body')}
          action={addButton}
        />
      )}
      {!found && groups.length > 0 && (
        <Containers.Rows list={list} listRole card={{ px: 'md', py: 'sm' }}>
          {(group) => (
            <Group justify="space-between" wrap="nowrap">
              <Containers.Link to={list.hrefOf(group._id)} truncate="end">
                {group.readable ? group.name : t('passwords.entry.unreadable')}
              </Containers.Link>
              <Badge variant="light" color="gray">
                {t('passwords.group.count', { count: countOf(group) })}
              </Badge>
            </Group>
          )}
        </Containers.Rows>
      )}
      <Containers.AddModal list={list} add={addGroup} title="passwords.group.add" submit="passwords.group.addSubmit" />
      <DeleteGroupDialog
        group={list.deleting}
        count={list.deleting ? countOf(list.deleting) : 0}
        onClose={list.stopDeleting}
      />
      <DeleteEntryDialog entry={deletingEntry} onClose={() => setDeletingEntry(null)} />
    </PageColumn>
  );
}
