import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconDots, IconExternalLink, IconPencil, IconPlus, IconTags, IconTrash } from '@tabler/icons-react';
import type { GroupActions, AdminTarget } from './use-group-actions';
import { adminPath } from './admin-tree';

/** The ⋯ menu of a time group or sub group row. */
export function ItemMenu({ target, actions }: { target: AdminTarget; actions: GroupActions }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('time.admin.actionsFor', { name: target.name })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={adminPath(target.type, target._id)}
          leftSection={<IconExternalLink size={16} />}
        >
          {t('time.admin.manage')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.rename(target)}>
          {t('time.admin.rename')}
        </Menu.Item>
        <Menu.Item leftSection={<IconTags size={16} />} onClick={() => actions.editTags(target)}>
          {t('time.admin.editTags')}
        </Menu.Item>
        {target.type === 'time-group' && (
          <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => actions.addSubGroup(target)}>
            {t('time.admin.addSubGroup')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove(target)}>
          {t('time.admin.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
