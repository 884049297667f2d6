import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../shared/notify';
import { encryptedExport, exportFileName, plainCsvExport } from '../export-vault';
import { saveText } from '../../../shared/save-file';
import { readSealed } from '../import-vault';
import { readVault } from '../read-vault';
import { vault } from '../vault';
import { PasswordField } from '../../../shared/PasswordField';

/**
 * Exports: encrypted JSON at once (useless without the extra password), plain CSV only after the
 * extra password is typed again, since that file holds every secret readable.
 */
export function ExportPanel() {
  const { t } = useTranslation();
  const [extraPassword, setExtraPassword] = useState('');
  const [wrong, setWrong] = useState(false);
  const sealed = useMutation({
    mutationFn: async () => {
      const now = new Date();
      const { groups, passwords } = await readSealed();
      saveText(
        exportFileName('encrypted', now),
        encryptedExport({ ...vault.keyParts(), groups, passwords }, now),
        'application/json',
      );
    },
    onError: (error) => notifyFailure(t('passwords.export.failed'), error),
  });
  const plain = useMutation({
    mutationFn: async (typed: string) => {
      if (!(await vault.confirms(typed))) return false;
      const now = new Date();
      const { groups, entries } = await readVault();
      const names = new Map(groups.map((group) => [group._id, group.name]));
      const rows = entries
        .filter((item) => item.readable)
        .map((item) => ({ group: names.get(item.passwordGroupId) ?? '', entry: item.entry }));
      saveText(exportFileName('plain', now), plainCsvExport(rows), 'text/csv');
      return true;
    },
    onSuccess: (confirmed) => {
      setWrong(!confirmed);
      if (confirmed) setExtraPassword('');
    },
    onError: (error) => notifyFailure(t('passwords.export.failed'), error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (extraPassword) plain.mutate(extraPassword);
  };

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Text size="sm">{t('passwords.export.encryptedExplain')}</Text>
        <Button
          w="fit-content"
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={sealed.isPending}
          onClick={() => sealed.mutate()}
        >
          {t('passwords.export.encrypted')}
        </Button>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Alert color="yellow" variant="light">
            {t('passwords.export.plainWarning')}
          </Alert>
          <Group align="flex-end" gap="xs">
            <PasswordField
              label={t('passwords.export.confirmPassword')}
              autoComplete="off"
              value={extraPassword}
              onChange={(event) => {
                setExtraPassword(event.currentTarget.value);
                setWrong(false);
              }}
              error={wrong && t('messages.wrongPassword')}
              style={{ flex: '1 1 220px' }}
            />
            <Button type="submit" variant="default" leftSection={<IconDownload size={16} />} loading={plain.isPending}>
              {t('passwords.export.plain')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
