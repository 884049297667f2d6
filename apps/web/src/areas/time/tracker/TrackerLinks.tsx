import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconAdjustments, IconDots, IconFolders, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const links = [
  { to: '/time-groups', key: 'time.groups.title', Icon: IconFolders },
  { to: '/time-tracker/admin', key: 'time.links.admin', Icon: IconAdjustments },
  { to: '/time-tracker/integrations', key: 'time.links.integrations', Icon: IconPlugConnected },
] as const;

/** The tracker's ways onward: buttons on a wide screen, one menu on a phone. */
export function TrackerLinks() {
  const { t } = useTranslation();
  return (
    <>
      <Group gap={4} visibleFrom="sm">
        {links.map(({ to, key, Icon }) => (
          <Button key={to} component={Link} to={to} variant="subtle" leftSection={<Icon size={16} />}>
            {t(key)}
          </Button>
        ))}
      </Group>
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" hiddenFrom="sm" aria-label={t('time.links.more')}>
            <IconDots size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {links.map(({ to, key, Icon }) => (
            <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} />}>
              {t(key)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
