import type { ExtraPasswordStatus, Kdf } from '@ordna/contract/auth';
import {
  decryptJson,
  deriveVaultSecrets,
  encryptJson,
  newVaultKdf,
  newVaultKey,
  unwrapVaultKey,
  wrapVaultKey,
  type VaultKey,
} from '@ordna/contract/passwords/vault-crypto';
import { extraApi } from '../../api/extra-api';
import { extraSession } from '../../api/extra-session';
import { session } from '../../api/session';
import { IdleLock } from './idle-lock';
import { authEndpoints } from '@ordna/contract/auth/endpoints';
import { call, callThrough } from '../../api/call';

/** Thrown when the vault is used while locked. */
export class VaultLockedError extends Error {
  constructor() {
    super('The password vault is locked.');
    this.name = 'VaultLockedError';
  }
}

type Listener = () => void;

function userId(): string {
  const id = session.current?._id;
  if (!id) throw new VaultLockedError();
  return id;
}

/**
 * The open vault in this page (docs/architecture.md, "Three levels of access"): the vault key, in
 * memory only, beside the vault's session (api/extra-session.ts). Either going closes the other:
 * locking ends the session, and a session that ends (sign-out, a 403, a refused refresh) forgets
 * the key. Whatever was decrypted with it is dropped by those listening (use-vault.ts).
 */
class Vault {
  private key: VaultKey | null = null;
  /** What opens the key again, kept for the encrypted export. */
  private sealedKey: { kdf: Kdf; wrappedVaultKey: string } | null = null;
  private listeners = new Set<Listener>();
  private readonly idle = new IdleLock(() => void this.lock());

  constructor() {
    extraSession.subscribe(() => {
      if (!extraSession.isOpen()) this.forget();
    });
  }

  isOpen = (): boolean => this.key !== null && extraSession.isOpen();

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private forget(): void {
    if (!this.key) return;
    this.key = null;
    this.sealedKey = null;
    this.idle.stop();
    this.notify();
  }

  status(): Promise<ExtraPasswordStatus> {
    return call(authEndpoints.readVaultStatus);
  }

  /** Opens the vault: a wrong extra password answers 400 'Wrong password' and opens nothing. */
  async unlock(extraPassword: string, kdf: Kdf): Promise<void> {
    const secrets = await deriveVaultSecrets(extraPassword, kdf);
    await extraApi.endLeftOver();
    const answer = await call(authEndpoints.openVault, { body: { extraPassword: secrets.authValue } });
    const key = await unwrapVaultKey(answer.wrappedVaultKey, secrets.wrappingKey);
    this.key = key;
    this.sealedKey = { kdf, wrappedVaultKey: answer.wrappedVaultKey };
    extraSession.open(answer);
    this.idle.start();
    this.notify();
  }

  /** Sets the first extra password: a new random vault key, wrapped by it, then opens the vault. */
  async setUp(currentPassword: string, extraPassword: string): Promise<void> {
    const kdf = newVaultKdf();
    const secrets = await deriveVaultSecrets(extraPassword, kdf);
    const wrappedVaultKey = await wrapVaultKey(await newVaultKey(), secrets.wrappingKey);
    await call(authEndpoints.changeUser, {
      params: { id: userId() },
      body: { currentPassword, extraPassword: secrets.authValue, kdf, wrappedVaultKey },
    });
    await this.unlock(extraPassword, kdf);
  }

  /** A new extra password for the open vault: the same key, wrapped anew, so no entry is re-encrypted. */
  async change(currentPassword: string, extraPassword: string): Promise<void> {
    const key = this.openKey();
    const kdf = newVaultKdf();
    const secrets = await deriveVaultSecrets(extraPassword, kdf);
    const wrappedVaultKey = await wrapVaultKey(key, secrets.wrappingKey);
    await callThrough(extraApi, authEndpoints.changeUser, {
      params: { id: userId() },
      body: { currentPassword, extraPassword: secrets.authValue, kdf, wrappedVaultKey },
    });
    this.sealedKey = { kdf, wrappedVaultKey };
  }

  /** Forgets the extra password: the server wipes every entry and group. */
  async forgetVault(currentPassword: string): Promise<void> {
    await call(authEndpoints.forgetVault, { body: { currentPassword } });
    await this.lock();
  }

  /** Closes the vault here and ends its session on the server. */
  async lock(): Promise<void> {
    this.forget();
    await extraApi.signOut();
  }

  /** Whether `extraPassword` is the one that opens this vault (asked again before a plain export). */
  async confirms(extraPassword: string): Promise<boolean> {
    const sealed = this.sealedKey;
    if (!sealed) return false;
    try {
      await unwrapVaultKey(sealed.wrappedVaultKey, (await deriveVaultSecrets(extraPassword, sealed.kdf)).wrappingKey);
      return true;
    } catch {
      return false;
    }
  }

  keyParts(): { kdf: Kdf; wrappedVaultKey: string } {
    if (!this.sealedKey) throw new VaultLockedError();
    return this.sealedKey;
  }

  private openKey(): VaultKey {
    if (!this.key || !extraSession.isOpen()) throw new VaultLockedError();
    return this.key;
  }

  seal(value: unknown): Promise<string> {
    return encryptJson(value, this.openKey());
  }

  open(sealed: string): Promise<unknown> {
    return decryptJson(sealed, this.openKey());
  }

  setIdleMinutes(minutes: number): void {
    this.idle.setMinutes(minutes);
  }
}

export const vault = new Vault();
