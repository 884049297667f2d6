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
    /**
     * A person's export was imported into their account: an area with tables worked out from
     * its rows (rollups, a search index, counts) builds them, in the importing transaction.
     */
    personArrived: { db: Db; userId: string; timeZone: string };
  }
}

/** The whole account: taking it out, bringing it back, deleting it. */
export const accountArea: ServerArea = { routes: accountRoutes };
