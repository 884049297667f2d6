/**
 * The vault's tables (docs/architecture.md, "Three levels of access"). `data` is the ciphertext
 * the browser sealed with the vault key; the server never holds the key. Instants are epoch ms.
 */
export interface PasswordGroupsTable {
  id: string;
  userId: string;
  /** The group's name, sealed. */
  data: string;
  createdAt: number;
  updatedAt: number;
}

export interface PasswordsTable {
  id: string;
  userId: string;
  passwordGroupId: string;
  /** The whole entry, sealed. */
  data: string;
  createdAt: number;
  updatedAt: number;
}

export interface PasswordsTables {
  passwordGroups: PasswordGroupsTable;
  passwords: PasswordsTable;
}

declare module '../../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the tables, nothing else
  interface Database extends PasswordsTables {}
}
