import type { VaultKdf } from '@ordna/contract/passwords/vault-crypto';
import { writeCsv } from '@ordna/contract/kernel/csv';
import type { VaultEntry } from './entry';

/**
 * Exports. The encrypted one is the server's ciphertexts as they are, with what opens them: the
 * key derivation's parameters and the wrapped vault key; it is useless without the extra
 * password. The plain one is Bitwarden's CSV layout (so other managers, and Ordna's importer,
 * read it), and the page offers it only after the extra password is typed again.
 */
export interface SealedThing {
  _id: string;
  data: string;
}

export interface EncryptedExport {
  format: 'ordna-vault';
  version: 1;
  exportedAt: string;
  kdf: VaultKdf;
  wrappedVaultKey: string;
  groups: SealedThing[];
  passwords: (SealedThing & { passwordGroupId: string; createdAt: string; updatedAt: string })[];
}

export function encryptedExport(parts: Omit<EncryptedExport, 'format' | 'version' | 'exportedAt'>, now: Date): string {
  const file: EncryptedExport = { format: 'ordna-vault', version: 1, exportedAt: now.toISOString(), ...parts };
  return JSON.stringify(file, null, 2);
}

export const BITWARDEN_CSV_HEADER = [
  'folder',
  'favorite',
  'type',
  'name',
  'notes',
  'fields',
  'reprompt',
  'login_uri',
  'login_username',
  'login_password',
  'login_totp',
] as const;

/** Every entry with its group's name, one row each. */
export function plainCsvExport(entries: readonly { group: string; entry: VaultEntry }[]): string {
  const rows = entries.map(({ group, entry }) => [
    group,
    '',
    'login',
    entry.name,
    entry.notes,
    entry.fields.map((field) => `${field.name}: ${field.value}`).join('\n'),
    '0',
    entry.urls.join(','),
    entry.username,
    entry.password,
    entry.totpSecret,
  ]);
  // The one CSV the product writes without the formula guard (docs/architecture.md, "Three levels of
  // access"): a password may start with `=`, and an apostrophe before it would change the password
  // that Bitwarden and the other managers read back.
  return writeCsv([BITWARDEN_CSV_HEADER, ...rows], { guard: false });
}

/** A file name with today's date: `ordna-passwords-2026-11-23.json`. */
export function exportFileName(kind: 'encrypted' | 'plain', now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return kind === 'encrypted' ? `ordna-passwords-${day}.json` : `ordna-passwords-${day}-plain.csv`;
}
