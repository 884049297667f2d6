import { sql } from 'kysely';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';

/** The connectivity check: answers once the database answers. */
export const healthRoutes: AreaRoutes = async (app, { db, clock }) => {
  app.get('/health', async () => {
    await sql`select 1`.execute(db);
    return ok({ time: new Date(clock()).toISOString() });
  });
};
