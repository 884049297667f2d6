import { AppShell, Box, NavLink, ScrollArea, Text } from '@mantine/core';
import { Fragment, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePreferences } from '../shared/use-preferences';
import { visibleAreas, type NavArea } from '../shared/area';
import { areaOf } from './current-area';
import { NavFooter } from './NavFooter';
import { preloadableOf } from './preloadable';

/** The side bar: the areas (with the current area's own links under it), then the footer. */
export function SideNav({ areas }: { areas: readonly NavArea[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { preferences } = usePreferences();
  const shown = visibleAreas(areas, preferences);
  const current = areaOf(pathname, shown);

  return (
    <>
      <AppShell.Section grow component={ScrollArea} px="sm" pt="md" pb="sm">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={6} style={{ letterSpacing: '0.06em' }}>
          {t('nav.areas')}
        </Text>
        {shown.map((area) => {
          const active = current?.id === area.id;
          const AreaLinks = active && area.links ? preloadableOf(area.links).Component : undefined;
          return (
            <Fragment key={area.id}>
              <NavLink
                component={Link}
                to={area.path}
                label={t(area.labelKey)}
                leftSection={<area.icon size={20} stroke={1.6} aria-hidden />}
                active={active}
                // Inside an area with its own links, those carry the strong mark.
                variant={active && area.links && pathname !== area.path ? 'subtle' : 'light'}
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
        <NavFooter />
      </AppShell.Section>
    </>
  );
}
