import { sideBarItemsOf, type SideBarCollections } from '../../shared/area';
import { useOpenVault, useVaultOpen } from './use-vault';

/**
 * The vault's groups in the side bar, only while the vault is open: their names are decrypted
 * here, and a locked vault lists nothing (shared/area.ts).
 */
export default {
  all: { labelKey: 'passwords.nav.all', path: '/password-groups' },
  labelKey: 'passwords.nav.collections',
  emptyKey: 'passwords.nav.none',
  useItems: () => {
    const open = useVaultOpen();
    const vault = useOpenVault();
    const groups = vault.data?.groups.filter((group) => group.readable);
    return open
      ? sideBarItemsOf({ data: groups, isPending: vault.isPending }, (id) => `/password-group/${id}`)
      : { items: undefined, isPending: false };
  },
} satisfies SideBarCollections;
