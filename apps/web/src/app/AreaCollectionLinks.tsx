import { NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SideBarCollections, SideBarItem } from '../shared/area';

const startsWithPath = (pathname: string, item: SideBarItem) =>
  pathname === item.path || pathname.startsWith(`${item.path}/`);

/** An area's own side bar links, under its area link: all of them, then each one. */
export function AreaCollectionLinks({ collections }: { collections: SideBarCollections }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { items, isPending } = collections.useItems();
  const currentId = collections.currentId
    ? collections.currentId(pathname)
    : items?.find((item) => startsWithPath(pathname, item))?.id;

  return (
    <Stack gap={2}>
      <NavLink
        component={Link}
        to={collections.all.path}
        label={t(collections.all.labelKey)}
        leftSection={<IconFolders size={18} stroke={1.6} />}
        active={startsWithPath(pathname, { id: '', name: '', path: collections.all.path })}
      />
      {isPending && (
        <Stack gap={6} px="sm" py={6} aria-hidden>
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="55%" />
        </Stack>
      )}
      {items?.length === 0 && (
        <Text size="sm" c="dimmed" px="sm" py={6}>
          {t(collections.emptyKey)}
        </Text>
      )}
      {items && items.length > 0 && (
        <nav aria-label={t(collections.labelKey)}>
          {items.map((item) => (
            <NavLink
              key={item.id}
              component={Link}
              to={item.path}
              label={item.name}
              noWrap
              leftSection={<span className="ordna-nav-dot" aria-hidden />}
              active={currentId === item.id}
              aria-current={currentId === item.id ? 'page' : undefined}
            />
          ))}
        </nav>
      )}
    </Stack>
  );
}
