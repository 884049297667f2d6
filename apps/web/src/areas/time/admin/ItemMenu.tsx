import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconExternalLink, IconPencil, IconPlus, IconTags, IconTrash } from '@tabler/icons-react';
import { ActionsMenu, type MenuAction } from '../../../shared/ActionsMenu';
import type { GroupActions, AdminTarget } from './use-group-actions';
import { adminPath } from './admin-tree';

/**
 * The ⋯ menu of a time group or sub group row: the app's actions menu (shared/ActionsMenu.tsx), a
 * plain button until first pressed, so the admin page's first load carries no Menu or floating-ui.
 */
export function ItemMenu({ target, actions }: { target: AdminTarget; actions: GroupActions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items: MenuAction[] = [
    {
      label: t('time.admin.manage'),
      icon: IconExternalLink,
      onClick: () => void navigate(adminPath(target.type, target._id)),
    },
    { label: t('time.admin.rename'), icon: IconPencil, onClick: () => actions.rename(target) },
    { label: t('time.admin.editTags'), icon: IconTags, onClick: () => actions.editTags(target) },
    ...(target.type === 'time-group'
      ? [{ label: t('time.admin.addSubGroup'), icon: IconPlus, onClick: () => actions.addSubGroup(target) }]
      : []),
    { label: t('time.admin.delete'), icon: IconTrash, onClick: () => actions.remove(target), danger: true },
  ];
  return <ActionsMenu label={t('time.admin.actionsFor', { name: target.name })} dots="horizontal" actions={items} />;
}
