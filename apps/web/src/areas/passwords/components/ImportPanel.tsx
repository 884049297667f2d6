import { Alert, Button, FileInput, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../shared/notify';
import { ENTRY_LIMITS } from '../entry';
import { importEntries, type ImportProgress } from '../import-vault';
import { readImport, type ImportResult } from '../importers';
import { passwordsKeys } from '../passwords-keys';
import type { OpenGroup } from '../read-vault';

/** Reads another manager's export here, shows what it found, and adds it to the vault. */
export function ImportPanel({ groups }: { groups: readonly OpenGroup[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [fallback, setFallback] = useState(t('passwords.import.defaultGroup'));
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const run = useMutation({
    mutationFn: (entries: Extract<ImportResult, { format: string }>['entries']) =>
      importEntries(entries, groups, fallback.trim() || t('passwords.import.defaultGroup'), setProgress),
    onSuccess: (count) => {
      notifySuccess(t('passwords.import.done', { count }));
      setFile(null);
      setResult(null);
    },
    onError: (error) => notifyFailure(t('passwords.import.failed'), error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passwordsKeys.all }),
  });

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setProgress(null);
    setResult(chosen ? readImport(await chosen.text()) : null);
  };

  const found = result && 'format' in result ? result : null;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('passwords.import.explain')}</Text>
      <FileInput
        label={t('passwords.import.file')}
        accept=".csv,.json,text/csv,application/json"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        clearable
        leftSection={<IconFileImport size={16} />}
      />
      {result && 'problem' in result && (
        <Alert color="red" variant="light" role="alert">
          {t(`passwords.import.problems.${result.problem}`)}
        </Alert>
      )}
      {found && (
        <>
          <Text size="sm" aria-live="polite">
            {t('passwords.import.found', {
              count: found.entries.length,
              format: t(`passwords.import.formats.${found.format}`),
            })}
          </Text>
          <TextInput
            label={t('passwords.import.fallbackGroup')}
            value={fallback}
            maxLength={ENTRY_LIMITS.groupName}
            onChange={(event) => setFallback(event.currentTarget.value)}
            maw={320}
          />
          {progress && (
            <Progress value={(progress.done / progress.total) * 100} aria-label={t('passwords.import.progress')} />
          )}
          <Button w="fit-content" loading={run.isPending} onClick={() => run.mutate(found.entries)}>
            {t('passwords.import.submit', { count: found.entries.length })}
          </Button>
        </>
      )}
    </Stack>
  );
}
