import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { repeats } from './statement-cache';

/**
 * The pg pool as Kysely's PostgreSQL dialect takes it, sending the SQL known to run again (the
 * templates of PreparedQuery, `willRepeat`) as named prepared statements: each connection parses
 * and plans such a statement once and then only binds and runs it (after its first five runs
 * PostgreSQL keeps a generic plan when it is as good). Kysely's own driver sends every statement
 * unnamed, so PostgreSQL planned the time-group list's one statement (twelve subqueries) on every
 * call: 70 ms of planning against 3 ms of running on a loaded machine. Other SQL stays unnamed, so
 * what each connection keeps prepared is bounded by the app's query shapes.
 */
export function namedStatementsPool(pool: pg.Pool): PostgresPool {
  // One wrapper per pg client, so Kysely, which keeps its connection per client, finds it again.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = namingClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

function namingClient(client: pg.PoolClient): PostgresPoolClient {
  return {
    query: ((sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>) => {
      if (typeof sqlOrCursor === 'string' && repeats(sqlOrCursor)) {
        return client.query({ name: nameOf(sqlOrCursor), text: sqlOrCursor, values: [...(parameters ?? [])] });
      }
      // A cursor or a one-off statement, as Kysely's driver sends it.
      return (client.query as (...args: unknown[]) => unknown)(sqlOrCursor, parameters);
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

const names = new Map<string, string>();

/** One name per SQL text in this process (pg refuses one name for two texts on a connection). */
function nameOf(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `ordna_${names.size + 1}`;
    names.set(sql, name);
  }
  return name;
}
