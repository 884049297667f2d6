import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeRefusal } from '../../i18n/refusals';
import { ConfirmPasswordField, useConfirmPassword } from './ConfirmPasswordField';
import { useDisableTwoFactor } from './use-two-factor';

/** Turning two-factor sign-in off asks for the account password first. */
export function DisableTwoFactorModal({
  opened,
  onClose,
  onDisabled,
}: {
  opened: boolean;
  onClose: () => void;
  onDisabled: () => void;
}) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const confirm = useConfirmPassword(disable.error);
  const otherError = disable.error && !confirm.wrongPassword ? localizeRefusal(disable.error) : null;

  const close = () => {
    confirm.clear();
    disable.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirm.given()) return;
    disable.mutate(
      { password: confirm.password },
      {
        onSuccess: () => {
          close();
          onDisabled();
        },
        onError: confirm.selectAgain,
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('settings.disable.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('settings.disable.explain')}</Text>
          {otherError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {otherError}
            </Alert>
          )}
          <ConfirmPasswordField confirm={confirm} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={disable.isPending}>
              {t('settings.disable.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
