import { lazy } from 'react';
import { vault } from './vault';

/**
 * What other areas may use of the password vault (docs/architecture.md, "Boundaries"): the
 * vault's sign-out (`us signout -p`) and its part of /settings/auth, loaded when that page shows
 * it. Its console command, `psw`, is its own (`commands.ts`).
 */
export const isVaultOpen = (): boolean => vault.isOpen();

/** Locks the vault and ends its session; the sign-in stays. */
export async function signOutOfVault(): Promise<void> {
  await vault.lock();
}

export const VaultSettings = lazy(() => import('./settings/VaultSettings'));
