import { sql } from 'kysely';
import { apiEndpoints } from '@ordna/contract/kernel/api-endpoints';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { route } from '../../http/endpoint-route';
import { outageAnswerOf, unavailable } from '../../http/errors';
import { isStopping } from '../../http/graceful-stop';
import { commonRefusals } from '@ordna/contract/kernel/refusals';

/**
 * The connectivity check: 200 once the database answers; otherwise 503 whose code names the
 * cause (`common.databaseUnavailable`, `common.busy`, or `common.stopping` once told to stop), so a
 * balancer takes the instance out.
 */
export const healthRoutes: AreaRoutes = async (app, { db, clock }) => {
  route(app, apiEndpoints.health, async (request) => {
    // Told to stop: a balancer should send no more here, though requests are still served.
    if (isStopping(request.server)) throw unavailable(commonRefusals.stopping);
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      throw outageAnswerOf(error) ?? unavailable(commonRefusals.databaseUnavailable);
    }
    return ok({ time: new Date(clock()).toISOString() });
  });
};
