import { sql } from 'kysely';
import { z } from 'zod';
import { failureAnswers, success } from '@ordna/contract/envelope';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';

/** The connectivity check: answers once the database answers. */
export const healthRoutes: AreaRoutes = async (app, { db, clock }) => {
  app.get(
    '/health',
    { schema: { response: { 200: success(z.object({ time: z.string() })), ...failureAnswers } } },
    async () => {
      await sql`select 1`.execute(db);
      return ok({ time: new Date(clock()).toISOString() });
    },
  );
};
