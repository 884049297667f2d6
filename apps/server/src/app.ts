import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db, Dialect } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { isClientRoute, serveWebApp, webAppFolder } from './http/web-app';
import { requireSignedIn } from './http/auth-hook';
import type { AppDeps, AreaRoutes } from './http/context';
import { loadSigningKey, TokenSigner } from './areas/auth/tokens';
import { healthRoutes } from './areas/health/health.routes';
import { authRoutes } from './areas/auth/auth.routes';
import { areaRoutes } from './areas/routes';

export interface BuildOptions {
  db: Db;
  dialect: Dialect;
  config: Config;
  clock?: () => number;
}

/** The whole server, ready to listen or to be called through `app.inject` in tests. */
export async function buildApp({ db, dialect, config, clock = Date.now }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('signedIn', null);
  registerErrorHandler(app);

  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });

  const signer = new TokenSigner(await loadSigningKey(db, config.secret), clock);
  const sessionDeps = { db, signer, clock, accessTokenTtlMs: config.accessTokenTtlMs };
  const deps: AppDeps = {
    db,
    dialect,
    config,
    clock,
    signer,
    accessTokenTtlMs: config.accessTokenTtlMs,
    signedIn: (request) => requireSignedIn(request, sessionDeps),
  };

  const routes: AreaRoutes[] = [healthRoutes, authRoutes, ...areaRoutes];
  await app.register(
    async (api) => {
      // Answers carry people's data: no browser or proxy may keep a copy.
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      });
      for (const register of routes) await register(api.withTypeProvider<ZodTypeProvider>(), deps);
    },
    { prefix: '/api' },
  );

  const webDist = webAppFolder(config.webDist);
  if (webDist) await serveWebApp(app, webDist);
  // The built web app on the same port: unknown non-API paths get index.html so client routes load.
  app.setNotFoundHandler((request, reply) => {
    // A client route gets the app; a missing asset gets a real 404, not HTML.
    if (webDist && isClientRoute(request.method, request.url)) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .send({ status: false, message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}
