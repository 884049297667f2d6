import type { PasswordGroup, PasswordItem } from '@ordna/contract/passwords';
import { extraApi } from '../../api/extra-api';
import { emptyEntry, readEntry, readGroupName, type VaultEntry } from './entry';
import { vault } from './vault';
import { passwordsEndpoints, passwordsViews } from '@ordna/contract/passwords/endpoints';
import { callThrough } from '../../api/call';
import { keepVaultLists, readVaultCopy, unreachable } from './vault-copy';

export interface OpenGroup {
  _id: string;
  name: string;
  /** False when its ciphertext could not be read with this vault's key (damaged, or not this vault's). */
  readable: boolean;
}

export interface OpenEntry {
  _id: string;
  passwordGroupId: string;
  entry: VaultEntry;
  readable: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The vault as the pages show it: every group and entry, decrypted, sorted by name. */
export interface OpenVault {
  groups: OpenGroup[];
  entries: OpenEntry[];
}

async function openGroup(group: PasswordGroup): Promise<OpenGroup> {
  const name = await vault.open(group.data).then(readGroupName, () => null);
  return { _id: group._id, name: name ?? '', readable: name !== null };
}

async function openEntry(item: PasswordItem): Promise<OpenEntry> {
  const entry = await vault.open(item.data).then(readEntry, () => null);
  const { _id, passwordGroupId, createdAt, updatedAt } = item;
  return { _id, passwordGroupId, createdAt, updatedAt, entry: entry ?? emptyEntry(), readable: entry !== null };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Both sealed lists: from the server (and kept on the device), or offline the copy kept last time. */
async function sealedLists(): Promise<{ groups: PasswordGroup[]; items: PasswordItem[] }> {
  if (!vault.isOfflineOnly()) {
    try {
      const [groups, items] = await Promise.all([
        callThrough(extraApi, passwordsEndpoints.readGroups),
        callThrough(extraApi, passwordsViews.entries),
      ]);
      void keepVaultLists(groups, items).catch(() => undefined);
      return { groups, items };
    } catch (error) {
      if (!unreachable(error)) throw error;
      const copy = await readVaultCopy();
      if (!copy) throw error;
      return copy;
    }
  }
  const copy = await readVaultCopy();
  return { groups: copy?.groups ?? [], items: copy?.items ?? [] };
}

/** Reads both lists and decrypts them here; nothing decrypted is ever sent back, nor kept. */
export async function readVault(): Promise<OpenVault> {
  const { groups, items } = await sealedLists();
  const [openGroups, openEntries] = await Promise.all([
    Promise.all(groups.map(openGroup)),
    Promise.all(items.map(openEntry)),
  ]);
  return {
    groups: openGroups.sort(byName),
    entries: openEntries.sort((a, b) => byName(a.entry, b.entry)),
  };
}
