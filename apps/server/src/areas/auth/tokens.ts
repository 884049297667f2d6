import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Db } from '../../db/database';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const ISSUER = 'ordna';
/** Verified access tokens remembered at most (about 1 MB); past that the oldest go first. */
const VERIFIED_ACCESS_CAPACITY = 4_000;

/** The signing key: ORDNA_SECRET, or one made once and kept in the database so every instance shares it. */
export async function loadSigningKey(db: Db, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const candidate = randomBytes(48).toString('base64url');
  // Two instances starting together may both try; the first insert wins and both read it back.
  await db
    .insertInto('appSecrets')
    .values({ name: 'jwt', value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('appSecrets').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}

/** The JWT header every token carries; HS256 is the only algorithm accepted. */
const HEADER = base64url(JSON.stringify({ alg: 'HS256' }));

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * HS256 JWTs signed and checked with node:crypto's HMAC over a key made once. Every signed-in
 * request verifies one, so this stays synchronous and imports no key per call.
 */
export class TokenSigner {
  private readonly key: KeyObject;
  /**
   * Access tokens already verified, with their expiry: a token's signature and claims never change,
   * so each is checked once, not on every request it carries. Its session is still checked each time.
   */
  private readonly verifiedAccess = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(
    key: Uint8Array,
    private readonly clock: () => number,
  ) {
    this.key = createSecretKey(key);
  }

  private signature(signingInput: string): string {
    return createHmac('sha256', this.key).update(signingInput).digest('base64url');
  }

  async sign(purpose: string, claims: Record<string, string>, ttlMs: number): Promise<string> {
    const now = Math.floor(this.clock() / 1000);
    const payload = { ...claims, purpose, iss: ISSUER, iat: now, exp: now + Math.ceil(ttlMs / 1000) };
    const signingInput = `${HEADER}.${base64url(JSON.stringify(payload))}`;
    return `${signingInput}.${this.signature(signingInput)}`;
  }

  /**
   * The claims of a valid token of that purpose, or null when it is forged, expired or for something
   * else. Synchronous, so the sign-in check queues its session read before the request goes on.
   */
  verify(purpose: string, token: string): Record<string, unknown> | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.signature(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    // Signed with our key, yet the header must still say HS256 and ask for nothing we do not understand.
    const protectedHeader = parseJson(header);
    if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) return null;
    const claims = parseJson(payload);
    if (!claims || claims.iss !== ISSUER || claims.purpose !== purpose) return null;
    const now = Math.floor(this.clock() / 1000);
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (claims.iat !== undefined && typeof claims.iat !== 'number') return null;
    if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
    return claims;
  }

  /**
   * The refresh token that replaces `refreshToken` when it is rotated. Derived with the key, not
   * drawn at random, so every instance answers a retry of the same rotation with the same token
   * without keeping it; without the key and the old token it cannot be guessed.
   */
  successorOf(refreshToken: string): string {
    return createHmac('sha256', this.key).update(`refresh:${refreshToken}`).digest('base64url');
  }

  signAccess(claims: AccessClaims, ttlMs: number): Promise<string> {
    return this.sign('access', { userId: claims.userId, sessionId: claims.sessionId }, ttlMs);
  }

  verifyAccess(token: string): AccessClaims | null {
    const known = this.verifiedAccess.get(token);
    if (known) {
      if (known.exp > Math.floor(this.clock() / 1000)) return known.claims;
      this.verifiedAccess.delete(token);
    }
    const payload = this.verify('access', token);
    if (!payload || typeof payload.userId !== 'string' || typeof payload.sessionId !== 'string') return null;
    const claims = { userId: payload.userId, sessionId: payload.sessionId };
    this.verifiedAccess.set(token, { claims, exp: payload.exp as number });
    if (this.verifiedAccess.size > VERIFIED_ACCESS_CAPACITY) {
      this.verifiedAccess.delete(this.verifiedAccess.keys().next().value!);
    }
    return claims;
  }
}
