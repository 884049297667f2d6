import { Alert, Button, FileInput, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageCsvImport } from '@ordna/contract/storage';
import { STORAGE_CSV_BYTES_MAX } from '@ordna/contract/storage/limits';
import { localizeRefusal } from '../../i18n/refusals';
import { useImportCsv } from './use-storage';

/**
 * Imports CSV into a group, from a file or pasted: an item with the same name and best-before
 * date is updated, the rest are added. A wrong line stops the import and every wrong line is named.
 */
export function CsvImportModal({
  storageGroupId,
  opened,
  onClose,
}: {
  storageGroupId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [csv, setCsv] = useState('');
  const [answer, setAnswer] = useState<StorageCsvImport | null>(null);
  const importCsv = useImportCsv();
  const close = () => {
    setCsv('');
    setAnswer(null);
    onClose();
  };
  const readFile = async (file: File | null) => {
    if (file) setCsv(await file.text());
  };
  return (
    <Modal opened={opened} onClose={close} title={t('storage.csv.importTitle')} centered size="lg">
      <Stack>
        <Text size="sm">{t('storage.csv.importHelp')}</Text>
        <FileInput
          label={t('storage.csv.file')}
          accept=".csv,text/csv"
          onChange={(file) => void readFile(file)}
          clearable
        />
        <Textarea
          label={t('storage.csv.paste')}
          value={csv}
          onChange={(event) => setCsv(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={STORAGE_CSV_BYTES_MAX}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        {answer && answer.errors.length > 0 && (
          <Alert color="red" title={t('storage.csv.lineErrors')} role="alert">
            <List size="sm">
              {answer.errors.map((error) => (
                <List.Item key={`${error.line}-${error.code}`}>
                  {t('storage.csv.lineError', { line: error.line, reason: localizeRefusal(error) })}
                </List.Item>
              ))}
            </List>
            {answer.moreErrors && <Text size="sm">{t('storage.csv.moreErrors')}</Text>}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!csv.trim()}
            loading={importCsv.isPending}
            onClick={() =>
              importCsv.mutate(
                { storageGroupId, csv },
                { onSuccess: (result) => (result.errors.length > 0 ? setAnswer(result) : close()) },
              )
            }
          >
            {t('storage.csv.import')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
