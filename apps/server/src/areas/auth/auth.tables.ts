/** Booleans are stored as 0/1 integers so one schema serves SQLite and PostgreSQL. */
export interface UsersTable {
  id: string;
  username: string;
  /** Lower-cased username: sign-in and uniqueness ignore case. */
  usernameKey: string;
  passwordHash: string;
  /** JSON of the stored preferences; defaults fill what is missing. */
  preferences: string;
  totpSecret: string | null;
  totpEnabled: number;
  /** JSON array of hashes of the unused recovery codes. */
  recoveryCodes: string | null;
  createdAt: number;
}

export interface SessionsTable {
  id: string;
  userId: string;
  refreshHash: string;
  /** The hash the last rotation replaced: presenting it again means the token was stolen. */
  previousRefreshHash: string | null;
  fingerprint: string | null;
  userAgent: string | null;
  createdAt: number;
  lastSeenAt: number;
  refreshExpiresAt: number;
  revokedAt: number | null;
}

export interface LoginFailuresTable {
  id: string;
  usernameKey: string;
  at: number;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  loginFailures: LoginFailuresTable;
  appSecrets: AppSecretsTable;
}
