import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { testConfig } from '../../config';
import { body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { get, whoAmI } from '../../testing/people.test-kit';

const SECRET = testConfig().secret!;

function part(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A token made as an attacker who knows the format would make it, signed with `secret`. */
function tokenWith(header: unknown, claims: unknown, secret = SECRET): string {
  const input = `${part(header)}.${part(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

describe('auth: access tokens are HS256 JWTs checked strictly', () => {
  const t = useTestApp();

  const userWith = (token: string) => get(t.app, '/api/auth/user', { 'x-access-token': token });

  it('are standard HS256 JWTs that a token made the same way with the secret matches', async () => {
    const person = await signUp(t.app);
    const [header] = person.access.token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString('utf8'))).toEqual({ alg: 'HS256' });
    const claims = claimsOf(person.access.token);
    expect(claims).toMatchObject({
      userId: person._id,
      sessionId: person.userSessionId,
      purpose: 'access',
      iss: 'ordna',
    });
    expect(tokenWith({ alg: 'HS256' }, claims)).toBe(person.access.token);
    expect((await whoAmI(t.app, person)).statusCode).toBe(200);
  });

  it('refuse a tampered signature or payload with 401', async () => {
    const person = await signUp(t.app);
    const [header, payload, signature] = person.access.token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    const tampered = await userWith(`${header}.${payload}.${flipped}`);
    expect(tampered.statusCode).toBe(401);
    expect(body(tampered).code).toBe(authRefusals.tokenInvalid.code);
    const otherPerson = part({ ...claimsOf(person.access.token), userId: 'someone-else' });
    expect((await userWith(`${header}.${otherPerson}.${signature}`)).statusCode).toBe(401);
    expect(
      (await userWith(tokenWith({ alg: 'HS256' }, claimsOf(person.access.token), 'another secret'))).statusCode,
    ).toBe(401);
  });

  it('refuse a header naming another algorithm, none included, even when signed with the key', async () => {
    const person = await signUp(t.app);
    const claims = claimsOf(person.access.token);
    for (const header of [{ alg: 'HS512' }, { alg: 'none' }, { alg: 'HS256', crit: ['b64'], b64: false }, {}]) {
      expect((await userWith(tokenWith(header, claims))).statusCode).toBe(401);
    }
    const [unsigned] = person.access.token.split('.');
    expect((await userWith(`${part({ alg: 'none' })}.${unsigned}.`)).statusCode).toBe(401);
  });

  it('refuse an expired token, a token for another purpose or issuer, and claims that are not an object', async () => {
    const person = await signUp(t.app);
    const claims = claimsOf(person.access.token);
    const now = Math.floor(t.clock.now / 1000);
    expect((await userWith(tokenWith({ alg: 'HS256' }, { ...claims, exp: now }))).statusCode).toBe(401);
    expect((await userWith(tokenWith({ alg: 'HS256' }, { ...claims, exp: now + 60 }))).statusCode).toBe(200);
    expect((await userWith(tokenWith({ alg: 'HS256' }, { ...claims, exp: String(now + 60) }))).statusCode).toBe(401);
    expect((await userWith(tokenWith({ alg: 'HS256' }, { ...claims, nbf: now + 60 }))).statusCode).toBe(401);
    expect((await userWith(tokenWith({ alg: 'HS256' }, { ...claims, purpose: 'two-factor' }))).statusCode).toBe(401);
    expect((await userWith(tokenWith({ alg: 'HS256' }, { ...claims, iss: 'elsewhere' }))).statusCode).toBe(401);
    expect((await userWith(tokenWith({ alg: 'HS256' }, [claims]))).statusCode).toBe(401);
    expect((await userWith('a.b.c.d')).statusCode).toBe(401);
  });

  it('refuse a token that was accepted before, once it has expired', async () => {
    const person = await signUp(t.app);
    expect((await whoAmI(t.app, person)).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000 - 2_000);
    expect((await whoAmI(t.app, person)).statusCode).toBe(200);
    t.clock.advance(2_000);
    const expired = await whoAmI(t.app, person);
    expect(expired.statusCode).toBe(401);
    expect(body(expired).code).toBe(authRefusals.tokenInvalid.code);
  });
});
