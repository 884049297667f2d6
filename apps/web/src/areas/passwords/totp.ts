/**
 * Time-based one-time codes (RFC 6238 over RFC 4226's HOTP), made with WebCrypto's HMAC, from
 * what an entry's TOTP field holds: an `otpauth://totp/…` URI or a bare base32 secret.
 */

export type TotpAlgorithm = 'SHA-1' | 'SHA-256' | 'SHA-512';

export interface TotpSettings {
  secret: Uint8Array<ArrayBuffer>;
  algorithm: TotpAlgorithm;
  digits: number;
  /** Seconds each code lasts. */
  period: number;
}

export interface TotpCode {
  code: string;
  /** Whole seconds until the next code. */
  secondsLeft: number;
  period: number;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, forgiving of case, spaces, dashes and missing padding; null when not base32. */
export function decodeBase32(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
  if (!clean || /[^A-Z2-7]/.test(clean)) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    buffer = (buffer << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes.length > 0 ? new Uint8Array(bytes) : null;
}

const ALGORITHMS: Record<string, TotpAlgorithm> = { SHA1: 'SHA-1', SHA256: 'SHA-256', SHA512: 'SHA-512' };

function whole(value: string | null, fallback: number, min: number, max: number): number | null {
  if (value === null || value === '') return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : null;
}

/** The settings an entry's TOTP field describes; null when it describes none. */
export function parseTotp(field: string): TotpSettings | null {
  const value = field.trim();
  if (!value) return null;
  if (!/^otpauth:/i.test(value)) {
    const secret = decodeBase32(value);
    return secret ? { secret, algorithm: 'SHA-1', digits: 6, period: 30 } : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.host.toLowerCase() !== 'totp') return null;
  const secret = decodeBase32(url.searchParams.get('secret') ?? '');
  const algorithm = ALGORITHMS[(url.searchParams.get('algorithm') ?? 'SHA1').toUpperCase()];
  const digits = whole(url.searchParams.get('digits'), 6, 6, 10);
  const period = whole(url.searchParams.get('period'), 30, 1, 300);
  if (!secret || !algorithm || digits === null || period === null) return null;
  return { secret, algorithm, digits, period };
}

/** RFC 4226's HOTP value for one counter. */
export async function hotp(
  secret: Uint8Array<ArrayBuffer>,
  counter: number,
  digits: number,
  algorithm: TotpAlgorithm,
): Promise<string> {
  const message = new Uint8Array(8);
  // The counter is a 64-bit big-endian number; times up to year 10,000 fit in a double.
  new DataView(message.buffer).setUint32(0, Math.floor(counter / 2 ** 32));
  new DataView(message.buffer).setUint32(4, counter % 2 ** 32);
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: algorithm }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = new DataView(mac.buffer).getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code valid at `nowMs`, and how long it stays valid. */
export async function totpAt(settings: TotpSettings, nowMs: number): Promise<TotpCode> {
  const seconds = Math.floor(nowMs / 1000);
  const code = await hotp(settings.secret, Math.floor(seconds / settings.period), settings.digits, settings.algorithm);
  return { code, secondsLeft: settings.period - (seconds % settings.period), period: settings.period };
}
