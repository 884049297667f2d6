import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { EntryForm } from './components/EntryForm';
import { emptyEntry } from './entry';
import { useAddEntry, useOpenVault } from './use-vault';

/** /add-password/{groupId}: a new entry in the group, sealed in the browser before it is sent. */
export default function AddPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { groupId = '' } = useParams();
  const vault = useOpenVault();
  const add = useAddEntry();
  const group = vault.data?.groups.find((candidate) => candidate._id === groupId);
  const back = () => void navigate(`/password-group/${groupId}`);

  return (
    <PageColumn width="reading">
      <PageHeader
        title={t('passwords.entry.add')}
        crumbs={[
          { label: t('passwords.title'), to: '/password-groups' },
          ...(group ? [{ label: group.name, to: `/password-group/${groupId}` }] : []),
        ]}
      />
      <ReadStates read={vault} loading={{ rows: 4 }} />
      {vault.isSuccess && (
        <Paper withBorder p="lg" radius="md">
          <EntryForm
            initial={emptyEntry()}
            groupId={groupId}
            groups={vault.data.groups}
            submitLabel={t('passwords.entry.addSubmit')}
            saving={add.isPending}
            onCancel={back}
            onSave={(entry, passwordGroupId) =>
              add.mutate(
                { entry, passwordGroupId },
                { onSuccess: () => void navigate(`/password-group/${passwordGroupId}`) },
              )
            }
          />
        </Paper>
      )}
    </PageColumn>
  );
}
