import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { isRefusal } from '../../api/refusal';
import { localizeRefusal } from '../../i18n/refusals';
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
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const wrongPassword = isRefusal(disable.error, authRefusals.wrongPassword) ? t('messages.wrongPassword') : null;
  const otherError = disable.error && !wrongPassword ? localizeRefusal(disable.error) : null;

  const close = () => {
    setPassword('');
    setProblem(null);
    disable.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setProblem(t('auth.errors.passwordRequired'));
    setProblem(null);
    disable.mutate(
      { password },
      {
        onSuccess: () => {
          close();
          onDisabled();
        },
        onError: () => passwordField.current?.select(),
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
          <PasswordInput
            ref={passwordField}
            label={t('auth.fields.password')}
            autoComplete="current-password"
            data-autofocus
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={problem ?? wrongPassword}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
          />
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
