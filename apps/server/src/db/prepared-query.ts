import type { Compilable, CompiledQuery } from 'kysely';
import { sqliteHandleOf, type Db } from './database';
import { willRepeat, type PlanMode } from './statement-cache';

/**
 * A query built and compiled once per shape, then run with new values: Kysely builds and compiles
 * every query anew, which costs a hot read (the group list runs several per request) more than
 * SQLite takes to run them. `build` gets stand-ins for the values and must always make the same
 * SQL for the same key; values that are not stand-ins (constants such as a grain) stay as built.
 */
export class PreparedQuery<Values extends readonly unknown[], Row> {
  private readonly compiled = new WeakMap<Db, Map<string, Template<Row>>>();

  /** `plan`: how PostgreSQL plans its named statement (statement-cache.ts, `PlanMode`). */
  constructor(
    private readonly build: (db: Db, values: Values, key: string) => Compilable<Row>,
    private readonly plan: PlanMode = 'either',
  ) {}

  async execute(db: Db, key: string, values: Values): Promise<Row[]> {
    const template = this.templateOf(db, key, values.length);
    const parameters = this.parametersOf(db, key, values);
    const direct = runOnSqlite<Row>(db, template.query.sql, parameters);
    if (direct) return direct;
    const query: CompiledQuery<Row> = { ...template.query, parameters };
    return (await db.executeQuery(query)).rows;
  }

  /** The parameters it sends for `key` with `values`, in the order of its SQL's placeholders. */
  parametersOf(db: Db, key: string, values: Values): unknown[] {
    const template = this.templateOf(db, key, values.length);
    return template.slots.map((slot) => (slot.standIn ? values[slot.index] : slot.value));
  }

  /** The SQL it runs for `key` (to read the database's plan of it in a test). */
  sqlOf(db: Db, key: string, valueCount: number): string {
    return this.templateOf(db, key, valueCount).query.sql;
  }

  private templateOf(db: Db, key: string, valueCount: number): Template<Row> {
    let byKey = this.compiled.get(db);
    if (!byKey) {
      byKey = new Map();
      this.compiled.set(db, byKey);
    }
    let template = byKey.get(key);
    if (!template) {
      template = compileTemplate(this.build(db, standIns(valueCount) as unknown as Values, key).compile(), this.plan);
      byKey.set(key, template);
    }
    return template;
  }
}

/**
 * On SQLite, the statement run on the database's handle itself, as Kysely's SQLite driver runs it
 * (the same kept statement, `all` for one that answers rows, else `run`), without Kysely's
 * connection queue and promises around it: about a fifth of a short read's cost. better-sqlite3
 * runs a statement to its end before anything else runs, so a read needs the queue only while
 * a transaction holds the connection: then (and for a transaction or a Kysely instance with
 * plugins passed as `db`) it is null and the query goes through Kysely, after the transaction.
 */
function runOnSqlite<Row>(db: Db, sql: string, parameters: readonly unknown[]): Row[] | null {
  const handle = sqliteHandleOf(db);
  if (!handle || handle.inTransaction) return null;
  const statement = handle.prepare(sql);
  if (statement.reader) return statement.all(parameters) as Row[];
  statement.run(parameters);
  return [];
}

interface Template<Row> {
  query: CompiledQuery<Row>;
  slots: Array<{ standIn: true; index: number } | { standIn: false; value: unknown }>;
}

const STAND_IN = '\u0000value ';

function standIns(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${STAND_IN}${index}`);
}

function compileTemplate<Row>(query: CompiledQuery<Row>, plan: PlanMode): Template<Row> {
  const slots = query.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(STAND_IN)
      ? { standIn: true as const, index: Number(value.slice(STAND_IN.length)) }
      : { standIn: false as const, value },
  );
  // A stand-in written into the SQL text, not bound, would run with the stand-in itself.
  if (query.sql.includes(STAND_IN)) throw new Error('A prepared query must bind its values as parameters');
  willRepeat(query.sql, plan);
  return { query, slots };
}
