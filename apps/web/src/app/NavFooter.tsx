import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconLayoutNavbar, IconMoon, IconSun } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../api/use-session';
import { lazyPart } from '../shared/lazy/lazy-part';
import { Tooltip } from '../shared/lazy/Tooltip';
import { whenIdle } from '../shared/lazy/when-idle';
import { usePreferences } from '../shared/use-preferences';
import { navAreas } from './area-registry';
import { UserButton } from './user-button';

/** The areas that ask for a button in the foot too (Settings), in the side bar's order. */
const footerAreas = navAreas.filter((area) => area.inFooter);

/** The user menu (Mantine's Menu, Popover and floating-ui, ~30 kB gzip with the tooltips'): not in a page's first load. */
const menu = lazyPart<{ username: string }>(
  () => import('./UserMenuOpen').then((module) => module.UserMenuOpen),
  ({ username }) => <UserButton username={username} aria-haspopup="menu" />,
);
whenIdle(() => void menu.preload());

/** Who is signed in: a plain button until first pressed; the press draws the menu open (loading it if it has not come). */
function UserMenu() {
  const username = useSession()?.username ?? '';
  const [pressed, setPressed] = useState(false);
  if (pressed) return <menu.Component username={username} />;
  return <UserButton username={username} aria-haspopup="menu" onClick={() => setPressed(true)} />;
}

/** The side bar's foot: user menu, the areas declared `inFooter` (settings), the second-bar toggle and the theme. */
export function NavFooter() {
  const { t } = useTranslation();
  const { preferences, savePreferences } = usePreferences();
  const dark = preferences.theme === 'dark';
  const barShown = preferences.showSecondBar;

  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap" justify="flex-end">
        {footerAreas.map(({ id, labelKey, path, icon: Icon }) => (
          <Tooltip key={id} label={t(labelKey)}>
            <ActionIcon component={Link} to={path} variant="subtle" color="gray" size="lg" aria-label={t(labelKey)}>
              <Icon size={20} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        ))}
        <Tooltip label={t(barShown ? 'nav.secondBar.hide' : 'nav.secondBar.show')}>
          <ActionIcon
            variant={barShown ? 'light' : 'subtle'}
            color={barShown ? undefined : 'gray'}
            size="lg"
            aria-label={t('nav.secondBar.toggle')}
            aria-pressed={barShown}
            onClick={() => void savePreferences({ showSecondBar: !barShown })}
          >
            <IconLayoutNavbar size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t(dark ? 'nav.theme.toLight' : 'nav.theme.toDark')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('nav.theme.dark')}
            aria-pressed={dark}
            onClick={() => void savePreferences({ theme: dark ? 'light' : 'dark' })}
          >
            {dark ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <UserMenu />
    </Stack>
  );
}
