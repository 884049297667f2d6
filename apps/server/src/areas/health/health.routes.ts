import { sql } from 'kysely';
import { z } from 'zod';
import { failureAnswers, success } from '@ordna/contract/kernel/envelope';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { outageAnswerOf, unavailable } from '../../http/errors';
import { isStopping } from '../../http/graceful-stop';
import { commonRefusals } from '@ordna/contract/kernel/refusals';

/**
 * The connectivity check: 200 once the database answers; otherwise 503 whose code names the
 * cause (`common.databaseUnavailable`, `common.busy`, or `common.stopping` once told to stop), so a
 * balancer takes the instance out.
 */
export const healthRoutes: AreaRoutes = async (app, { db, clock }) => {
  app.get(
    '/health',
    { schema: { response: { 200: success(z.object({ time: z.string() })), ...failureAnswers } } },
    async (request) => {
      // Told to stop: a balancer should send no more here, though requests are still served.
      if (isStopping(request.server)) throw unavailable(commonRefusals.stopping);
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        throw outageAnswerOf(error) ?? unavailable(commonRefusals.databaseUnavailable);
      }
      return ok({ time: new Date(clock()).toISOString() });
    },
  );
};
