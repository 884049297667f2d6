import { Box, Button, Divider, Group } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavArea } from '../shared/area';
import { orderShortcuts, type PlacedShortcut } from '../shared/link-order';
import { usePreferences } from '../shared/use-preferences';
import { navAreas, shortcuts as allShortcuts } from './area-registry';
import { useUpTarget } from '../shared/up-target';
import { parentPath } from './up-one-area';
import { phoneTap } from '../shared/phone-tap';

/** The slim bar under the header: "up one area", then shortcuts to the lists people use most. */
export function SecondBar({
  areas = navAreas,
  shortcuts = allShortcuts,
  pageExists,
}: {
  /** The side bar's areas, whose order (as the person arranged it) the shortcuts follow. */
  areas?: readonly NavArea[];
  shortcuts?: readonly PlacedShortcut[];
  /** Which paths have a page, so "up" never leads to a not-found page. */
  pageExists?: (path: string) => boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { preferences } = usePreferences();
  const ordered = orderShortcuts(shortcuts, areas, preferences);
  const pageSaid = useUpTarget();
  const parent = pageSaid ?? parentPath(pathname, pageExists);
  const upLabel = t('nav.secondBar.upOneArea');

  return (
    <Box className="ordna-second-bar">
      <Group h="100%" px="md" gap="xs" wrap="nowrap">
        {parent ? (
          <Button
            component={Link}
            to={parent}
            variant="subtle"
            color="gray"
            size="compact-sm"
            className={phoneTap}
            leftSection={<IconArrowUp size={16} aria-hidden />}
            aria-label={upLabel}
            title={upLabel}
          >
            {t('nav.secondBar.up')}
          </Button>
        ) : (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconArrowUp size={16} aria-hidden />}
            aria-label={upLabel}
            disabled
            className={`ordna-up-disabled ${phoneTap}`}
          >
            {t('nav.secondBar.up')}
          </Button>
        )}
        <Divider orientation="vertical" my={8} />
        <Group component="nav" aria-label={t('nav.secondBar.label')} gap={6} wrap="nowrap">
          {ordered.map((shortcut) => {
            const active = pathname === shortcut.path || pathname.startsWith(`${shortcut.path}/`);
            return (
              <Button
                key={shortcut.id}
                component={Link}
                to={shortcut.path}
                variant={active ? 'light' : 'subtle'}
                size="compact-sm"
                leftSection={<shortcut.icon size={16} aria-hidden />}
                aria-current={active ? 'page' : undefined}
                // On a phone the bar shows the icons alone (global.css; the name stays for screen
                // readers and as the tooltip), so every shortcut fits.
                title={t(shortcut.labelKey)}
                className={`ordna-shortcut ${phoneTap}`}
              >
                {t(shortcut.labelKey)}
              </Button>
            );
          })}
        </Group>
      </Group>
    </Box>
  );
}
