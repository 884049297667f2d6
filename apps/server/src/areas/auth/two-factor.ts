import { randomInt } from 'node:crypto';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { sha256 } from '../../lib/ids';

/** Two-factor sign-in rules: TOTP codes (RFC 6238, 30 s steps) and single-use recovery codes. */
export const TOTP_ISSUER = 'Ordna';
const TOTP_STEP_SECONDS = 30;
/** One step either side (in seconds, as otplib counts it), for clocks that drift and people who type slowly. */
const TOTP_TOLERANCE_SECONDS = TOTP_STEP_SECONDS;
const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the look-alikes i, l, o, 0 and 1. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(username: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username, secret });
}

export function qrCodeDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/**
 * The time step a 6-digit code belongs to when it is right for `secret` at `now` (within the
 * window), else null. The caller accepts each step once, so an overheard code cannot be replayed.
 */
export function matchTotp(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const match = verifySync({ secret, token: code, epoch: now / 1000, epochTolerance: TOTP_TOLERANCE_SECONDS });
  return match.valid ? Math.floor(now / 1000 / TOTP_STEP_SECONDS) + match.delta : null;
}

/** The code an authenticator app shows for `secret` at `now` (tests use it too). */
export function totpCodeAt(secret: string, now: number): string {
  return generateSync({ secret, epoch: now / 1000 });
}

/** Ten fresh recovery codes like `k3fpz-q8mna`, to show once and keep only as hashes. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** A recovery code as people may type it (any case, spaces, no dash) in its stored form; null if it cannot be one. */
export function normaliseRecoveryCode(code: string): string | null {
  const compact = code.replace(/[\s-]+/g, '').toLowerCase();
  return /^[a-z0-9]{10}$/.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : null;
}

export function hashRecoveryCode(code: string): string {
  return sha256(`recovery:${code}`);
}
