import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ImportConfirmProps {
  file: File | null;
  /** The server's refusal, in the person's words. */
  problem: string | null;
  pending: boolean;
  /** Bytes of the file sent so far. */
  sent: number;
  megabytes: (bytes: number) => string;
  onClose: () => void;
  onConfirm: () => void;
}

/** "Import this export?" (ImportAnExport.tsx): the file's name and size, then its progress and any refusal. */
export function ImportConfirmDialog({
  file,
  problem,
  pending,
  sent,
  megabytes,
  onClose,
  onConfirm,
}: ImportConfirmProps) {
  const { t } = useTranslation();
  const size = file?.size ?? 0;
  return (
    <Modal opened={file !== null} onClose={onClose} title={t('settings.importAll.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('settings.importAll.confirmText', { name: file?.name ?? '', size: megabytes(size) })}</Text>
        <Text size="sm" c="dimmed">
          {t('settings.importAll.emptyOnly')}
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert" title={t('settings.importAll.failed')}>
            {problem}
          </Alert>
        )}
        {pending && (
          <Stack gap={4} role="status">
            <Progress value={size > 0 ? (100 * sent) / size : 0} animated={sent >= size} aria-hidden />
            <Text size="sm" c="dimmed">
              {sent < size
                ? t('settings.importAll.sending', { sent: megabytes(sent), size: megabytes(size) })
                : t('settings.importAll.progress')}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending} data-autofocus>
            {t('settings.importAll.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
