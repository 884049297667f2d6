import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Config } from '../config';
import { createTestApp, type TestApp } from './test-app.test-kit';

/**
 * Counts every SQL statement the database answers (Kysely hands each result to its plugins, also
 * for queries compiled once and run as they are), so a test can bound what one call costs.
 */
export class StatementCounter implements KyselyPlugin {
  count = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return args.result;
  }

  /** How many statements `run` made. */
  async during(run: () => Promise<unknown>): Promise<number> {
    const before = this.count;
    await run();
    return this.count - before;
  }
}

/** A test app whose every statement the counter sees. */
export async function createCountingTestApp(
  overrides: Partial<Config> = {},
): Promise<TestApp & { statements: StatementCounter }> {
  const statements = new StatementCounter();
  return { ...(await createTestApp(overrides, (db) => db.withPlugin(statements))), statements };
}
