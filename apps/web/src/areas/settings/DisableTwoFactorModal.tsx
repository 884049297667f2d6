import { Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeRefusal } from '../../i18n/refusals';
import { useConfirmPassword } from './ConfirmPasswordField';
import { PasswordConfirmModal } from './PasswordConfirmModal';
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
    <PasswordConfirmModal
      opened={opened}
      title={t('settings.disable.title')}
      confirm={confirm}
      otherError={otherError}
      confirmLabel={t('settings.disable.confirm')}
      pending={disable.isPending}
      onClose={close}
      onSubmit={submit}
    >
      <Text size="sm">{t('settings.disable.explain')}</Text>
    </PasswordConfirmModal>
  );
}
