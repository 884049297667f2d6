import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { planModeOf } from './statement-cache';

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

/** The plan_cache_mode a connection is in, as far as this wrapper knows (null: not known). */
type ConnectionMode = 'auto' | 'generic' | null;

const MODE_SQL = {
  generic: 'set plan_cache_mode = force_generic_plan',
  auto: 'reset plan_cache_mode',
} as const;

type Query = (...args: unknown[]) => Promise<unknown>;

function namingClient(client: pg.PoolClient): PostgresPoolClient {
  const query = client.query.bind(client) as Query;
  // Every connection starts with the server's default (auto). A switch is sent only when a
  // statement needs the other mode, so a run of one kind costs none. A switch inside a transaction
  // is undone if it rolls back, so after a transaction that switched the mode is not known.
  let mode: ConnectionMode = 'auto';
  let switched = false;
  const ensure = async (wanted: 'auto' | 'generic') => {
    if (mode === wanted) return;
    mode = null;
    switched = true;
    await query(MODE_SQL[wanted]);
    mode = wanted;
  };
  const run = async (sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>) => {
    // A cursor, as Kysely's driver sends it.
    if (typeof sqlOrCursor !== 'string') return query(sqlOrCursor, parameters);
    const values = [...(parameters ?? [])];
    const plan = planModeOf(sqlOrCursor) ?? (namesAgain(sqlOrCursor, values.length) ? 'auto' : undefined);
    if (plan === 'generic' || (plan === 'auto' && mode !== 'auto')) await ensure(plan);
    // Any other statement with values is planned with them (a generic plan does not know `ended = $1` is 0).
    if (plan === undefined && values.length > 0 && mode !== 'auto') await ensure('auto');
    if (plan !== undefined) return runNamed(query, sqlOrCursor, values);
    const result = await query(sqlOrCursor, parameters);
    if (switched && /^\s*(commit|rollback)\s*$/i.test(sqlOrCursor)) {
      mode = null;
      switched = false;
    }
    return result;
  };
  return {
    query: run as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

/**
 * Runs `text` as its named statement. A migration that changes what a kept statement returns (a
 * column added under `select *`) makes PostgreSQL refuse it before running it; the statement is
 * then prepared again under a new name, once.
 */
async function runNamed(query: Query, text: string, values: unknown[]): Promise<unknown> {
  try {
    return await query({ name: nameOf(text), text, values });
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code !== '0A000' || !message?.includes('must not change result type')) throw error;
    names.delete(text);
    return query({ name: nameOf(text), text, values });
  }
}

/** Distinct texts named on a second run at most, so what each connection keeps stays bounded. */
export const NAMED_AGAIN_CAPACITY = 1_000;
/** Longer SQL is a one-off (a bulk insert of many rows): never named. */
const NAMED_AGAIN_MAX_LENGTH = 8_000;
/** Texts seen once with values; cleared when full, so one-off texts cannot grow it. */
const seenOnce = new Set<string>();
const namedAgain = new Set<string>();

/**
 * Whether a read with values that is not a PreparedQuery template goes as a named statement: from
 * its second run (Kysely builds most reads anew each call, to the same text), so PostgreSQL parses
 * it once per connection and, in its own plan mode, keeps a generic plan only when it estimates it
 * no costlier than planning with each call's values.
 */
function namesAgain(text: string, valueCount: number): boolean {
  if (namedAgain.has(text)) return true;
  if (valueCount === 0 || text.length > NAMED_AGAIN_MAX_LENGTH || !/^\s*(select|with)\b/i.test(text)) return false;
  if (!seenOnce.has(text)) {
    if (seenOnce.size >= NAMED_AGAIN_CAPACITY) seenOnce.clear();
    seenOnce.add(text);
    return false;
  }
  if (namedAgain.size >= NAMED_AGAIN_CAPACITY) return false;
  seenOnce.delete(text);
  namedAgain.add(text);
  return true;
}

const names = new Map<string, string>();
let nameCount = 0;

/** One name per SQL text in this process (pg refuses one name for two texts on a connection). */
function nameOf(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    nameCount += 1;
    name = `ordna_${nameCount}`;
    names.set(sql, name);
  }
  return name;
}
