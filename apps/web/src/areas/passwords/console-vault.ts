import type { PasswordVault } from './psw-command';
import { secretClipboard } from './clipboard';
import { readVault, type OpenEntry } from './read-vault';
import { searchEntries } from './search';
import { vault } from './vault';

let lastRead: readonly OpenEntry[] = [];
vault.subscribe(() => {
  if (!vault.isOpen()) lastRead = [];
});

/**
 * The vault as the console's `psw` sees it: null while locked, so `psw` answers 'You are not
 * logged in to passwords. Please login first.'; otherwise search over the decrypted list and a
 * copy that leaves the clipboard after 30 s. The console never prints a secret.
 */
export function consoleVault(): PasswordVault | null {
  if (!vault.isOpen()) return null;
  return {
    search: async (words) => {
      lastRead = (await readVault()).entries.filter((entry) => entry.readable);
      return searchEntries(lastRead, words).map((entry) => ({ _id: entry._id, name: entry.entry.name }));
    },
    copy: async (ref) => {
      const found = lastRead.find((entry) => entry._id === ref._id);
      if (found) await secretClipboard.copy(found.entry.password);
    },
  };
}
