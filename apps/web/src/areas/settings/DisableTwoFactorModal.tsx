import type { FormEvent } from 'react';
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
      {...{ opened, confirm, otherError }}
      texts="settings.disable"
      write={disable}
      onClose={close}
      onSubmit={submit}
    />
  );
}
