import { Readable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { ZodApp } from './context';
import { sessionChecked, signedInOf, type SignInCheck } from './signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's handler must not start before the session check has passed (it answers by itself, a stream). */
    sessionFirst?: boolean;
    /** Set by the signed-in scope: the route's handler may run beside its session check (a read). */
    besideSessionCheck?: boolean;
  }
}

/** The headers and status a reply had when its session check began: a refusal leaves with these alone. */
const repliesAtCheck = new WeakMap<FastifyRequest, { headers: Set<string>; statusCode: number }>();

/**
 * The signed-in scope's check (docs/architecture.md, "A request, end to end"). Every request's
 * access token is checked as it arrives, before its body is read or validated. Where `beside`
 * (PostgreSQL, where every request reads its session), a read (GET, HEAD) does not wait for its
 * session check: the handler runs beside it, and its answer, whatever it is, waits for the check
 * and gives way to its refusal (here for what the handler returns or throws, in the error handler
 * for what validation throws: `failedSessionCheckOf`); a handler answered remembered preferences
 * the check does not confirm runs again (`answerAfterSessionCheck`). The check's statement is
 * queued on the pool before the hook returns, so ahead of any of the handler's: a handler waiting
 * for the check (`preferencesOf`) while it holds a connection cannot wait on a check waiting for one. Writes,
 * routes that answer by themselves (`sessionFirst`: the live-updates stream) and, on SQLite, every
 * route wait for the check first.
 */
export function registerSignInCheck(scope: ZodApp, check: SignInCheck, beside: boolean): void {
  if (beside) {
    scope.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (route.config?.sessionFirst || !methods.every((method) => method === 'GET' || method === 'HEAD')) return;
      route.config = { ...route.config, besideSessionCheck: true };
      route.handler = answerAfterSessionCheck(route.handler as RouteHandlerMethod);
    });
  }
  // onRequest: before the body is read, parsed or validated, so a stranger learns nothing of a
  // route's schema and makes the server parse nothing.
  scope.addHook('onRequest', async (request, reply) => {
    const signedIn = check(request);
    request.signedIn = signedIn;
    if (beside && request.routeOptions.config.besideSessionCheck) {
      repliesAtCheck.set(request, { headers: new Set(Object.keys(reply.getHeaders())), statusCode: reply.statusCode });
      return;
    }
    await sessionChecked(signedIn);
  });
}

/**
 * A read's handler whose answer leaves only once its session check has passed. When the handler
 * was answered the person's remembered preferences (`preferencesOf`) and the check read others
 * (changed on another instance since), its answer, returned or thrown, is dropped and it runs again
 * with the check's: a read writes nothing, so running it twice changes nothing but the time.
 */
function answerAfterSessionCheck(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (request, reply) {
    const first = await settled(() => handler.call(this, request, reply));
    const signedIn = signedInOf(request);
    try {
      await sessionChecked(signedIn);
    } catch (error) {
      dropAnswer(first);
      throw error;
    }
    const guessed = signedIn.guessedPreferences;
    if (guessed && !isDeepStrictEqual(guessed, signedIn.preferences) && !reply.sent) {
      dropAnswer(first);
      dropHandlerHeaders(request, reply);
      signedIn.guessedPreferences = undefined;
      return handler.call(this, request, reply);
    }
    if ('error' in first) throw first.error;
    return first.answer;
  };
}

type Settled = { answer: unknown } | { error: unknown };

async function settled(run: () => unknown): Promise<Settled> {
  try {
    return { answer: await run() };
  } catch (error) {
    return { error };
  }
}

/** A file answer not sent is closed, so it holds no cursor or file open. */
function dropAnswer(first: Settled): void {
  if ('answer' in first && first.answer instanceof Readable) first.answer.destroy();
}

/** Removes the headers set since the request's session check began, and the status the handler set. */
function dropHandlerHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const atCheck = repliesAtCheck.get(request);
  if (!atCheck) return;
  for (const name of Object.keys(reply.getHeaders())) if (!atCheck.headers.has(name)) reply.removeHeader(name);
  reply.code(atCheck.statusCode);
}

/**
 * For the error handler: when the request's session check failed, its error (the refusal, or the
 * database's failure) answers instead of whatever failed beside it, with the headers the handler
 * set removed. Null when the check passed or there was none.
 */
export async function failedSessionCheckOf(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const checking = request.signedIn?.checking;
  if (!checking) return null;
  try {
    await checking;
    return null;
  } catch (error) {
    dropHandlerHeaders(request, reply);
    return error;
  }
}
