import type { FastifyInstance } from 'fastify';
import type { User } from '@ordna/contract/auth';
import type { PasswordGroup, PasswordItem } from '@ordna/contract/passwords';
import { personClient } from '../../testing/people.test-kit';
import { signUp } from '../../testing/test-app.test-kit';
import { openVault, sealedStandIn } from '../../testing/vault.test-kit';

/** The vault tests' client: a person's calls, carrying the extra token once their vault is open. */
export const vaultClient = personClient;
export type VaultClient = ReturnType<typeof vaultClient>;

/** A new person with their vault open, and their client. */
export async function vaultOwner(app: FastifyInstance): Promise<{ user: User; client: VaultClient }> {
  const user = await signUp(app);
  await openVault(app, user);
  return { user, client: vaultClient(app, user) };
}

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
