import type { Db } from '../../db/database';
import { columnNamesOf, rowsOfValues, valuesColumn, type RowsRead } from '../../db/json-rows';
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
export function oneSelect(db: Db, columns: ReturnType<typeof valuesColumn>[]) {
  return db.selectNoFrom(columns);
}

/** A column's rows: the names of their values, and each section and read name that asked for them. */
interface Column {
  names: readonly string[];
  targets: Array<readonly [sectionId: string, read: string]>;
}

/**
 * Every section's reads as one statement: `select (rows of read 1), (rows of read 2), …`, built
 * and compiled once per shape of range (PreparedQuery), then run with the call's values. Reads
 * that compile to the same SQL with the same values (the notes and the questions both list the
 * collections the person sees) are one column, read and parsed once, handed to each. Each read's
 * rows come as arrays of their values (`valuesColumn`), made objects again here: JSON objects
 * repeat every column's name in every row, for the database to write and the server to parse.
 */
export class DashboardStatement {
  private readonly prepared: PreparedQuery<readonly unknown[], Row>;
  private readonly likes = new Map<string, DashboardRange>();
  /** Per shape, each column's names and the sections and reads it answers. */
  private readonly columns = new Map<string, Map<string, Column>>();

  constructor(private readonly sections: Sections) {
    this.prepared = new PreparedQuery((db: Db, values, key) => {
      const range = rangeOf(values, this.likes.get(key)!);
      const byText = new Map<string, string>();
      const byColumn = new Map<string, Column>();
      const columns: ReturnType<typeof valuesColumn>[] = [];
      for (const section of this.sections) {
        for (const [name, query] of Object.entries(section.reads(db, range))) {
          const read = query as RowsRead<object>;
          const names = columnNamesOf(read);
          const { sql, parameters } = oneSelect(db, [valuesColumn(db, read, names, 'rows')]).compile();
          const text = `${sql}\u0000${JSON.stringify(parameters)}`;
          let column = byText.get(text);
          if (column === undefined) {
            column = `${section.id}__${name}`;
            byText.set(text, column);
            byColumn.set(column, { names, targets: [] });
            columns.push(valuesColumn(db, read, names, column));
          }
          byColumn.get(column)!.targets.push([section.id, name]);
        }
      }
      this.columns.set(key, byColumn);
      return oneSelect(db, columns);
    });
  }

  /** Each section's rows by read name, for the range. */
  async read(db: Db, range: DashboardRange): Promise<Map<string, Record<string, unknown[]>>> {
    const key = shapeKeyOf(this.sections, range);
    if (!this.likes.has(key)) this.likes.set(key, range);
    const [row] = await this.prepared.execute(db, key, valuesOf(range));
    const columns = this.columns.get(key)!;
    const bySection = new Map<string, Record<string, unknown[]>>();
    for (const section of this.sections) bySection.set(section.id, {});
    for (const column in row) {
      const { names, targets } = columns.get(column)!;
      const rows = rowsOfValues<unknown>(row[column], names);
      for (const [sectionId, read] of targets) bySection.get(sectionId)![read] = rows;
    }
    return bySection;
  }
}
