/**
 * The vault's cryptography (docs/architecture.md, "Three levels of access"): WebCrypto only, so the
 * same code runs in the browser and in Node 20 (`globalThis.crypto`), and server tests can make
 * real ciphertext. The extra password never leaves the browser: it is stretched with PBKDF2,
 * and HKDF splits the result into an authentication value (sent, stored by the server only as a
 * hash) and a wrapping key (never sent) that seals the random vault key. Every entry and group
 * name is one AES-256-GCM ciphertext under the vault key, with a fresh IV each time.
 */

export const VAULT_KDF_ALGORITHM = 'PBKDF2-SHA256';
/** PBKDF2-SHA256 work factor; stored per person, so it can be raised for new vaults later. */
export const VAULT_KDF_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const IV_BYTES = 12;
const SEALED_VERSION = 'v1';

/**
 * WebCrypto's key, named through the API itself: the DOM and Node's types each declare their own
 * `CryptoKey`, and the contract compiles under both.
 */
export type VaultKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;

export interface VaultKdf {
  algorithm: typeof VAULT_KDF_ALGORITHM;
  iterations: number;
  /** base64 of 16 random bytes. */
  salt: string;
}

/** What the extra password opens: the value the server checks, and the key that wraps the vault key. */
export interface VaultSecrets {
  /** base64 of 32 bytes (44 characters): what `POST /api/auth/extra-password` carries. */
  authValue: string;
  /** AES-256-GCM; never leaves this process. */
  wrappingKey: VaultKey;
}

/** Thrown for a ciphertext that is malformed, tampered with, or sealed under another key. */
export class VaultCryptoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VaultCryptoError';
  }
}

const subtle = () => globalThis.crypto.subtle;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    throw new VaultCryptoError('Not base64.');
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Fresh parameters for a vault whose extra password is being set (or changed). */
export function newVaultKdf(iterations = VAULT_KDF_ITERATIONS): VaultKdf {
  return { algorithm: VAULT_KDF_ALGORITHM, iterations, salt: toBase64(randomBytes(SALT_BYTES)) };
}

async function hkdf(material: VaultKey, info: string, usage: 'bits' | 'key'): Promise<ArrayBuffer | VaultKey> {
  const params = { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(info) };
  if (usage === 'bits') return subtle().deriveBits(params, material, KEY_BYTES * 8);
  return subtle().deriveKey(params, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** Stretches the extra password (the slow step, about a second) and splits it into its two uses. */
export async function deriveVaultSecrets(extraPassword: string, kdf: VaultKdf): Promise<VaultSecrets> {
  if (kdf.algorithm !== VAULT_KDF_ALGORITHM) throw new VaultCryptoError(`Unknown key derivation ${kdf.algorithm}.`);
  const password = await subtle().importKey('raw', encoder.encode(extraPassword.normalize('NFC')), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const stretched = await subtle().deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(kdf.salt), iterations: kdf.iterations },
    password,
    KEY_BYTES * 8,
  );
  const material = await subtle().importKey('raw', stretched, 'HKDF', false, ['deriveBits', 'deriveKey']);
  const auth = (await hkdf(material, 'ordna-vault-auth', 'bits')) as ArrayBuffer;
  const wrappingKey = (await hkdf(material, 'ordna-vault-wrap', 'key')) as VaultKey;
  return { authValue: toBase64(new Uint8Array(auth)), wrappingKey };
}

/**
 * A vault key as it lives in memory. Extractable, because changing the extra password re-wraps
 * it under the new wrapping key without re-encrypting every entry.
 */
function importVaultKey(raw: Uint8Array<ArrayBuffer>): Promise<VaultKey> {
  return subtle().importKey('raw', raw, { name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

/** A new random vault key, made once, when the extra password is first set. */
export function newVaultKey(): Promise<VaultKey> {
  return importVaultKey(randomBytes(KEY_BYTES));
}

async function seal(bytes: Uint8Array<ArrayBuffer>, key: VaultKey): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const ciphertext = await subtle().encrypt({ name: 'AES-GCM', iv }, key, bytes);
  return `${SEALED_VERSION}.${toBase64(iv)}.${toBase64(new Uint8Array(ciphertext))}`;
}

async function open(sealed: string, key: VaultKey): Promise<Uint8Array<ArrayBuffer>> {
  const [version, iv, ciphertext, extra] = sealed.split('.');
  if (version !== SEALED_VERSION || !iv || !ciphertext || extra !== undefined) {
    throw new VaultCryptoError('Not a vault ciphertext.');
  }
  const ivBytes = fromBase64(iv);
  if (ivBytes.length !== IV_BYTES) throw new VaultCryptoError('Not a vault ciphertext.');
  try {
    return new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv: ivBytes }, key, fromBase64(ciphertext)));
  } catch {
    // GCM's tag fails alike for a wrong key and for a changed byte: neither may be read.
    throw new VaultCryptoError('Could not decrypt: wrong key or damaged ciphertext.');
  }
}

/** The vault key sealed under the wrapping key: `v1.<iv>.<ciphertext>`, all the server keeps of it. */
export async function wrapVaultKey(vaultKey: VaultKey, wrappingKey: VaultKey): Promise<string> {
  return seal(new Uint8Array(await subtle().exportKey('raw', vaultKey)), wrappingKey);
}

export async function unwrapVaultKey(wrapped: string, wrappingKey: VaultKey): Promise<VaultKey> {
  const raw = await open(wrapped, wrappingKey);
  if (raw.length !== KEY_BYTES) throw new VaultCryptoError('Not a vault key.');
  return importVaultKey(raw);
}

/** One entry (or group name) as one ciphertext of its whole JSON. */
export function encryptJson(value: unknown, vaultKey: VaultKey): Promise<string> {
  return seal(encoder.encode(JSON.stringify(value)), vaultKey);
}

/** The JSON inside a ciphertext; the caller checks its shape. */
export async function decryptJson(sealed: string, vaultKey: VaultKey): Promise<unknown> {
  const bytes = await open(sealed, vaultKey);
  try {
    return JSON.parse(decoder.decode(bytes)) as unknown;
  } catch {
    throw new VaultCryptoError('The decrypted text is not JSON.');
  }
}
