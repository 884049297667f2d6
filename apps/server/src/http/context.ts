import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db, Dialect } from '../db/database';
import type { AreaHooks } from './area-hooks';
import type { LivePublisher } from './live/live-bus';

/** What every area's routes need: the database, the configuration, "now" and the areas' events. */
export interface AppDeps {
  db: Db;
  dialect: Dialect;
  config: Config;
  /** Epoch milliseconds; tests pass a fixed or movable clock. */
  clock: () => number;
  hooks: AreaHooks;
  /** Live updates: a route publishes after its write commits (docs/architecture.md, "Live updates"). */
  live: LivePublisher;
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** An area's HTTP routes, registered under /api. */
export type AreaRoutes = (app: ZodApp, deps: AppDeps) => Promise<void>;

/** How an area plugs into the server (listed in areas/registry.ts). */
export interface ServerArea {
  /** Routes anyone may call (signing in, the health check, token-authenticated integrations). */
  publicRoutes?: AreaRoutes;
  /** Routes behind sign-in: their handlers read `signedInOf(request)`. */
  routes?: AreaRoutes;
  /** Routes behind sign-in and the extra password as well (the vault): both tokens are checked first. */
  extraRoutes?: AreaRoutes;
  /**
   * Pages anyone may open, outside /api (a public drink menu): served as HTML by the server, with
   * the pages' security headers (docs/architecture.md, "Public pages").
   */
  pages?: AreaRoutes;
  /** Subscribes to other areas' events. */
  listen?: (deps: AppDeps) => void;
  /** Puts right at start-up what a stop left half done (an account import's rows), before any request. */
  start?: (deps: AppDeps) => Promise<void>;
}
