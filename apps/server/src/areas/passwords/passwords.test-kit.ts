import type { FastifyInstance } from 'fastify';
import type { User } from '@ordna/contract/auth';
import { signUp } from '../../testing/test-app.test-kit';
import { openVault, vaultClient, type VaultClient } from '../../testing/vault.test-kit';

export { groupWithEntry, vaultClient, type VaultClient } from '../../testing/vault.test-kit';

/** A new person with their vault open, and their client. */
export async function vaultOwner(app: FastifyInstance): Promise<{ user: User; client: VaultClient }> {
  const user = await signUp(app);
  await openVault(app, user);
  return { user, client: vaultClient(app, user) };
}
