import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountEndpoints } from '@ordna/contract/account/endpoints';
import { urlOf } from '../../api/call';
import { downloadFile } from '../../shared/download';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { SettingRow } from './SettingRow';
import { useAccount } from './use-account';

/** Settings → "Export everything": the whole account as one JSON file, with the bytes received shown. */
export function ExportEverything() {
  const { t, i18n } = useTranslation();
  const { account } = useAccount();
  const [received, setReceived] = useState<number | null>(null);
  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(i18n.language === 'se' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: 1 }).format(
      bytes / 1_000_000,
    );

  const run = async () => {
    setReceived(0);
    try {
      const day = new Date().toISOString().slice(0, 10);
      await downloadFile(
        urlOf(accountEndpoints.readExport),
        `ordna-${account?.username ?? 'export'}-${day}.json`,
        setReceived,
      );
      notifySuccess(t('settings.exportAll.done'));
    } catch (error) {
      notifyFailure(t('settings.exportAll.failed'), error);
    } finally {
      setReceived(null);
    }
  };

  return (
    <SettingRow
      label={t('settings.exportAll.label')}
      description={t('settings.exportAll.description')}
      control={
        <div>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={received !== null}
            onClick={() => void run()}
          >
            {t('settings.exportAll.button')}
          </Button>
          {received !== null && (
            <Text size="xs" c="dimmed" mt={4} role="status">
              {t('settings.exportAll.progress', { size: megabytes(received) })}
            </Text>
          )}
        </div>
      }
    />
  );
}
