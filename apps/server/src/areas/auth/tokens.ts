import { SignJWT, jwtVerify, errors } from 'jose';
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const ISSUER = 'ordna';

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

export class TokenSigner {
  constructor(
    private readonly key: Uint8Array,
    private readonly clock: () => number,
  ) {}

  async sign(purpose: string, claims: Record<string, string>, ttlMs: number): Promise<string> {
    const now = Math.floor(this.clock() / 1000);
    return new SignJWT({ ...claims, purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + Math.ceil(ttlMs / 1000))
      .sign(this.key);
  }

  /** The claims of a valid token of that purpose, or null when it is forged, expired or for something else. */
  async verify(purpose: string, token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(this.clock()),
      });
      return payload.purpose === purpose ? payload : null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
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

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const payload = await this.verify('access', token);
    if (!payload || typeof payload.userId !== 'string' || typeof payload.sessionId !== 'string') return null;
    return { userId: payload.userId, sessionId: payload.sessionId };
  }
}
