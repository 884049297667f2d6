import type { Db } from '../../db/database';
import type { AreaRoutes, ServerArea } from '../../http/context';
import { inTransaction } from '../../db/transaction';
import { deleteAllGroups } from './password-groups.store';
import { passwordGroupRoutes } from './password-groups.routes';
import { passwordRoutes } from './passwords.routes';
import { deleteAllPasswords } from './passwords.store';

/**
 * The vault's groups and entries, ciphertext only. Every route sits in the extra scope: both the
 * access token and the extra token are checked before it runs (docs/architecture.md, "Three
 * levels of access"). Nothing here can be shared.
 */
const passwordsAreaRoutes: AreaRoutes = async (app, deps) => {
  await passwordGroupRoutes(app, deps);
  await passwordRoutes(app, deps);
};

/** Without the extra password nothing sealed can be read again: every group and entry goes. */
async function wipeVault(db: Db, userId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await deleteAllPasswords(tx, userId);
    await deleteAllGroups(tx, userId);
  });
}

/** The passwords area as the server wires it. */
export const passwordsArea: ServerArea = {
  extraRoutes: passwordsAreaRoutes,
  listen: ({ hooks }) => hooks.on('extraPasswordForgotten', ({ db, userId }) => wipeVault(db, userId)),
};
