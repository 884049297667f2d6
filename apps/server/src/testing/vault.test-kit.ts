import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ExtraSignIn, Kdf, User } from '@ordna/contract/auth';
import type { PasswordGroup, PasswordItem } from '@ordna/contract/passwords';
import { PASSWORD, personClient } from './people.test-kit';
import { as, body, useExtraToken } from './test-app.test-kit';

/**
 * Opening a person's vault in tests (docs/architecture.md, "Three levels of access"). The server
 * sees only what a browser would send: a derived value for the extra password and ciphertext, so
 * well-formed random bytes stand in for both here.
 */

/** A value of the form the browser seals with (`v1.<iv>.<ciphertext>`), of random bytes. */
export function sealedStandIn(bytes = 48): string {
  return `v1.${randomBytes(12).toString('base64')}.${randomBytes(bytes + 16).toString('base64')}`;
}

/** The value a browser derives from an extra password: 32 bytes, here made from a label. */
export function derivedValue(label: string): string {
  return Buffer.alloc(32, label).toString('base64');
}

export const testKdf = (): Kdf => ({
  algorithm: 'PBKDF2-SHA256',
  iterations: 600_000,
  salt: randomBytes(16).toString('base64'),
});

/** The body of PUT /auth/user/{id} that sets (or changes) the extra password. */
export function extraPasswordBody(extraPassword: string, wrappedVaultKey = sealedStandIn(32)) {
  return { currentPassword: PASSWORD, extraPassword, kdf: testKdf(), wrappedVaultKey };
}

export function setExtraPassword(app: FastifyInstance, user: User, extraPassword: string, wrappedVaultKey?: string) {
  return app.inject({
    method: 'PUT',
    url: `/api/auth/user/${user._id}`,
    headers: as(user),
    payload: extraPasswordBody(extraPassword, wrappedVaultKey),
  });
}

export function signInToVault(app: FastifyInstance, user: User, extraPassword: string) {
  return app.inject({ method: 'POST', url: '/api/auth/extra-password', headers: as(user), payload: { extraPassword } });
}

/** The extra password each person's vault was opened with, by default. */
export const EXTRA = derivedValue('extra');

/**
 * Sets the person's extra password when it is not set, signs in to the vault and makes every
 * later call of theirs (through `as`) carry the extra token; answers the vault's sign-in.
 */
export async function openVault(app: FastifyInstance, user: User, extraPassword = EXTRA): Promise<ExtraSignIn> {
  const status = await app.inject({ method: 'GET', url: '/api/auth/extra-password', headers: as(user) });
  if (!body<{ isSet: boolean }>(status).data.isSet) {
    const set = await setExtraPassword(app, user, extraPassword);
    if (set.statusCode !== 200) throw new Error(`setting the extra password failed: ${set.body}`);
  }
  const signIn = await signInToVault(app, user, extraPassword);
  if (signIn.statusCode !== 200) throw new Error(`vault sign-in failed: ${signIn.body}`);
  const tokens = body<ExtraSignIn>(signIn).data;
  useExtraToken(user, tokens.token);
  return tokens;
}

/** A person's calls to the vault's routes: with the extra token once `openVault` opened it. */
export const vaultClient = personClient;
export type VaultClient = ReturnType<typeof vaultClient>;

/** A group and one entry in it, made through the API. */
export async function groupWithEntry(client: VaultClient): Promise<{ group: PasswordGroup; entry: PasswordItem }> {
  const group = await client.post<PasswordGroup>('/password-group', { data: sealedStandIn() });
  if (group.status !== 201) throw new Error(`group: ${group.status} ${group.message}`);
  const entry = await client.post<PasswordItem>('/password', {
    passwordGroupId: group.data._id,
    data: sealedStandIn(),
  });
  if (entry.status !== 201) throw new Error(`entry: ${entry.status} ${entry.message}`);
  return { group: group.data, entry: entry.data };
}
