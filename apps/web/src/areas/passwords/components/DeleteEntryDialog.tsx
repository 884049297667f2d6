import { useTranslation } from 'react-i18next';
import type { OpenEntry } from '../read-vault';
import { useDeleteEntry } from '../use-vault';
import { DeleteVaultDialog, type Closing } from './DeleteVaultDialog';

/** "Delete this password?": the one confirmation the button, the Delete key and the entry page share. */
export function DeleteEntryDialog({ entry, ...closing }: { entry: OpenEntry | null } & Closing) {
  const { t } = useTranslation();
  const remove = useDeleteEntry();
  const body = t('passwords.entry.deleteBody', { name: entry?.entry.name ?? '' });
  return <DeleteVaultDialog target={entry} remove={remove} texts="passwords.entry" body={body} {...closing} />;
}
