import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db, Dialect } from './db/database';
import { registerErrorHandler } from './http/error-handler';
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

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
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
      for (const register of routes) await register(api.withTypeProvider<ZodTypeProvider>(), deps);
    },
    { prefix: '/api' },
  );

  const webDist = config.webDist && fs.existsSync(path.join(config.webDist, 'index.html')) ? config.webDist : null;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: ['index.html'],
      // Vite names built assets by their content hash: cache them for good, but never index.html.
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // The built web app on the same port: unknown non-API paths get index.html so client routes load.
  app.setNotFoundHandler((request, reply) => {
    // A client route (no file extension) gets the app; a missing asset gets a real 404, not HTML.
    const pathname = request.url.split('?')[0] ?? '';
    if (webDist && request.method === 'GET' && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ status: false, message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}
