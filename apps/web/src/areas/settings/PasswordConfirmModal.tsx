import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPasswordField, type ConfirmPassword } from './ConfirmPasswordField';

/**
 * The dialog of a dangerous setting that asks for the account password first (deleting the account,
 * turning two-factor sign-in off), its words under the i18n key `texts` (`.title`, `.explain`, and
 * `.confirm` on the red button): the explanation and what more it says (`children`), the refusal
 * that is not the password's (`otherError`, with the alert icon unless `plainError`), the password
 * field, what else it asks (`after`), then Cancel and the red button, busy while `write` is pending.
 */
export function PasswordConfirmModal({
  opened,
  texts,
  confirm,
  write,
  otherError,
  plainError = false,
  after,
  onClose,
  onSubmit,
  children,
}: {
  opened: boolean;
  texts: string;
  confirm: ConfirmPassword;
  write: { isPending: boolean };
  otherError: string | null;
  plainError?: boolean;
  after?: ReactNode;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t(`${texts}.title`)} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(`${texts}.explain`)}</Text>
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
            <Button type="submit" color="red" loading={write.isPending}>
              {t(`${texts}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
