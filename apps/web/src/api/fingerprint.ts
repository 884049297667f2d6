import { md5 } from 'js-md5';

/**
 * The MD5 (32 hex characters) of the user agent, languages and user id, as the specification
 * has it, sent as x-device-fingerprint so the server can tell this device's sessions apart. The
 * three are joined as `userAgent|lang1,lang2|userId` (UTF-8). It identifies, it guards nothing,
 * so MD5's weakness does not matter here; js-md5 is small (≈3.5 kB gzip) and synchronous, which
 * WebCrypto (no MD5, and asynchronous) is not.
 */
export function deviceFingerprint(userAgent: string, languages: readonly string[], userId: string): string {
  return md5(`${userAgent}|${languages.join(',')}|${userId}`);
}
