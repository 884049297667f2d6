import type { Kdf } from '@ordna/contract/auth';
import type { PasswordGroup, PasswordItem } from '@ordna/contract/passwords';
import { ApiError } from '../../api/client';
import { session } from '../../api/session';
import { forgetKept, readKept, writeKept } from '../../shared/kept-on-device';

/**
 * The vault as the server answers it, kept on this device so a person who opened it here can open
 * and read it offline with the extra password (docs/architecture.md, "Offline"): the KDF settings,
 * the wrapped vault key, and the sealed groups and entries. Nothing decrypted is ever kept; without
 * the extra password none of it can be read. Wiped with the rest at sign-out (ForgetOnSignOut).
 */
export interface VaultCopy {
  kdf: Kdf;
  wrappedVaultKey: string;
  groups: PasswordGroup[];
  items: PasswordItem[];
}

const PART = 'vault';
const personId = (): string | null => session.current?._id ?? null;

/** Whether a failure means the server could not be reached (the client's own 0). */
export const unreachable = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

export async function readVaultCopy(): Promise<VaultCopy | undefined> {
  const id = personId();
  return id ? readKept<VaultCopy>(id, PART).catch(() => undefined) : undefined;
}

/** Keeps how the key opens (at each online unlock or change of the extra password). */
export async function keepVaultKey(kdf: Kdf, wrappedVaultKey: string): Promise<void> {
  const id = personId();
  if (!id) return;
  const kept = await readVaultCopy();
  await writeKept(id, PART, { groups: [], items: [], ...kept, kdf, wrappedVaultKey } satisfies VaultCopy);
}

/** Keeps the sealed lists last read online, beside the key that opens them. */
export async function keepVaultLists(groups: PasswordGroup[], items: PasswordItem[]): Promise<void> {
  const id = personId();
  const kept = await readVaultCopy();
  if (!id || !kept) return;
  await writeKept(id, PART, { ...kept, groups, items } satisfies VaultCopy);
}

/** Forgets the copy (the extra password forgotten: the server wiped the vault). */
export async function forgetVaultCopy(): Promise<void> {
  const id = personId();
  if (id) await forgetKept(id, PART);
}
