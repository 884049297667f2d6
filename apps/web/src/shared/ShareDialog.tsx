import { ActionIcon, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconShare, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shareRoles, type ShareKind, type ShareRole } from '@ordna/contract/sharing';
import { QueryError } from './QueryStates';
import { useAddShare, useChangeRole, useRevokeShare, useShares } from './use-shares';

interface ShareDialogProps {
  kind: ShareKind;
  id: string;
  /** The thing's name, for the title. */
  name: string;
  opened: boolean;
  onClose: () => void;
}

function RolePicker({
  value,
  onChange,
  label,
  disabled,
}: {
  value: ShareRole;
  onChange: (role: ShareRole) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={label}
      size="xs"
      value={value}
      disabled={disabled}
      onChange={(next) => onChange(next as ShareRole)}
      data={shareRoles.map((role) => ({ value: role, label: t(`sharing.role.${role}`) }))}
    />
  );
}

/**
 * The one share dialog every area opens for a thing it owns: share by username with a role, see
 * who has it, change a role, revoke. Usable by keyboard: the username field has the focus, Enter
 * shares, the role pickers are radio groups.
 */
export function ShareDialog({ kind, id, name, opened, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const shares = useShares(kind, id, opened);
  const add = useAddShare(kind, id);
  const change = useChangeRole(kind, id);
  const revoke = useRevokeShare(kind, id);
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<ShareRole>('viewer');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return;
    add.mutate({ username: username.trim(), role }, { onSuccess: () => setUsername('') });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('sharing.title', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <form onSubmit={submit}>
          <Stack gap="xs">
            <TextInput
              label={t('sharing.username')}
              description={t('sharing.usernameHint')}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              maxLength={100}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="space-between" gap="xs">
              <RolePicker value={role} onChange={setRole} label={t('sharing.roleLabel')} />
              <Button
                type="submit"
                leftSection={<IconShare size={16} />}
                loading={add.isPending}
                disabled={!username.trim()}
              >
                {t('sharing.share')}
              </Button>
            </Group>
          </Stack>
        </form>

        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('sharing.sharedWith')}
          </Text>
          {shares.isError && <QueryError title={t('sharing.fetchFailed')} onRetry={() => void shares.refetch()} />}
          {shares.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('sharing.nobody')}
            </Text>
          )}
          <Stack
            gap={6}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('sharing.sharedWith')}
          >
            {shares.data?.map((share) => (
              <Group
                component="li"
                key={share._id}
                justify="space-between"
                gap="xs"
                wrap="nowrap"
                data-testid="share-row"
              >
                <Text size="sm" truncate>
                  {share.username}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <RolePicker
                    value={share.role}
                    label={t('sharing.roleOf', { username: share.username })}
                    disabled={change.isPending}
                    onChange={(next) => change.mutate({ shareId: share._id, role: next })}
                  />
                  <Tooltip label={t('sharing.revoke')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('sharing.revokeFrom', { username: share.username })}
                      loading={revoke.isPending && revoke.variables === share._id}
                      onClick={() => revoke.mutate(share._id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Modal>
  );
}
