import { describe, expect, it } from 'vitest';
import { useRouteWalk } from '../testing/routes.test-kit';

interface Operation {
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
}

/** Every `$ref` in the document, to check that each points at something inside it. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

function resolve(document: unknown, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

describe('GET /api/docs', () => {
  // The walk reads /api/docs without sign-in and refuses anything but a 200 JSON answer.
  const walk = useRouteWalk<OpenApiDocument>();

  const operation = (method: string, path: string) => walk.document.paths[path]?.[method.toLowerCase()];

  it('answers without sign-in an OpenAPI 3 document titled Ordna', () => {
    expect(walk.document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(walk.document.info).toMatchObject({ title: 'Ordna', version: expect.any(String) });
  });

  it('lists every registered route with its method', () => {
    const missing = walk.routes
      .map(({ method, url }) => ({ method, path: url.replace(/:(\w+)/g, '{$1}') }))
      .filter(({ method, path }) => !operation(method, path))
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    expect(operation('PUT', '/api/auth/user/{id}')).toBeDefined();
  });

  it('describes a success and the failure envelope for every operation', () => {
    for (const [path, operations] of Object.entries(walk.document.paths)) {
      for (const [method, { responses }] of Object.entries(operations)) {
        const where = `${method} ${path}`;
        expect(
          Object.keys(responses).some((status) => /^2\d\d$/.test(status)),
          where,
        ).toBe(true);
        expect(responses['4XX']?.content?.['application/json'], where).toBeDefined();
        for (const answer of Object.values(responses)) expect(answer.description, where).toBeTruthy();
      }
    }
  });

  it('has no reference that points nowhere', () => {
    const dangling = refsIn(walk.document).filter((ref) => resolve(walk.document, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('names the access token header and the integration Bearer token as security schemes', () => {
    const schemes = Object.values(walk.document.components.securitySchemes);
    expect(schemes).toContainEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-access-token' }));
    expect(schemes).toContainEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
  });

  it('asks for the access token on signed-in routes only, and the integration token on heartbeat intake', () => {
    const schemeOf = (method: string, path: string) => Object.keys(operation(method, path)?.security?.[0] ?? {});
    expect(schemeOf('GET', '/api/auth/user')).toEqual(['accessToken']);
    expect(schemeOf('GET', '/api/time-group')).toEqual(['accessToken']);
    expect(schemeOf('POST', '/api/heartbeat')).toEqual(['integrationToken']);
    expect(schemeOf('GET', '/api/password')).toEqual(['accessToken', 'extraToken']);
    expect(schemeOf('DELETE', '/api/password-group')).toEqual(['accessToken', 'extraToken']);
    expect(schemeOf('POST', '/api/auth/extra-password')).toEqual(['accessToken']);
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/api/docs'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/signup'],
      ['POST', '/api/auth/refreshtoken'],
    ] as const) {
      expect(schemeOf(method, path), `${method} ${path}`).toEqual([]);
    }
  });

  it('describes the CSV export by its content type', () => {
    const csv = operation('GET', '/api/time-stamp/export')?.responses['200'];
    expect(Object.keys(csv?.content ?? {})).toEqual(['text/csv']);
  });
});
