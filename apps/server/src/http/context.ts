import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db, Dialect } from '../db/database';
import type { TokenSigner } from '../areas/auth/tokens';
import type { Signedin } from './auth-hook';

/** What every area's routes need: the database, the configuration, "now" and the signed-in person. */
export interface AppDeps {
  db: Db;
  dialect: Dialect;
  config: Config;
  /** Epoch milliseconds; tests pass a fixed or movable clock. */
  clock: () => number;
  signer: TokenSigner;
  accessTokenTtlMs: number;
  /** The signed-in person, or a 401/403 AppError. Use in every route that reads personal data. */
  signedIn: (request: FastifyRequest) => Promise<Signedin>;
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
