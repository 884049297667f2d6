import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  idempotencyHeaders,
} from '@ordna/contract/kernel/idempotency';
import type { Db } from '../../db/database';
import { followWrites, type RequestWrites } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import type { ZodApp } from '../context';
import { signedInOf } from '../signed-in';
import { claimKey, findKey, keepAnswer, purgeExpiredKeys, rememberAnswer } from '../../db/idempotency-keys.store';
import { KeyTaken, outcomeOf, replay } from './key-outcome';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts an `Idempotency-Key` (docs/architecture.md, "Retries and idempotency"):
     * a write that is not naturally idempotent.
     */
    idempotent?: boolean;
  }
}

/** Keys purged in one statement, at most once a minute per instance. */
const PURGE_CHUNK = 500;
const PURGE_EVERY_MS = 60_000;

interface Claim {
  userId: string;
  key: string;
  requestHash: string;
  createdAt: number;
}

const followed = new WeakMap<FastifyRequest, RequestWrites>();

/** Whether a transaction of this request has committed (a failure after it must not invite a retry). */
export function committedWriteOf(request: FastifyRequest): boolean {
  return followed.get(request)?.committed ?? false;
}

/** What makes two calls "the same request": method, address with query, and body. */
function hashOf(request: FastifyRequest): string {
  const text = `${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`;
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Follows the transactions of every write (any method but GET and HEAD) from its first hook on,
 * so a failure after one committed is never answered as retryable (error-handler.ts). Registered
 * at the root, before any route.
 */
export function followEveryWrite(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    const writes: RequestWrites = { committed: false };
    followed.set(request, writes);
    followWrites(writes, done);
  });
}

/**
 * Adds `Idempotency-Key` to the routes of `scope` (the signed-in one) that set `config: { idempotent: true }`: declares the header (validated, documented
 * in /api/docs), answers a retry with the first answer, refuses a key reused for another
 * request, and writes a new key in the same transaction as the write, so a rolled-back write
 * forgets its key and an overlapping call with the same key fails its own claim and replays.
 */
export function registerIdempotency(scope: ZodApp, { db, clock }: { db: Db; clock: () => number }): void {
  const claims = new WeakMap<FastifyRequest, Claim>();
  let lastPurge = -Infinity;

  scope.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    if (route.schema?.headers) throw new Error(`${route.url} declares headers; merge them with idempotencyHeaders`);
    route.schema = { ...route.schema, headers: idempotencyHeaders };
  });

  scope.addHook('preHandler', (request, reply, done) => {
    const writes = followed.get(request);
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (!writes || !request.routeOptions.config.idempotent || typeof key !== 'string') return done();
    const { userId } = signedInOf(request);
    const requestHash = hashOf(request);
    const since = clock() - IDEMPOTENCY_KEY_LIFETIME_MS;
    const known = async () => {
      const found = await findKey(db, userId, key, since);
      return found ? outcomeOf(db, found, requestHash, clock) : null;
    };
    known().then((outcome) => {
      if (outcome?.kind === 'replay') return void replay(reply, outcome.status, outcome.answer);
      if (outcome?.kind === 'refuse') return done(outcome.error);
      const claim = { userId, key, requestHash, createdAt: clock() };
      claims.set(request, claim);
      writes.first = async (tx) => {
        try {
          await claimKey(tx, claim, since);
        } catch (error) {
          if (isUniqueViolation(error)) throw new KeyTaken(db, userId, key, requestHash, clock);
          throw error;
        }
      };
      done();
    }, done);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim || typeof payload !== 'string') return payload;
    claims.delete(request);
    const status = reply.statusCode;
    try {
      // A committed write keeps any answer below 500; one that failed after its commit keeps
      // none, so a retry hears that it was applied (answerLost) and never applies it again.
      if (committedWriteOf(request)) {
        if (status < 500) await keepAnswer(db, claim.userId, claim.key, status, payload);
      } else if (status >= 200 && status < 300) {
        await rememberAnswer(db, { ...claim, status, answer: payload });
      }
      const now = clock();
      if (now - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = now;
        await purgeExpiredKeys(db, now - IDEMPOTENCY_KEY_LIFETIME_MS, PURGE_CHUNK);
      }
    } catch (error) {
      request.log.error({ err: error }, 'could not keep the answer of an Idempotency-Key');
    }
    return payload;
  });
}
