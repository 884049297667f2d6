import type { Db } from '../../db/database';
import type { ServerArea } from '../../http/context';
import { accountRoutes } from './account.routes';

declare module '../../http/area-hooks' {
  interface AreaEvents {
    /**
     * A person is deleting their account: an area with data the cascade from `users` does not
     * reach removes it here, in the deleting transaction (docs/architecture.md, "The whole account").
     */
    personLeaving: { db: Db; userId: string };
  }
}

/** The whole account: deleting it (and, later, taking it out and bringing it back). */
export const accountArea: ServerArea = { routes: accountRoutes };
