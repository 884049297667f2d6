/**
 * A stable 128-bit hash (32 hex characters, MD5-sized) of the user agent, languages and user id,
 * sent as x-device-fingerprint so the server can tell this device's sessions apart. It only
 * needs to be stable and well spread, not secret, so a fast non-cryptographic mix will do.
 */
export function deviceFingerprint(userAgent: string, languages: readonly string[], userId: string): string {
  const input = `${userAgent}|${languages.join(',')}|${userId}`;
  const seeds = [0x9e3779b1, 0x85ebca77, 0xc2b2ae3d, 0x27d4eb2f];
  return seeds
    .map((seed) => {
      let h = seed ^ input.length;
      for (let i = 0; i < input.length; i++) {
        h = Math.imul(h ^ input.charCodeAt(i), 0x5bd1e995);
        h ^= h >>> 15;
      }
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
      return ((h ^ (h >>> 16)) >>> 0).toString(16).padStart(8, '0');
    })
    .join('');
}
