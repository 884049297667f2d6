import { Anchor, Button, Group, NumberInput, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { isRefusal } from '../../../api/refusal';
import { localizeRefusal } from '../../../i18n/refusals';
import { ConfirmDialog } from '../../../shared/lazy/dialogs';
import { notifySuccess } from '../../../shared/notify';
import { LoadingRows, QueryError } from '../../../shared/QueryStates';
import { IDLE_MINUTES_MAX, IDLE_MINUTES_MIN, storedIdleMinutes, storeIdleMinutes } from '../idle-lock';
import { useVaultOpen } from '../use-vault';
import { statusKey, useVaultStatus } from '../use-vault-status';
import { vault } from '../vault';
import { ExtraPasswordForm } from './ExtraPasswordForm';
import { ForgetWarning } from './ForgetWarning';

function IdleMinutes() {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState<number | string>(storedIdleMinutes());
  const save = (value: number | string) => {
    setMinutes(value);
    if (
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= IDLE_MINUTES_MIN &&
      value <= IDLE_MINUTES_MAX
    ) {
      storeIdleMinutes(value);
      vault.setIdleMinutes(value);
    }
  };
  return (
    <NumberInput
      label={t('passwords.settings.idleMinutes')}
      description={t('passwords.settings.idleMinutesHint')}
      min={IDLE_MINUTES_MIN}
      max={IDLE_MINUTES_MAX}
      allowDecimal={false}
      value={minutes}
      onChange={save}
      maw={240}
    />
  );
}

/** Forgetting the extra password wipes the vault; the sign-in password confirms it. */
function ForgetVault() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const forget = useMutation({
    mutationFn: () => vault.forgetVault(currentPassword),
    onSuccess: async () => {
      setOpened(false);
      setCurrentPassword('');
      notifySuccess(t('passwords.settings.forgotten'));
      await queryClient.invalidateQueries({ queryKey: statusKey() });
    },
  });
  const wrong = isRefusal(forget.error, authRefusals.wrongPassword);
  return (
    <>
      <Button color="red" variant="light" w="fit-content" onClick={() => setOpened(true)}>
        {t('passwords.settings.forget')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('passwords.settings.forgetTitle')}
        confirmLabel={t('passwords.settings.forgetConfirm')}
        loading={forget.isPending}
        onConfirm={() => currentPassword && forget.mutate()}
        onClose={() => {
          setOpened(false);
          forget.reset();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('passwords.settings.forgetBody')}</Text>
          <PasswordInput
            label={t('passwords.setup.signInPassword')}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
            error={wrong ? t('messages.wrongPassword') : forget.error ? localizeRefusal(forget.error) : undefined}
          />
        </Stack>
      </ConfirmDialog>
    </>
  );
}

/**
 * The vault's part of /settings/auth: set the extra password (after the plain warning), change
 * it while the vault is open, forget it (which wipes the vault), and the minutes of idleness
 * after which the vault locks.
 */
export default function VaultSettings() {
  const { t } = useTranslation();
  const status = useVaultStatus();
  const open = useVaultOpen();
  if (status.isPending) return <LoadingRows rows={1} height={80} />;
  if (status.isError) return <QueryError error={status.error} onRetry={() => void status.refetch()} />;
  if (!status.data.isSet) {
    return (
      <Stack gap="md" data-testid="vault-password">
        <ForgetWarning />
        <ExtraPasswordForm mode="set" onDone={() => notifySuccess(t('passwords.settings.set'))} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="vault-password">
      {open ? (
        <Stack gap="xs">
          <Text fw={600}>{t('passwords.settings.changeTitle')}</Text>
          <ExtraPasswordForm mode="change" onDone={() => notifySuccess(t('passwords.settings.changed'))} />
        </Stack>
      ) : (
        <Text size="sm">
          {t('passwords.settings.unlockToChange')}{' '}
          <Anchor component={Link} to="/password-login" state={{ from: '/settings/auth' }}>
            {t('passwords.settings.unlock')}
          </Anchor>
        </Text>
      )}
      <IdleMinutes />
      <Group>
        <ForgetVault />
      </Group>
    </Stack>
  );
}
