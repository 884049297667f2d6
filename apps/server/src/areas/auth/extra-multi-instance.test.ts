import { describe, expect, it } from 'vitest';
import type { ExtraTokens } from '@ordna/contract/auth';
import { authRefusals } from '@ordna/contract/auth/refusals';
import type { FastifyInstance } from 'fastify';
import { get, post } from '../../testing/people.test-kit';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { derivedValue, openVault, signInToVault } from '../../testing/vault.test-kit';
import { useTwoInstances } from '../../testing/use-test-app.test-kit';

/**
 * The vault's sessions over two instances on one database: a vault opened on one is open on
 * the other, and every ending, a rotation's reuse and the wrong-password count are seen by both.
 */
describe('the vault on two instances', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  const shared = useTwoInstances({ secret: null, loginRateLimit: 3 }, (apps) => ([a, b] = apps));

  it('opens on A and reads on B; a sign-out of the vault on B ends it on A', async () => {
    const person = await signUp(a);
    await openVault(a, person);
    expect((await get(b, '/api/password', as(person))).statusCode).toBe(200);
    await post(b, '/api/auth/extra-password/signout', undefined, as(person));
    const refused = await get(a, '/api/password', as(person));
    expect([refused.statusCode, body(refused).code]).toEqual([403, authRefusals.extraSignInRequired.code]);
  });

  it('rotates on B an extra refresh token from A, and catches its reuse on A', async () => {
    const person = await signUp(a);
    const tokens = await openVault(a, person);
    const rotated = await post(b, '/api/auth/refreshtoken', { extraRefreshToken: tokens.refreshToken }, as(person));
    expect(rotated.statusCode).toBe(200);
    shared.clock.advance(31_000);
    const reused = await post(a, '/api/auth/refreshtoken', { extraRefreshToken: tokens.refreshToken }, as(person));
    expect(reused.statusCode).toBe(403);
    const next = body<ExtraTokens>(rotated).data;
    const headers = { ...as(person), 'x-extra-token': next.token };
    expect((await get(b, '/api/password', headers)).statusCode).toBe(403);
  });

  it('counts wrong extra passwords on both together', async () => {
    const person = await signUp(a);
    await openVault(a, person);
    for (const app of [a, b, a]) expect((await signInToVault(app, person, derivedValue('no'))).statusCode).toBe(400);
    expect((await signInToVault(b, person, derivedValue('no'))).statusCode).toBe(429);
  });
});
