import { NavLink, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconClockHour4, IconPlugConnected, IconRoute, IconTags } from '@tabler/icons-react';

/** Where the rest of the tracker's set-up lives: URL rules, integrations, tags. */
export function LinksCard() {
  const { t } = useTranslation();
  const links = [
    { to: '/time-tracker/admin/define-urls', icon: IconRoute, label: 'defineUrls' },
    { to: '/time-tracker/integrations', icon: IconPlugConnected, label: 'integrations' },
    { to: '/settings/tags', icon: IconTags, label: 'tags' },
    { to: '/time-tracker', icon: IconClockHour4, label: 'tracker' },
  ] as const;
  return (
    <Paper withBorder p="xs" radius="md" component="nav" aria-labelledby="time-admin-links">
      <Title order={2} size="h4" id="time-admin-links" px="sm" pt="xs" pb={4}>
        {t('time.admin.links.title')}
      </Title>
      {links.map(({ to, icon: Icon, label }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={t(`time.admin.links.${label}`)}
          description={t(`time.admin.links.${label}Description`)}
          leftSection={<Icon size={20} stroke={1.6} />}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
      ))}
    </Paper>
  );
}
