import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPasswordField, type ConfirmPassword } from './ConfirmPasswordField';

/**
 * The dialog of a dangerous setting that asks for the account password first (deleting the account,
 * turning two-factor sign-in off): what it explains (`children`), the refusal that is not the
 * password's (`otherError`, with the alert icon unless `plainError`), the password field, what else it
 * asks (`after`), then Cancel and the red `confirmLabel` button.
 */
export function PasswordConfirmModal({
  opened,
  title,
  confirm,
  otherError,
  plainError = false,
  after,
  confirmLabel,
  pending,
  onClose,
  onSubmit,
  children,
}: {
  opened: boolean;
  title: string;
  confirm: ConfirmPassword;
  otherError: string | null;
  plainError?: boolean;
  after?: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          {otherError && (
            <Alert
              color="red"
              variant="light"
              icon={plainError ? undefined : <IconAlertCircle size={18} />}
              role="alert"
            >
              {otherError}
            </Alert>
          )}
          <ConfirmPasswordField confirm={confirm} />
          {after}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
