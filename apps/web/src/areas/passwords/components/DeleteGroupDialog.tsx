import { useTranslation } from 'react-i18next';
import type { OpenGroup } from '../read-vault';
import { useDeleteGroup } from '../use-vault';
import { DeleteVaultDialog, type Closing } from './DeleteVaultDialog';

/** Deleting a group deletes its passwords too, so the dialog says how many. */
export function DeleteGroupDialog({ group, count, ...closing }: { group: OpenGroup | null; count: number } & Closing) {
  const { t } = useTranslation();
  const remove = useDeleteGroup();
  const body = t('passwords.group.deleteBody', { name: group?.name ?? '', count });
  return <DeleteVaultDialog target={group} remove={remove} texts="passwords.group" body={body} {...closing} />;
}
