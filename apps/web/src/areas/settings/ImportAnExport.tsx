import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeRefusal } from '../../i18n/refusals';
import { notifySuccess } from '../../shared/notify';
import { lazyDialog } from '../../shared/lazy/dialogs';
import type { ImportConfirmDialog as Confirming } from './ImportConfirmDialog';
import { SettingRow } from './SettingRow';
import { useImportAccount } from './use-account-import';

// Loaded when a file is first chosen (shared/lazy/dialogs.tsx): the page's first load carries no Modal.
const ImportConfirmDialog = lazyDialog<ComponentProps<typeof Confirming>>(
  () => import('./ImportConfirmDialog').then((module) => module.ImportConfirmDialog),
  (props) => props.file !== null,
);

/**
 * Settings → "Import an export", beside "Export everything": a file chosen, confirmed, sent with
 * the megabytes sent shown, then "Importing…" while the server brings it in; the server's refusal
 * (not empty, not an export, cut short, newer, damaged, too large) said in the person's language.
 */
export function ImportAnExport() {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const { importing, sent } = useImportAccount();
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
      <ImportConfirmDialog
        file={file}
        problem={problem}
        pending={importing.isPending}
        sent={sent}
        megabytes={megabytes}
        onClose={close}
        onConfirm={() => void run()}
      />
    </>
  );
}
