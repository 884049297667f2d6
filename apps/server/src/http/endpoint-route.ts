import type {
  ContextConfigDefault,
  FastifyContextConfig,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  onRequestHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { failureAnswers, success } from '@ordna/contract/kernel/envelope';
import type { AnswerSchema, BareAnswer, Endpoint, FileAnswer } from '@ordna/contract/kernel/endpoints';
import type { ZodApp } from './context';
import { fileAnswer } from './file-answer';
import { noteRaisedBy } from './declared-refusals';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint the route was registered from (docs/architecture.md, "Endpoints"). */
    endpoint?: Endpoint;
  }
}

/** The route schema of an answer: the data in the success envelope, or a file sent as a stream. */
type ReplySchema<S> = S extends z.ZodType
  ? ReturnType<typeof success<S>>
  : S extends FileAnswer
    ? ReturnType<typeof fileAnswer>
    : S extends BareAnswer
      ? S['bare']
      : never;

type ReplySchemas<A> = { [Status in keyof A]: ReplySchema<A[Status]> } & typeof failureAnswers;

/** The Fastify schema an endpoint makes, as the type provider reads it. */
export interface EndpointSchema<E extends Endpoint> {
  querystring: E['query'];
  params: E['params'];
  body: E['body'];
  response: ReplySchemas<E['answers']>;
}

/** A route handler typed by its endpoint: the query, params and body parsed, the reply checked. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

/** What a route adds to its endpoint on the server alone: a rate limit, another security scheme. */
export interface RouteExtras {
  config?: Omit<FastifyContextConfig, 'endpoint' | 'idempotent'>;
  security?: Record<string, string[]>[];
  /** A hook of this route alone (a shared rate-limit budget). */
  onRequest?: onRequestHookHandler;
  /** A body bigger than the server's default (a picture's upload). */
  bodyLimit?: number;
}

function replySchemaOf(answer: AnswerSchema) {
  if ('file' in answer) return fileAnswer(answer.file, answer.description);
  return 'bare' in answer ? answer.bare : success(answer);
}

/** Registers `endpoint` as a route of `app` (under /api) answered by `handler`. */
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const answers = Object.entries(endpoint.answers).map(([status, answer]) => [status, replySchemaOf(answer)]);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(extras.onRequest && { onRequest: extras.onRequest }),
    ...(extras.bodyLimit && { bodyLimit: extras.bodyLimit }),
    config: { ...extras.config, endpoint, ...(endpoint.idempotent && { idempotent: true }) },
    schema: {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      // The refusals its handler may answer, for readers of the document (declared-refusals.ts).
      ...(endpoint.refusals.length > 0 && {
        'x-refusals': endpoint.refusals.map(({ code, message }) => ({ code, message })),
      }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(extras.security && { security: extras.security }),
      response: { ...Object.fromEntries(answers), ...failureAnswers },
    },
    // The handler's types come from the endpoint's schemas (EndpointHandler); Fastify's own
    // route() cannot see them through the generic endpoint. A refusal it raises is noted as this
    // endpoint's, so tests check the endpoint declares it (declared-refusals.ts).
    handler: async function (request, reply) {
      try {
        return await (handler as RouteHandlerMethod).call(this, request, reply);
      } catch (error) {
        noteRaisedBy(error, endpoint);
        throw error;
      }
    },
  });
}
