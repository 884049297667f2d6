import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { Tooltip } from '../../shared/lazy/Tooltip';
import { useState, type ReactNode } from 'react';
import { DeleteButton, EditButton } from '../../shared/PageButtons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { LoadingRows, QueryError } from '../../shared/QueryStates';
import { CopySecret } from './components/CopySecret';
import { DeleteEntryDialog } from './components/DeleteEntryDialog';
import { LockButton } from './components/LockButton';
import { TotpCode } from './components/TotpCode';
import { useOpenVault, useUpdateEntry } from './use-vault';
import { lazyDialog } from '../../shared/lazy/dialogs';

// The edit form, loaded when editing starts (shared/lazy/dialogs.tsx): the page's first load carries none of it.
const EntryForm = lazyDialog(() => import('./components/EntryForm').then((module) => module.EntryForm));

/** One line of the entry: a label, the value, and what can be done with it. */
function Line({ label, children, actions }: { label: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      <Stack gap={2} miw={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {children}
      </Stack>
      {actions && (
        <Group gap={4} wrap="nowrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}

/** A secret shown as dots until asked, copyable either way. */
function Secret({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Line
      label={label}
      actions={
        <>
          <Tooltip label={shown ? t('passwords.entry.hide') : t('passwords.entry.show')}>
            <ActionIcon
              variant="subtle"
              aria-label={shown ? t('passwords.entry.hide') : t('passwords.entry.show')}
              aria-pressed={shown}
              onClick={() => setShown(!shown)}
            >
              {shown ? <IconEyeOff size={16} /> : <IconEye size={16} />}
            </ActionIcon>
          </Tooltip>
          <CopySecret text={value} label={t('passwords.copy.field', { name: label })} />
        </>
      }
    >
      <Text ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="secret">
        {shown ? value : value ? '••••••••••••' : '—'}
      </Text>
    </Line>
  );
}

/** /password/{passwordId}: one entry, every field, its live one-time code; edit or delete it. */
export default function PasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { passwordId = '' } = useParams();
  const vault = useOpenVault();
  const update = useUpdateEntry();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const item = vault.data?.entries.find((candidate) => candidate._id === passwordId) ?? null;
  const group = vault.data?.groups.find((candidate) => candidate._id === item?.passwordGroupId);
  const crumbs = [
    { label: t('passwords.title'), to: '/password-groups' },
    ...(group ? [{ label: group.name, to: `/password-group/${group._id}` }] : []),
  ];

  if (vault.isPending) return <LoadingRows rows={4} />;
  if (vault.isError) {
    return (
      <QueryError title={t('messages.couldNotGetPassword')} error={vault.error} onRetry={() => void vault.refetch()} />
    );
  }
  if (!item) {
    return (
      <PageColumn width="reading">
        <PageHeader title={t('messages.couldNotFindPassword')} crumbs={crumbs} />
      </PageColumn>
    );
  }
  const { entry } = item;
  return (
    <PageColumn width="reading">
      <PageHeader
        title={entry.name || t('passwords.entry.unnamed')}
        crumbs={crumbs}
        actions={
          !editing && (
            <>
              <EditButton label={t('passwords.entry.edit')} onClick={() => setEditing(true)} />
              <DeleteButton label={t('passwords.entry.delete')} onClick={() => setDeleting(true)} />
              <LockButton />
            </>
          )
        }
      />
      <Paper withBorder p="lg" radius="md">
        {editing ? (
          <EntryForm
            initial={entry}
            groupId={item.passwordGroupId}
            groups={vault.data.groups}
            submitLabel={t('common.save')}
            saving={update.isPending}
            onCancel={() => setEditing(false)}
            onSave={(next, passwordGroupId) =>
              update.mutate({ passwordId, passwordGroupId, entry: next }, { onSuccess: () => setEditing(false) })
            }
          />
        ) : (
          <Stack gap="md">
            <Line
              label={t('passwords.entry.username')}
              actions={
                <CopySecret
                  text={entry.username}
                  label={t('passwords.copy.field', { name: t('passwords.entry.username') })}
                />
              }
            >
              <Text style={{ overflowWrap: 'anywhere' }}>{entry.username || '—'}</Text>
            </Line>
            <Secret label={t('passwords.entry.password')} value={entry.password} />
            {entry.totpSecret && (
              <Line label={t('passwords.entry.totp')}>
                <TotpCode secret={entry.totpSecret} />
              </Line>
            )}
            {entry.urls.length > 0 && (
              <Line label={t('passwords.entry.urls')}>
                {entry.urls.map((url) =>
                  /^https?:\/\//i.test(url) ? (
                    <Anchor
                      key={url}
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {url}
                    </Anchor>
                  ) : (
                    <Text key={url}>{url}</Text>
                  ),
                )}
              </Line>
            )}
            {entry.notes && (
              <Line label={t('passwords.entry.notes')}>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.notes}</Text>
              </Line>
            )}
            {entry.fields.map((field, index) =>
              field.hidden ? (
                <Secret key={index} label={field.name} value={field.value} />
              ) : (
                <Line
                  key={index}
                  label={field.name}
                  actions={<CopySecret text={field.value} label={t('passwords.copy.field', { name: field.name })} />}
                >
                  <Text style={{ overflowWrap: 'anywhere' }}>{field.value || '—'}</Text>
                </Line>
              ),
            )}
          </Stack>
        )}
      </Paper>
      <DeleteEntryDialog
        entry={deleting ? item : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(group ? `/password-group/${group._id}` : '/password-groups')}
      />
    </PageColumn>
  );
}
