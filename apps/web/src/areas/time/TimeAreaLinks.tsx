import { NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useShallowGroups } from './use-time-groups';

/** The time area's own side bar links, under its area link: all time groups, then each time group. */
export function TimeAreaLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Errors stay quiet here: the area's pages say what went wrong.
  const groups = useShallowGroups();
  const groupId = /^\/time-group\/(?:[^/]+\/)?([^/]+)$/.exec(pathname)?.[1];

  return (
    <Stack gap={2}>
      <NavLink
        component={Link}
        to="/time-groups"
        label={t('time.nav.allGroups')}
        leftSection={<IconFolders size={18} stroke={1.6} />}
        active={pathname.startsWith('/time-groups')}
      />
      {groups.isPending && (
        <Stack gap={6} px="sm" py={6} aria-hidden>
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="55%" />
        </Stack>
      )}
      {groups.isSuccess && groups.data.length === 0 && (
        <Text size="sm" c="dimmed" px="sm" py={6}>
          {t('time.nav.noGroups')}
        </Text>
      )}
      {groups.isSuccess && groups.data.length > 0 && (
        <nav aria-label={t('time.nav.groups')}>
          {groups.data.map((group) => (
            <NavLink
              key={group._id}
              component={Link}
              to={`/time-group/list/${encodeURIComponent(group._id)}`}
              label={group.name}
              noWrap
              leftSection={<span className="ordna-nav-dot" aria-hidden />}
              active={groupId === group._id}
            />
          ))}
        </nav>
      )}
    </Stack>
  );
}
