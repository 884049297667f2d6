import { describe, expect, it } from 'vitest';
import {
  VaultCryptoError,
  decryptJson,
  deriveVaultSecrets,
  encryptJson,
  fromBase64,
  newVaultKdf,
  newVaultKey,
  toBase64,
  unwrapVaultKey,
  wrapVaultKey,
} from './vault-crypto';

// Few iterations keep the tests fast; the derivation is the same at 600,000.
const fastKdf = () => newVaultKdf(1000);
const entry = { name: 'Bank', username: 'ann', password: 'hunter2 åäö', urls: ['https://bank.example'], notes: '' };

/** Flips one bit in the ciphertext part of `v1.<iv>.<ct>`. */
function tamper(sealed: string): string {
  const [version, iv, ciphertext] = sealed.split('.') as [string, string, string];
  const bytes = fromBase64(ciphertext);
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  return `${version}.${iv}.${toBase64(bytes)}`;
}

describe('vault crypto', () => {
  it('derives the same 44-character authentication value from the same password and salt, another from another', async () => {
    const kdf = fastKdf();
    const first = await deriveVaultSecrets('correct horse', kdf);
    const again = await deriveVaultSecrets('correct horse', kdf);
    const other = await deriveVaultSecrets('correct horsE', kdf);
    const otherSalt = await deriveVaultSecrets('correct horse', fastKdf());
    expect(first.authValue).toHaveLength(44);
    expect(again.authValue).toBe(first.authValue);
    expect(other.authValue).not.toBe(first.authValue);
    expect(otherSalt.authValue).not.toBe(first.authValue);
    expect(newVaultKdf()).toMatchObject({ algorithm: 'PBKDF2-SHA256', iterations: 600_000 });
    expect(fromBase64(kdf.salt)).toHaveLength(16);
  });

  it('wraps the vault key so that only the same extra password unwraps it', async () => {
    const kdf = fastKdf();
    const vaultKey = await newVaultKey();
    const wrapped = await wrapVaultKey(vaultKey, (await deriveVaultSecrets('open sesame', kdf)).wrappingKey);
    expect(wrapped).toMatch(/^v1\.[A-Za-z0-9+/=]{16}\.[A-Za-z0-9+/=]+$/);

    const unwrapped = await unwrapVaultKey(wrapped, (await deriveVaultSecrets('open sesame', kdf)).wrappingKey);
    const sealed = await encryptJson(entry, vaultKey);
    expect(await decryptJson(sealed, unwrapped)).toEqual(entry);

    const wrong = (await deriveVaultSecrets('open sesamE', kdf)).wrappingKey;
    await expect(unwrapVaultKey(wrapped, wrong)).rejects.toBeInstanceOf(VaultCryptoError);
  });

  it('round-trips an entry, and a wrong key fails to decrypt it', async () => {
    const key = await newVaultKey();
    const sealed = await encryptJson(entry, key);
    expect(sealed).not.toContain('hunter2');
    expect(await decryptJson(sealed, key)).toEqual(entry);
    await expect(decryptJson(sealed, await newVaultKey())).rejects.toThrow(VaultCryptoError);
  });

  it('rejects a tampered ciphertext, a swapped IV and text that is not a ciphertext', async () => {
    const key = await newVaultKey();
    const sealed = await encryptJson(entry, key);
    await expect(decryptJson(tamper(sealed), key)).rejects.toThrow(VaultCryptoError);
    const [, otherIv] = (await encryptJson(entry, key)).split('.');
    const [version, , ciphertext] = sealed.split('.');
    await expect(decryptJson(`${version}.${otherIv}.${ciphertext}`, key)).rejects.toThrow(VaultCryptoError);
    for (const junk of ['', 'v1', 'v2.AAAA.AAAA', 'v1.AAAA.AAAA', `${sealed}.x`, 'v1.***.***']) {
      await expect(decryptJson(junk, key)).rejects.toThrow(VaultCryptoError);
    }
  });

  it('uses a fresh IV each time, so the same entry never seals to the same text', async () => {
    const key = await newVaultKey();
    const seals = await Promise.all(Array.from({ length: 50 }, () => encryptJson(entry, key)));
    const ivs = new Set(seals.map((sealed) => sealed.split('.')[1]));
    expect(ivs.size).toBe(50);
    expect(new Set(seals).size).toBe(50);
  });
});
