import type { FastifyInstance } from 'fastify';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import { commonRefusals } from '@ordna/contract/kernel/refusals';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, poolOf, type Db } from '../db/database';
import { get } from '../testing/people.test-kit';
import { expectRefused } from '../testing/refused.test-kit';
import { as, openTestDatabase, signUp, type OpenedTestDatabase } from '../testing/test-app.test-kit';

/** Which statements the database answered, in order: the session check's ('session') or another. */
class StatementOrder implements KyselyPlugin {
  readonly seen: Array<'session' | 'other'> = [];

  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const row = args.result.rows[0];
    this.seen.push(row && 'lastSeenAt' in row && 'fingerprint' in row ? 'session' : 'other');
    return args.result;
  }
}

/**
 * On PostgreSQL a read's handler runs beside its session check (http/session-check.ts). On a pool
 * of one connection: the check's statement is queued before the handler's, so it runs first and a
 * handler waiting for it cannot hold the only connection; a check that fails because the database
 * went away answers the envelope's 503 and the process goes on. Runs in the PostgreSQL pass.
 */
describe('the session check on a pool of one connection', () => {
  let opened: OpenedTestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let person: User;
  const order = new StatementOrder();

  beforeAll(async () => {
    opened = await openTestDatabase();
    const own = openDatabase(opened.url!, { poolSize: 1 });
    db = own.db;
    app = await buildApp({ db: db.withPlugin(order), dialect: 'postgres', config: testConfig() });
    person = await signUp(app, { timeZone: 'Asia/Tokyo' });
  });
  afterAll(async () => {
    await app.close();
    await db.destroy().catch(() => undefined);
    await opened.drop();
  });

  it('runs the session check before the handler’s read', async () => {
    order.seen.length = 0;
    expect((await get(app, '/api/notes-collection', as(person))).statusCode).toBe(200);
    expect(order.seen).toEqual(['session', 'other']);
  });

  it('answers many reads at once, those that wait for the check among them', async () => {
    const urls = [
      '/api/notes-collection',
      '/api/time-group?date=2026-11-18',
      '/api/dashboard?date=2026-11-18&view=day',
    ];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => get(app, urls[i % urls.length]!, as(person))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
  });

  it('answers 503 in the envelope when the database went away during the check', async () => {
    await poolOf(db)!.end();
    for (const url of ['/api/notes-collection', '/api/time-group?date=2026-11-18']) {
      expectRefused(await get(app, url, as(person)), 503, { ...commonRefusals.databaseUnavailable, retry: true });
    }
  });
});
