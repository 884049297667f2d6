import Fastify, { LogController, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db, Dialect } from './db/database';
import { answerSerializer } from './http/answer-serializer';
import { AreaHooks } from './http/area-hooks';
import { answerClientError, answerFrameworkError } from './http/client-errors';
import type { AppDeps, ServerArea, ZodApp } from './http/context';
import { failureOf, registerErrorHandler } from './http/error-handler';
import { withText } from './http/errors';
import { followEveryWrite, registerIdempotency } from './http/idempotency/idempotency';
import { apiDocsRoute, documentExtraScope, documentSignedInScope, registerOpenApi } from './http/openapi';
import { commonRefusals } from '@ordna/contract/kernel/refusals';
import { signedInOf, type ExtraCheck, type SignInCheck } from './http/signed-in';
import { serverAreas } from './areas/registry';
import { registerSignInCheck } from './http/session-check';
import { registerSecurityHeaders } from './http/security-headers';
import { firstPageHtml } from './http/first-page';
import { isClientRoute, pathOf, serveWebApp, webAppFolder } from './http/web-app';
import { EventStreams, RECONNECT_HINT_MS } from './http/live/event-streams';
import { eventRoutes } from './http/live/events.routes';
import { InProcessBus, type LiveBus } from './http/live/live-bus';
import { registerMetrics } from './http/metrics/metrics';
import { requestTimeouts } from './http/request-timeouts';

export interface BuildOptions {
  db: Db;
  dialect: Dialect;
  config: Config;
  clock?: () => number;
  /** How live updates travel; one instance's in-process bus unless given (main.ts gives PostgreSQL's). */
  bus?: LiveBus;
}

/** The whole server, ready to listen or to be called through `app.inject` in tests. */
export async function buildApp({
  db,
  dialect,
  config,
  clock = Date.now,
  bus = new InProcessBus(),
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Warnings and errors are always logged; a line per request only when asked (LOG_REQUESTS).
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    ...requestTimeouts(config.requestTimeoutMs),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // While stopping, a request that arrives on a connection already open is still served (with
    // `Connection: close`), not refused: nothing in flight is dropped (docs/architecture.md, "Stopping").
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(config.validateAnswers));
  app.decorateRequest('signedIn', null);
  registerErrorHandler(app, config.validateAnswers);
  followEveryWrite(app);

  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);

  const streams = new EventStreams({
    perPerson: config.eventStreamsPerPerson,
    perInstance: config.eventStreamsPerInstance,
    lifetimeMs: config.eventStreamLifetimeMs,
  });
  registerMetrics(app, { token: config.metricsToken, db, streams });
  await bus.start(streams, app.log);
  // Open streams would hold the server open: end them, asking clients to reconnect soon.
  app.addHook('preClose', async () => {
    streams.endAll(RECONNECT_HINT_MS);
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });

  const deps: AppDeps = { db, dialect, config, clock, hooks: new AreaHooks(), live: bus };
  const { areas, signInCheck, extraCheck } = await serverAreas(deps);
  const checks = { signIn: signInCheck, extra: extraCheck };
  for (const area of areas) area.listen?.(deps);
  for (const area of areas) await area.start?.(deps);
  await app.register((api) => registerAreas(api.withTypeProvider<ZodTypeProvider>(), areas, deps, checks, streams), {
    prefix: '/api',
  });

  for (const area of areas) await area.pages?.(app, deps);

  const webDist = webAppFolder(config.webDist);
  if (webDist) await serveWebApp(app, webDist);
  const pageHtml = webDist ? firstPageHtml(webDist) : () => null;
  // The built web app on the same port: unknown non-API paths get index.html so client routes load.
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    // A client route gets the app; a missing asset gets a real 404, not HTML.
    if (webDist && isClientRoute(request.method, path)) {
      const page = pageHtml(path, request.headers['accept-encoding']);
      void reply.type('text/html').header('cache-control', 'no-cache');
      return page === null ? reply.sendFile('index.html') : reply.headers(page.headers).send(page.body);
    }
    const message = `No such endpoint: ${request.method} ${path}`;
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .send(failureOf(withText(commonRefusals.noSuchEndpoint, message)));
  });
  return app;
}

/**
 * Public routes first; every other route sits in one scope whose hook checks the access token
 * and session as the request arrives, before its body is read or validated (on PostgreSQL a
 * read's handler runs beside the session check: docs/architecture.md, "A request, end to end"). Inside it, the extra scope's hook checks the
 * extra token too ("Three levels of access").
 */
async function registerAreas(
  api: ZodApp,
  areas: ServerArea[],
  deps: AppDeps,
  checks: { signIn: SignInCheck; extra: ExtraCheck },
  streams: EventStreams,
) {
  // Answers carry people's data: no browser or proxy may keep a copy.
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });
  await apiDocsRoute(api);
  for (const area of areas) await area.publicRoutes?.(api, deps);
  await api.register(async (scope) => {
    documentSignedInScope(scope);
    // On PostgreSQL a read runs beside its session check; nothing leaves before the check passed.
    registerSignInCheck(scope, checks.signIn, deps.dialect === 'postgres');
    registerIdempotency(scope, deps);
    for (const area of areas) await area.routes?.(scope.withTypeProvider<ZodTypeProvider>(), deps);
    await eventRoutes(scope.withTypeProvider<ZodTypeProvider>(), streams);
    await scope.register(async (extraScope) => {
      documentExtraScope(extraScope);
      // Runs after the signed-in scope's hook, which Fastify runs first for a nested scope.
      extraScope.addHook('onRequest', async (request) => checks.extra(request, signedInOf(request)));
      for (const area of areas) await area.extraRoutes?.(extraScope.withTypeProvider<ZodTypeProvider>(), deps);
    });
  });
}
