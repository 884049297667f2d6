import { IconLock } from '@tabler/icons-react';
import { extraSession } from '../../api/extra-session';
import { offlineOpen } from './offline-open';
import { defineArea } from '../../shared/area';

/**
 * The password vault (docs/architecture.md, "Three levels of access"): its own sign-in, then groups
 * and entries that only this browser can read. Hidden from the side bar unless the person shows it.
 */
const vaultHolds = () => extraSession.isOpen() || offlineOpen.isOpen();
const onVaultChange = (listener: () => void) => {
  const stopSession = extraSession.subscribe(listener);
  const stopOffline = offlineOpen.subscribe(listener);
  return () => {
    stopSession();
    stopOffline();
  };
};

export default defineArea({
  id: 'passwords',
  i18nNamespace: 'passwords',
  routes: [
    {
      path: '/password-login',
      access: 'auth',
      titleKey: 'passwords.login.title',
      page: () => import('./PasswordLoginPage'),
    },
    {
      path: '/password-parent',
      access: 'xauth',
      titleKey: 'passwords.parent.title',
      page: () => import('./PasswordParentPage'),
    },
    {
      path: '/password-groups',
      access: 'xauth',
      titleKey: 'passwords.title',
      page: () => import('./PasswordGroupsPage'),
    },
    {
      path: '/password-group/:groupId',
      access: 'xauth',
      titleKey: 'passwords.group.title',
      page: () => import('./PasswordGroupPage'),
    },
    {
      path: '/password/:passwordId',
      access: 'xauth',
      titleKey: 'passwords.entry.title',
      page: () => import('./PasswordPage'),
    },
    {
      path: '/add-password/:groupId',
      access: 'xauth',
      titleKey: 'passwords.entry.add',
      page: () => import('./AddPasswordPage'),
    },
  ],
  // Its pages (access xauth) open only while this tab's vault session is open, or the vault was
  // opened offline from the copy on the device; else its sign-in.
  accessRules: [{ access: 'xauth', holds: vaultHolds, subscribe: onVaultChange, signInPath: '/password-login' }],
  sideBar: {
    place: 'passwords',
    order: 70,
    labelKey: 'nav.passwords',
    descriptionKey: 'passwords.nav.description',
    icon: IconLock,
    path: '/password-groups',
    segments: ['password', 'password-login', 'password-parent', 'password-group', 'add-password'],
    visible: (preferences) => preferences.showPasswords,
    collections: () => import('./side-bar'),
  },
  itemLists: { password: '/password-groups', 'password-group': '/password-groups', 'add-password': '/password-groups' },
  live: () => import('./live'),
  commands: () => import('./commands'),
});
