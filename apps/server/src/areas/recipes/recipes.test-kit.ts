import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { User } from '@ordna/contract/auth';
import { as, body } from '../../testing/test-app.test-kit';
import { personClient } from '../../testing/people.test-kit';

/** One person's calls to the recipes API; DELETE /recipe carries its id in the body. */
export function recipesClient(app: FastifyInstance, user: User) {
  return {
    ...personClient(app, user),
    delWith: async <T>(url: string, payload: object) => {
      const response = await app.inject({ method: 'DELETE', url: `/api${url}`, headers: as(user), payload });
      const envelope = body<T>(response);
      return { status: response.statusCode, data: envelope.data, code: envelope.code, message: envelope.message };
    },
  };
}

export type RecipesClient = ReturnType<typeof recipesClient>;

/**
 * A throwaway web server on 127.0.0.1 serving the importer's fixture pages (`/<name>.html`) and
 * whatever a test adds by path; the app under test needs RECIPE_IMPORT_ALLOW 127.0.0.1/32 to read it.
 */
export async function fixtureSite(extra: Record<string, { type: string; body: string }> = {}) {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const page = extra[path];
    if (page) return response.writeHead(200, { 'content-type': page.type }).end(page.body);
    const name = /^\/([\w-]+)\.html$/.exec(path)?.[1];
    try {
      const html = readFileSync(new URL(`./import/fixtures/${name}.html`, import.meta.url), 'utf8');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } catch {
      response.writeHead(404).end('not here');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
