import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { ExportPanel } from './components/ExportPanel';
import { ImportPanel } from './components/ImportPanel';
import { LockButton } from './components/LockButton';
import { useState } from 'react';
import { DeleteEntryDialog } from './components/DeleteEntryDialog';
import { useVaultSearch, VaultSearchField, VaultSearchResults } from './components/VaultSearch';
import type { OpenEntry } from './read-vault';
import { useOpenVault } from './use-vault';

const NO_ENTRIES: readonly OpenEntry[] = [];

/** /password-parent: the vault as a whole: bring passwords in from another manager, take them out, lock it. */
export default function PasswordParentPage() {
  const { t } = useTranslation();
  const vault = useOpenVault();
  const entries = vault.data?.entries ?? NO_ENTRIES;
  const { query, setQuery, found } = useVaultSearch(entries);
  const [deletingEntry, setDeletingEntry] = useState<OpenEntry | null>(null);
  const nameOf = (entry: OpenEntry) =>
    vault.data?.groups.find((group) => group._id === entry.passwordGroupId)?.name ?? '';
  return (
    <PageColumn width="reading">
      <PageHeader
        title={t('passwords.parent.title')}
        description={t('passwords.parent.description')}
        actions={
          <>
            <Button component={Link} to="/password-groups" variant="default" leftSection={<IconFolders size={16} />}>
              {t('passwords.parent.groups')}
            </Button>
            <LockButton />
          </>
        }
      />
      <VaultSearchField label={t('passwords.search.label')} value={query} onChange={setQuery} busy={vault.isFetching} />
      {found && vault.isSuccess && <VaultSearchResults found={found} groupName={nameOf} onDelete={setDeletingEntry} />}
      <DeleteEntryDialog entry={deletingEntry} onClose={() => setDeletingEntry(null)} />
      <ReadStates read={vault} loading={{ rows: 2, height: 120 }} />
      {vault.isSuccess && !found && (
        <Stack gap="lg">
          <Paper withBorder p="lg" radius="md">
            <Title order={2} fz="lg" mb="sm">
              {t('passwords.import.title')}
            </Title>
            <ImportPanel groups={vault.data.groups} />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={2} fz="lg" mb="sm">
              {t('passwords.export.title')}
            </Title>
            <ExportPanel />
          </Paper>
        </Stack>
      )}
    </PageColumn>
  );
}
