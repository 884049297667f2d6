import type { Db } from '../../db/database';
import { rowsColumn, rowsOfColumn, type RowsRead } from '../../db/json-rows';
import { PreparedQuery } from '../../db/prepared-query';
import type { DashboardRange, DashboardWiring } from './dashboard-sections';

type Sections = DashboardWiring['sections'];
type Row = Record<string, unknown>;

/** The values of a range that are bound into the statement, in a fixed order. */
function valuesOf(range: DashboardRange): readonly unknown[] {
  return [
    range.personId,
    range.from,
    range.to,
    range.startMs,
    range.endMs,
    range.now,
    range.journalGroup ?? '',
    ...range.dayStarts,
  ];
}

/** The range the statement is built from: its bound values are the stand-ins PreparedQuery gives. */
function rangeOf(values: readonly unknown[], like: DashboardRange): DashboardRange {
  const [personId, from, to, startMs, endMs, now, journalGroup, ...dayStarts] = values;
  // Stand-ins are strings in the places of numbers: they are only ever bound, never computed with.
  return {
    ...like,
    personId: personId as string,
    from: from as string,
    to: to as string,
    startMs: startMs as number,
    endMs: endMs as number,
    now: now as number,
    journalGroup: like.journalGroup === null ? null : (journalGroup as string),
    dayStarts: dayStarts as number[],
  };
}

function shapeKeyOf(sections: Sections, range: DashboardRange): string {
  const own = sections.map((section) => section.shapeKey?.(range) ?? '').join('|');
  return `${range.view}|${range.dayStarts.length}|${range.showAuto}|${range.journalGroup === null}|${own}`;
}

/**
 * Reads as the columns of one select, as the dashboard runs them (on SQLite each limit is bound as
 * `cast(? as integer)` where the statement cache prepares it, sqlite-bound-limits.ts).
 */
export function oneSelect(db: Db, columns: ReturnType<typeof rowsColumn>[]) {
  return db.selectNoFrom(columns);
}

/**
 * Every section's reads as one statement: `select (rows of read 1), (rows of read 2), …`, built
 * and compiled once per shape of range (PreparedQuery), then run with the call's values.
 */
export class DashboardStatement {
  private readonly prepared: PreparedQuery<readonly unknown[], Row>;
  private readonly likes = new Map<string, DashboardRange>();
  /** Each column's section and read (`<section>__<read>`), split once. */
  private readonly columns = new Map<string, readonly [string, string]>();

  constructor(private readonly sections: Sections) {
    this.prepared = new PreparedQuery((db: Db, values, key) => {
      const range = rangeOf(values, this.likes.get(key)!);
      const columns = this.sections.flatMap((section) =>
        Object.entries(section.reads(db, range)).map(([name, query]) =>
          rowsColumn(db, query as RowsRead<object>, `${section.id}__${name}`),
        ),
      );
      return oneSelect(db, columns);
    });
  }

  /** Each section's rows by read name, for the range. */
  async read(db: Db, range: DashboardRange): Promise<Map<string, Record<string, unknown[]>>> {
    const key = shapeKeyOf(this.sections, range);
    if (!this.likes.has(key)) this.likes.set(key, range);
    const [row] = await this.prepared.execute(db, key, valuesOf(range));
    const bySection = new Map<string, Record<string, unknown[]>>();
    for (const section of this.sections) bySection.set(section.id, {});
    for (const column in row) {
      const [sectionId, read] = this.columnOf(column);
      bySection.get(sectionId)![read] = rowsOfColumn<unknown>(row[column]);
    }
    return bySection;
  }

  private columnOf(column: string): readonly [string, string] {
    let split = this.columns.get(column);
    if (!split) {
      const at = column.indexOf('__');
      split = [column.slice(0, at), column.slice(at + 2)];
      this.columns.set(column, split);
    }
    return split;
  }
}
