import { ActionIcon, Avatar, Group, Menu, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutNavbar, IconLogout, IconMoon, IconSelector, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../api/api';
import { useSession } from '../api/use-session';
import { usePreferences } from '../shared/use-preferences';
import { navAreas } from './area-registry';

/** The areas that ask for a button in the foot too (Settings), in the side bar's order. */
const footerAreas = navAreas.filter((area) => area.inFooter);

/** The person's menu: who is signed in, and signing out (then /login). */
function UserMenu() {
  const { t } = useTranslation();
  const user = useSession();
  const navigate = useNavigate();
  const username = user?.username ?? '';

  // ForgetOnSignOut drops the cached data once the session has gone.
  const signOut = async () => {
    await api.signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <Menu position="top-start" width={220} withArrow shadow="md">
      <Menu.Target>
        <UnstyledButton className="ordna-user-button" title={`${t('nav.user.menu')}: ${username}`}>
          <Group gap={8} wrap="nowrap">
            <Avatar name={username} color="ordna" size={30} radius="xl" aria-hidden />
            <Text size="sm" fw={600} truncate="end" flex={1} miw={0}>
              {username}
            </Text>
            <IconSelector size={16} stroke={1.6} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {t('nav.user.signedInAs')} <strong>{username}</strong>
        </Menu.Label>
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('nav.user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
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
