import { describe, expect, it } from 'vitest';
import { routeName, useRouteWalk } from '../testing/routes.test-kit';

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string; summary?: string }>>;
}

/** Every route under /api comes from an endpoint table (docs/architecture.md, "Endpoints"). */
describe('endpoints declared once', () => {
  const walk = useRouteWalk<OpenApiDocument>();
  const routes = () => walk.routes.filter((route) => route.url.startsWith('/api/'));

  it('registers every route from an endpoint, at its method and path (none by hand)', () => {
    expect(routes().length).toBeGreaterThan(100);
    expect(
      routes()
        .filter((route) => !route.endpoint)
        .map(routeName),
    ).toEqual([]);
    const elsewhere = routes().filter(
      ({ endpoint, url, method }) => endpoint && (`/api${endpoint.path}` !== url || endpoint.method !== method),
    );
    expect(elsewhere.map(routeName)).toEqual([]);
  });

  it('gives every endpoint its own operationId', () => {
    const ids = routes().flatMap((route) => (route.endpoint ? [route.endpoint.operationId] : []));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('documents every operation with an operationId and a summary', () => {
    const missing = Object.entries(walk.document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.operationId || !operation.summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);
    const ids = Object.values(walk.document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
