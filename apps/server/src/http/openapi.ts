import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiEndpoints, openApiDocumentAnswer } from '@ordna/contract/kernel/api-endpoints';
import { HEADERS } from '@ordna/contract/kernel/constants';
import type { ZodApp } from './context';
import { route } from './endpoint-route';

export { fileAnswer } from './file-answer';

/**
 * The OpenAPI document, generated from every route's declared schemas and served as JSON at
 * GET /api/docs (docs/architecture.md, "Answers"). No viewer is bundled: the content security
 * policy forbids the inline scripts one would need.
 */

/** The security scheme of the signed-in routes: the access token sign-in answers. */
export const ACCESS_TOKEN_SCHEME = 'accessToken';
/** The second security scheme of the vault's routes: the extra token the vault's sign-in answers. */
export const EXTRA_TOKEN_SCHEME = 'extraToken';
/** The security scheme of heartbeat intake: an integration token as a Bearer token. */
export const INTEGRATION_TOKEN_SCHEME = 'integrationToken';

interface FileAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

function isFileAnswer(answer: unknown): answer is FileAnswer {
  return typeof answer === 'object' && answer !== null && 'content' in answer;
}

/**
 * fastify-type-provider-zod turns the zod schemas into JSON Schema; it reads only bare zod
 * schemas, so a file answer's media types are described here and put back after it.
 */
const describeRoute: SwaggerTransform = (input) => {
  const response = (input.schema.response ?? {}) as Record<string, unknown>;
  const files = Object.entries(response).filter(([, answer]) => isFileAnswer(answer));
  if (files.length === 0) return jsonSchemaTransform(input);
  const jsonOnly = Object.fromEntries(Object.entries(response).filter(([, answer]) => !isFileAnswer(answer)));
  const transformed = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: jsonOnly } });
  const described = Object.fromEntries(
    files.map(([status, answer]) => {
      const { description, content } = answer as FileAnswer;
      const media = Object.keys(content).map((type) => [type, { schema: { type: 'string' } }]);
      return [status, { description, content: Object.fromEntries(media) }];
    }),
  );
  const schema = transformed.schema as FastifySchema & { response?: Record<string, unknown> };
  return { ...transformed, schema: { ...schema, response: { ...schema.response, ...described } } };
};

/** The API's version in the document: Ordna's own. */
const ORDNA_VERSION = '0.1.0';

/** Registers the generator; it must come before any route so it sees them all. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Ordna',
        version: ORDNA_VERSION,
        description:
          'A self-hosted personal life-organiser. Every JSON answer is {status: true, data} or ' +
          '{status: false, code, message, retry?}.',
      },
      components: {
        securitySchemes: {
          [ACCESS_TOKEN_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'x-access-token',
            description: 'The access token from sign-in, sign-up or a token refresh.',
          },
          [EXTRA_TOKEN_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: HEADERS.extraToken,
            description: "The extra token from the vault's sign-in (POST /api/auth/extra-password) or its refresh.",
          },
          [INTEGRATION_TOKEN_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'An integration token (ordna_it_…) made in the app, for heartbeats.',
          },
        },
      },
    },
    transform: describeRoute,
  });
}

/** Marks every route registered in `scope` from now on as needing the access token. */
export function documentSignedInScope(scope: ZodApp): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ [ACCESS_TOKEN_SCHEME]: [] }] };
  });
}

/** Marks every route registered in `scope` from now on as needing the access token and the extra token. */
export function documentExtraScope(scope: ZodApp): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ [ACCESS_TOKEN_SCHEME]: [], [EXTRA_TOKEN_SCHEME]: [] }] };
  });
}

/** GET /api/docs: the OpenAPI document as JSON, public. */
export async function apiDocsRoute(app: ZodApp): Promise<void> {
  // The generator's type covers Swagger 2 too; reading it through the outline types it.
  route(app, apiEndpoints.docs, async () => openApiDocumentAnswer.parse(app.swagger()));
}
