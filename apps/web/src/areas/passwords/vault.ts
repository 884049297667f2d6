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
import i18next from 'i18next';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { ApiError } from '../../api/client';
import { offlineOpen } from './offline-open';
import { forgetVaultCopy, keepVaultKey, readVaultCopy, unreachable } from './vault-copy';
import type { VaultSecrets } from '@ordna/contract/passwords/vault-crypto';

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
      if (!extraSession.isOpen() && !offlineOpen.isOpen()) this.forget();
    });
    // A vault opened offline has no session to end with the sign-in: it closes with it here.
    session.subscribe(() => {
      if (!session.current) this.forget();
    });
  }

  isOpen = (): boolean => this.key !== null && (extraSession.isOpen() || offlineOpen.isOpen());

  /** Open from the copy on this device, without a vault session: readable, not changeable. */
  isOfflineOnly = (): boolean => this.key !== null && offlineOpen.isOpen() && !extraSession.isOpen();

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private forget(): void {
    offlineOpen.set(false);
    if (!this.key) return;
    this.key = null;
    this.sealedKey = null;
    this.idle.stop();
    this.notify();
  }

  /** Whether an extra password is set and how its key is derived; offline, from the copy on the device. */
  async status(): Promise<ExtraPasswordStatus> {
    try {
      return await call(authEndpoints.readVaultStatus);
    } catch (error) {
      const copy = unreachable(error) ? await readVaultCopy() : undefined;
      if (!copy) throw error;
      return { isSet: true, kdf: copy.kdf };
    }
  }

  /** Opens the vault: a wrong extra password answers 400 'Wrong password' and opens nothing. */
  async unlock(extraPassword: string, kdf: Kdf): Promise<void> {
    const secrets = await deriveVaultSecrets(extraPassword, kdf);
    await extraApi.endLeftOver();
    let answer;
    try {
      answer = await call(authEndpoints.openVault, { body: { extraPassword: secrets.authValue } });
    } catch (error) {
      if (unreachable(error)) return this.unlockOffline(secrets, error);
      throw error;
    }
    const key = await unwrapVaultKey(answer.wrappedVaultKey, secrets.wrappingKey);
    this.key = key;
    this.sealedKey = { kdf, wrappedVaultKey: answer.wrappedVaultKey };
    offlineOpen.set(false);
    extraSession.open(answer);
    void keepVaultKey(kdf, answer.wrappedVaultKey).catch(() => undefined);
    this.idle.start();
    this.notify();
  }

  /**
   * Opens the vault without the server, from the wrapped key kept on this device (vault-copy.ts):
   * the extra password is right when it unwraps the key. Without a copy, the failure stands.
   */
  private async unlockOffline(secrets: VaultSecrets, failure: unknown): Promise<void> {
    const copy = await readVaultCopy();
    if (!copy) throw failure;
    let key: VaultKey;
    try {
      key = await unwrapVaultKey(copy.wrappedVaultKey, secrets.wrappingKey);
    } catch {
      const wrong = authRefusals.wrongPassword;
      throw new ApiError(wrong.message, 400, false, wrong.code);
    }
    this.key = key;
    this.sealedKey = { kdf: copy.kdf, wrappedVaultKey: copy.wrappedVaultKey };
    offlineOpen.set(true);
    this.idle.start();
    this.notify();
  }

  /** Refuses a change while the vault is open only from the device's copy: changes need the server. */
  assertWritable(): void {
    if (this.isOfflineOnly()) throw new ApiError(i18next.t('passwords.offline.needsConnection'), 0, true);
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
    void keepVaultKey(kdf, wrappedVaultKey).catch(() => undefined);
  }

  /** Forgets the extra password: the server wipes every entry and group. */
  async forgetVault(currentPassword: string): Promise<void> {
    await call(authEndpoints.forgetVault, { body: { currentPassword } });
    await forgetVaultCopy().catch(() => undefined);
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
    if (!this.key || !this.isOpen()) throw new VaultLockedError();
    return this.key;
  }

  /** Seals a value to send: refused while the vault is open only offline. */
  async seal(value: unknown): Promise<string> {
    this.assertWritable();
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
