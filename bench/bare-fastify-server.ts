/**
 * The yardstick for cost-per-request.ts: Fastify answering GET /x with `{status:true,data:null}`.
 * BARE_VARIANT=full adds what every Ordna request also pays before its own work: helmet headers,
 * the rate-limit plugin (global false, as in apps/server/src/app.ts) and a zod-validated query
 * through fastify-type-provider-zod. Same package versions as the server (hoisted at the root).
 */
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
if (process.env.BARE_VARIANT === 'full') {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(helmet);
  await app.register(rateLimit, { global: false });
  const query = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
  app.get('/x', { schema: { querystring: query } }, async () => ({ status: true, data: null }));
} else {
  app.get('/x', async () => ({ status: true, data: null }));
}
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
