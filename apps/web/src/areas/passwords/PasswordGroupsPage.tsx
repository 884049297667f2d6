import { Anchor, Badge, Group, Paper, Stack } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AddButton } from '../../shared/AddButton';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, ReadStates } from '../../shared/QueryStates';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { DeleteEntryDialog } from './components/DeleteEntryDialog';
import { DeleteGroupDialog } from './components/DeleteGroupDialog';
import { NameModal } from '../../shared/NameModal';
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
  const navigate = useNavigate();
  const vault = useOpenVault();
  const addGroup = useAddGroup();
  const [adding, setAdding] = useState(false);
  const [deletingGroup, setDeletingGroup] = useState<OpenGroup | null>(null);
  const [deletingEntry, setDeletingEntry] = useState<OpenEntry | null>(null);
  const groups = vault.data?.groups ?? [];
  const entries = vault.data?.entries ?? [];
  const countOf = (group: OpenGroup) => entries.filter((entry) => entry.passwordGroupId === group._id).length;
  const nameOf = (entry: OpenEntry) => groups.find((group) => group._id === entry.passwordGroupId)?.name ?? '';
  const keys = useListShortcuts({
    items: groups,
    open: (group) => void navigate(`/password-group/${group._id}`),
    create: () => setAdding(true),
    copyText: (group) => group.name,
    remove: setDeletingGroup,
  });
  const { query, setQuery, found } = useVaultSearch(entries);
  const addButton = <AddButton label={t('passwords.group.add')} onClick={() => setAdding(true)} />;

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
        <Stack gap="xs" ref={keys.listRef} onKeyDown={keys.onKeyDown} role="list">
          {groups.map((group, index) => (
            <Paper key={group._id} withBorder radius="md" px="md" py="sm" role="listitem" {...keys.itemProps(index)}>
              <Group justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={`/password-group/${group._id}`} fw={600} data-list-focus truncate="end">
                  {group.readable ? group.name : t('passwords.entry.unreadable')}
                </Anchor>
                <Badge variant="light" color="gray">
                  {t('passwords.group.count', { count: countOf(group) })}
                </Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {adding && (
        <NameModal
          naming={GROUP_NAMING}
          title={t('passwords.group.add')}
          submitLabel={t('passwords.group.addSubmit')}
          loading={addGroup.isPending}
          onClose={() => setAdding(false)}
          onSave={(name) =>
            addGroup.mutate(name, {
              onSuccess: (group) => {
                setAdding(false);
                void navigate(`/password-group/${group._id}`);
              },
            })
          }
        />
      )}
      <DeleteGroupDialog
        group={deletingGroup}
        count={deletingGroup ? countOf(deletingGroup) : 0}
        onClose={() => setDeletingGroup(null)}
      />
      <DeleteEntryDialog entry={deletingEntry} onClose={() => setDeletingEntry(null)} />
    </PageColumn>
  );
}
