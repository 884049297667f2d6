import type { Db } from '../../db/database';
import type { ServerArea } from '../../http/context';
import { accountRoutes } from './account.routes';
import { removeStoppedImports } from './import-marker';

declare module '../../http/area-hooks' {
  interface AreaEvents {
    /**
     * A person is deleting their account: an area with data the cascade from `users` does not
     * reach removes it here, in the deleting transaction (docs/architecture.md, "The whole account").
     */
    personLeaving: { db: Db; userId: string };
    /**
     * A person's export was imported into their account: an area with tables worked out from
     * its rows (rollups, a search index, counts) builds them, in batches of their own
     * transactions (`inTransaction(db, …)` each): on SQLite `db` is the database and the batches
     * leave the one writer to others between them; on PostgreSQL it is the import's transaction.
     */
    personArrived: { db: Db; userId: string; timeZone: string };
  }
}

/**
 * The whole account: taking it out, bringing it back, deleting it; at start-up the rows of an
 * import a stop left unfinished are removed (import-marker.ts).
 */
export const accountArea: ServerArea = { routes: accountRoutes, start: removeStoppedImports };
