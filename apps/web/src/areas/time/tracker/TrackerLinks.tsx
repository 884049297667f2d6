import { Box, Button, Group } from '@mantine/core';
import { IconAdjustments, IconFolders, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ActionsMenu } from '../../../shared/ActionsMenu';

const links = [
  { to: '/time-groups', key: 'time.groups.title', Icon: IconFolders },
  { to: '/time-tracker/admin', key: 'time.links.admin', Icon: IconAdjustments },
  { to: '/time-tracker/integrations', key: 'time.links.integrations', Icon: IconPlugConnected },
] as const;

/** The tracker's ways onward: buttons on a wide screen, one menu on a phone. */
export function TrackerLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Group gap={4} visibleFrom="sm">
        {links.map(({ to, key, Icon }) => (
          <Button key={to} component={Link} to={to} variant="subtle" leftSection={<Icon size={16} />}>
            {t(key)}
          </Button>
        ))}
      </Group>
      <Box hiddenFrom="sm">
        <ActionsMenu
          label={t('time.links.more')}
          dots="horizontal"
          actions={links.map(({ to, key, Icon }) => ({ label: t(key), icon: Icon, onClick: () => void navigate(to) }))}
        />
      </Box>
    </>
  );
}
