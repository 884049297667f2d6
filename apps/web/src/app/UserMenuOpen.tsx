import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { UserButton } from './user-button';

/**
 * The person's menu (Mantine's Menu, Popover and floating-ui): who is signed in, and signing out
 * (then /login). Loaded by NavFooter the first time its button is pressed, and drawn open.
 */
export function UserMenuOpen({ username }: { username: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  // ForgetOnSignOut drops the cached data once the session has gone.
  const signOut = async () => {
    await api.signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <Menu position="top-start" width={220} withArrow shadow="md" defaultOpened>
      <Menu.Target>
        <UserButton username={username} />
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
