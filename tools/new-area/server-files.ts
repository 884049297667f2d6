import type { Names } from './names';

/**
 * The server side of a new area (docs/adding-an-area.md, "2. Server"), by path from the repo root:
 * its table, store, routes, plugin, test, and the migration numbered `migration` ("0025").
 */
export function serverFiles({ area, thing }: Names, migration: string): Record<string, string> {
  const dir = `apps/server/src/areas/${area.kebab}`;
  const table = area.camel;
  const max = `${area.kebab.replaceAll('-', '_').toUpperCase()}_MAX`;
  return {
    [`apps/server/src/db/migrations/${migration}-${area.kebab}.ts`]: `import type { Kysely } from 'kysely';

/** The ${area.kebab} area's table: the person's ${area.label.toLowerCase()}, each with a name. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('${table}')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(400)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('${table}_user').on('${table}').columns(['userId', 'createdAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('${table}').execute();
}
`,
    [`${dir}/${area.kebab}.tables.ts`]: `/** The ${area.kebab} area's tables (docs/architecture.md, "The kernel"); instants are epoch ms. */
export interface ${area.pascal}Table {
  id: string;
  userId: string;
  name: string;
  createdAt: number;
}

export interface ${area.pascal}Tables {
  ${table}: ${area.pascal}Table;
}

declare module '../../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the tables by augmentation
  interface Database extends ${area.pascal}Tables {}
}
`,
    [`${dir}/${area.kebab}.store.ts`]: `import type { Db } from '../../db/database';
import type { ${area.pascal}Table } from './${area.kebab}.tables';

/** The person's ${area.label.toLowerCase()}: rows only; the routes decide refusals. */

export function list${area.pascal}(db: Db, userId: string) {
  return db
    .selectFrom('${table}')
    .select(['id', 'name', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export async function count${area.pascal}(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('${table}')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insert${thing.pascal}(db: Db, row: ${area.pascal}Table): Promise<void> {
  await db.insertInto('${table}').values(row).execute();
}
`,
    [`${dir}/${area.kebab}.routes.ts`]: `import { ${max} } from '@ordna/contract/${area.kebab}';
import { ${area.camel}Endpoints } from '@ordna/contract/${area.kebab}/endpoints';
import { ${area.camel}Refusals } from '@ordna/contract/${area.kebab}/refusals';
import type { AreaRoutes } from '../../http/context';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { conflict } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { newId } from '../../lib/ids';
import { count${area.pascal}, insert${thing.pascal}, list${area.pascal} } from './${area.kebab}.store';

/** /${thing.kebab}: the person's ${area.label.toLowerCase()}, and a new one. */
export const ${area.camel}Routes: AreaRoutes = async (app, { db, clock, live }) => {
  route(app, ${area.camel}Endpoints.list, async (request) => {
    const { userId } = signedInOf(request);
    const rows = await list${area.pascal}(db, userId);
    return ok(rows.map((row) => ({ _id: row.id, name: row.name, createdAt: Number(row.createdAt) })));
  });

  route(app, ${area.camel}Endpoints.create, async (request, reply) => {
    const { userId } = signedInOf(request);
    if ((await count${area.pascal}(db, userId)) >= ${max}) throw conflict(${area.camel}Refusals.tooMany);
    const row = { id: newId(), userId, name: request.body.name, createdAt: clock() };
    await insert${thing.pascal}(db, row);
    live.publish({ kind: '${thing.camel}', id: row.id, action: 'created' }, [userId]);
    return reply.status(201).send(ok({ _id: row.id, name: row.name, createdAt: row.createdAt }));
  });
};
`,
    [`${dir}/public.ts`]: `import type { ServerArea } from '../../http/context';
import { ${area.camel}Routes } from './${area.kebab}.routes';

/** The ${area.kebab} area as the server wires it: every route is the signed-in person's. */
export const ${area.camel}Area: ServerArea = { routes: ${area.camel}Routes };
`,
    [`${dir}/${area.kebab}.test.ts`]: `import { describe, expect, it } from 'vitest';
import type { ${thing.pascal} } from '@ordna/contract/${area.kebab}';
import { ${thing.camel}Answer } from '@ordna/contract/${area.kebab}/answers';
import { ${area.camel}Refusals } from '@ordna/contract/${area.kebab}/refusals';
import { personClient } from '../../testing/people.test-kit';
import { signUpPeople, useTestApp } from '../../testing/use-test-app.test-kit';

let me: ReturnType<typeof personClient>;
let other: ReturnType<typeof personClient>;
const t = useTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, ['me', 'other'], personClient));
});

describe('${area.label.toLowerCase()}', () => {
  it('are made and listed, oldest first, each person seeing only their own', async () => {
    const first = await me.post<${thing.pascal}>('/${thing.kebab}', { name: '  First  ' });
    expect(first.status).toBe(201);
    expect(${thing.camel}Answer.parse(first.data)).toMatchObject({ name: 'First' });
    t.clock.advance(1000);
    const second = await me.post<${thing.pascal}>('/${thing.kebab}', { name: 'Second' });

    const list = await me.get<${thing.pascal}[]>('/${thing.kebab}');
    expect(${thing.camel}Answer.array().parse(list.data)).toEqual([first.data, second.data]);
    expect((await other.get<${thing.pascal}[]>('/${thing.kebab}')).data).toEqual([]);
  });

  it('refuses a name that is empty or too long, naming the reason', async () => {
    expect(await me.post('/${thing.kebab}', { name: ' ' })).toMatchObject({
      status: 400,
      code: ${area.camel}Refusals.nameRequired.code,
    });
    expect(await me.post('/${thing.kebab}', { name: 'x'.repeat(1000) })).toMatchObject({
      status: 400,
      code: ${area.camel}Refusals.nameTooLong.code,
    });
  });

  it('answers 401 without sign-in', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/${thing.kebab}' });
    expect(answer.statusCode).toBe(401);
  });
});
`,
  };
}
