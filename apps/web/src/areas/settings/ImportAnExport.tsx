import { Alert, Button, FileButton, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeRefusal } from '../../i18n/refusals';
import { notifySuccess } from '../../shared/notify';
import { SettingRow } from './SettingRow';
import { useImportAccount } from './use-account-import';

/**
 * Settings → "Import an export", beside "Export everything": a file chosen, confirmed, sent with
 * the megabytes sent shown, then "Importing…" while the server brings it in; the server's refusal
 * (not empty, not an export, cut short, newer, damaged, too large) said in the person's language.
 */
export function ImportAnExport() {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const { importing, sent } = useImportAccount();
  const size = file?.size ?? 0;
  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(i18n.language === 'se' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: 1 }).format(
      bytes / 1_000_000,
    );
  const problem = importing.error ? localizeRefusal(importing.error) : null;

  const close = () => {
    if (importing.isPending) return;
    setFile(null);
    importing.reset();
  };

  const run = async () => {
    if (!file) return;
    const things = await importing.mutateAsync(file).catch(() => null);
    if (things === null) return;
    notifySuccess(t('settings.importAll.done', { count: things }), { autoClose: 4000 });
    setFile(null);
    importing.reset();
  };

  return (
    <>
      <SettingRow
        label={t('settings.importAll.label')}
        description={t('settings.importAll.description')}
        control={
          <FileButton onChange={setFile} accept="application/json,.json">
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} />}>
                {t('settings.importAll.button')}
              </Button>
            )}
          </FileButton>
        }
      />
      <Modal opened={file !== null} onClose={close} title={t('settings.importAll.title')} centered>
        <Stack gap="md">
          <Text size="sm">
            {t('settings.importAll.confirmText', { name: file?.name ?? '', size: megabytes(size) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('settings.importAll.emptyOnly')}
          </Text>
          {problem && (
            <Alert color="red" variant="light" role="alert" title={t('settings.importAll.failed')}>
              {problem}
            </Alert>
          )}
          {importing.isPending && (
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
            <Button variant="default" onClick={close} disabled={importing.isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void run()} loading={importing.isPending} data-autofocus>
              {t('settings.importAll.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
