import { AppShell, Box, NavLink, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Fragment, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePreferences } from '../shared/use-preferences';
import type { NavArea } from '../shared/area';
import { shownLinks } from '../shared/link-order';
import { collectionLinksOf } from './collection-links';
import { areaOf } from './current-area';

/** The foot's height: its row of buttons (34 px), a gap and the user button (42 px). */
const FOOTER_HEIGHT = 80;
import { lazyPart } from '../shared/lazy/lazy-part';

/**
 * The foot (its buttons; the user menu's Menu and Popover come when idle, NavFooter.tsx) comes after
 * the first paint; until then an empty foot of its height keeps the side bar still.
 */
const footer = lazyPart(
  () => import('./NavFooter').then((module) => module.NavFooter),
  () => <Box h={FOOTER_HEIGHT} />,
);
void footer.preload();

/**
 * The side bar: the areas and custom links in the person's order (shared/link-order.ts), the
 * current area's own links under it, then the footer.
 */
export function SideNav({ areas }: { areas: readonly NavArea[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { preferences } = usePreferences();
  const links = shownLinks(areas, preferences);
  const current = areaOf(
    pathname,
    links.flatMap((link) => (link.kind === 'area' ? [link.area] : [])),
  );

  return (
    <>
      <AppShell.Section grow className="ordna-nav-links" px="sm" pt="md" pb="sm">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={6} style={{ letterSpacing: '0.06em' }}>
          {t('nav.areas')}
        </Text>
        {links.map((link) => {
          if (link.kind === 'custom') {
            return (
              <NavLink
                key={`custom:${link.link.id}`}
                href={link.link.url}
                target="_blank"
                rel="noopener noreferrer"
                label={link.link.label}
                leftSection={<IconExternalLink size={20} stroke={1.6} aria-hidden />}
                className="ordna-nav-link"
              />
            );
          }
          const { area } = link;
          const active = current?.id === area.id;
          const AreaLinks = active && area.collections ? collectionLinksOf(area.collections).Component : undefined;
          return (
            <Fragment key={area.id}>
              <NavLink
                component={Link}
                to={area.path}
                label={t(area.labelKey)}
                leftSection={<area.icon size={20} stroke={1.6} aria-hidden />}
                active={active}
                // Inside an area with its own links, those carry the strong mark.
                variant={active && area.collections && pathname !== area.path ? 'subtle' : 'light'}
                aria-current={active && pathname === area.path ? 'page' : undefined}
                className="ordna-nav-link"
              />
              {AreaLinks && (
                <Box className="ordna-area-links">
                  <Suspense fallback={null}>
                    <AreaLinks />
                  </Suspense>
                </Box>
              )}
            </Fragment>
          );
        })}
      </AppShell.Section>
      <AppShell.Section className="ordna-nav-footer" px="sm" py="xs">
        <footer.Component />
      </AppShell.Section>
    </>
  );
}
