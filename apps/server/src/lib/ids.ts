import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** An opaque id the server makes: `length` characters from [0-9a-zA-Z] (62^16 ≈ 2^95 by default). */
export function newId(length = 16): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  for (let i = 0; i < bytes.length && id.length < length; i++) {
    const byte = bytes[i]!;
    // 248 = 4 * 62: rejecting the rest keeps every character equally likely.
    if (byte < 248) id += ALPHABET[byte % 62];
  }
  return id.length === length ? id : newId(length);
}

/** A 256-bit random token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 128-bit random id for something anyone may open by address (a public page), URL-safe, 22 characters. */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}
