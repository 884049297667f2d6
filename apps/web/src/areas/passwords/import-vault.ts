import type { PasswordGroup, PasswordItem } from '@ordna/contract/passwords';
import { extraApi } from '../../api/extra-api';
import type { ImportedEntry } from './importers';
import type { OpenGroup } from './read-vault';
import { vault } from './vault';
import { passwordsEndpoints, passwordsViews } from '@ordna/contract/passwords/endpoints';
import { callThrough } from '../../api/call';

export interface ImportProgress {
  done: number;
  total: number;
}

/**
 * Adds imported entries: each into the group of its name (an existing one, or one made for it),
 * those without a group into `fallbackGroup`. Sealed one by one here, sent one by one; a refusal
 * (the vault full) stops it, keeping what was added.
 */
export async function importEntries(
  entries: readonly ImportedEntry[],
  existing: readonly OpenGroup[],
  fallbackGroup: string,
  onProgress: (progress: ImportProgress) => void,
): Promise<number> {
  const groupIds = new Map(existing.filter((group) => group.readable).map((group) => [group.name, group._id]));
  const groupFor = async (name: string): Promise<string> => {
    const known = groupIds.get(name);
    if (known) return known;
    const made = await callThrough(extraApi, passwordsEndpoints.createGroup, {
      body: { data: await vault.seal({ name }) },
    });
    groupIds.set(name, made._id);
    return made._id;
  };
  let done = 0;
  for (const { group, entry } of entries) {
    const passwordGroupId = await groupFor(group ?? fallbackGroup);
    await callThrough(extraApi, passwordsEndpoints.createEntry, {
      body: { passwordGroupId, data: await vault.seal(entry) },
    });
    done += 1;
    onProgress({ done, total: entries.length });
  }
  return done;
}

/** The server's ciphertexts as they are, for the encrypted export. */
export async function readSealed(): Promise<{ groups: PasswordGroup[]; passwords: PasswordItem[] }> {
  const [groups, passwords] = await Promise.all([
    callThrough(extraApi, passwordsEndpoints.readGroups),
    callThrough(extraApi, passwordsViews.entries),
  ]);
  return { groups, passwords };
}
