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
  /** 1 once a code confirmed the secret; before that the secret is a pending set-up. */
  totpEnabled: number;
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  totpLastStep: number | null;
  /** JSON array of hashes of the unused recovery codes. */
  recoveryCodes: string | null;
  createdAt: number;
}

export interface SessionsTable {
  id: string;
  userId: string;
  /** SHA-256 of the current refresh token; the token itself is never stored. */
  refreshHash: string;
  fingerprint: string | null;
  userAgent: string | null;
  createdAt: number;
  lastSeenAt: number;
  /** The name the person gave the device; null shows its browser and system. */
  name: string | null;
  /** The client address at sign-in or the latest refresh (not at every request). */
  lastAddress: string | null;
  refreshExpiresAt: number;
  revokedAt: number | null;
}

export interface RetiredRefreshTokensTable {
  hash: string;
  sessionId: string;
  retiredAt: number;
}

/** Failed password or code checks; subject as `failureSubject` in login-failures.ts makes it. */
export interface LoginFailuresTable {
  id: string;
  subject: string;
  at: number;
}

/** A person's extra password (the vault's): never the password, nor anything that opens the vault. */
export interface ExtraPasswordsTable {
  userId: string;
  /** argon2id of the authentication value the browser derives from the extra password. */
  authHash: string;
  kdfAlgorithm: string;
  kdfIterations: number;
  /** base64 */
  kdfSalt: string;
  /** The vault key sealed with the key derived in the browser (`v1.<iv>.<ciphertext>`). */
  wrappedVaultKey: string;
  createdAt: number;
  updatedAt: number;
}

/** A vault session: opened with the extra password on one sign-in session, and ended with it. */
export interface ExtraSessionsTable {
  id: string;
  userId: string;
  sessionId: string;
  /** SHA-256 of the current extra refresh token. */
  refreshHash: string;
  /** SHA-256 of the one it replaced: presented again, it ends the vault session (someone holds a copy). */
  previousRefreshHash: string | null;
  createdAt: number;
  refreshExpiresAt: number;
  revokedAt: number | null;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  retiredRefreshTokens: RetiredRefreshTokensTable;
  loginFailures: LoginFailuresTable;
  appSecrets: AppSecretsTable;
  extraPasswords: ExtraPasswordsTable;
  extraSessions: ExtraSessionsTable;
}

declare module '../../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the tables, nothing else
  interface Database extends AuthTables {}
}
