import type { TFunction } from 'i18next';

/** What deleting a group takes with it; an empty one says so instead of "its 0 stamps". */
export function deleteBody(t: TFunction, isGroup: boolean, stamps: number, subGroups: number): string {
  if (isGroup) {
    if (stamps === 0 && subGroups === 0) return t('time.admin.deleteTimeGroupBodyEmpty');
    return t('time.admin.deleteTimeGroupBody', {
      subGroups: t('time.admin.subGroupCount', { count: subGroups }),
      stamps: t('time.admin.stampCount', { count: stamps }),
    });
  }
  if (stamps === 0) return t('time.admin.deleteSubGroupBodyEmpty');
  return t('time.admin.deleteSubGroupBody', { stamps: t('time.admin.stampCount', { count: stamps }) });
}
