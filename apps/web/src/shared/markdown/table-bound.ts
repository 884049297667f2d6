/**
 * A bound on how much of a note shows as tables: at most TABLE_CELLS cells in all (a table of 400
 * rows of 5 columns). Past it, table lines show as the text they are, one line each. Every cell is
 * a handful of tokens and elements: a 50,000-character note of nothing but one-cell rows is
 * 10,000 rows, which took twice the time budget of a note (50 ms, issue #22) to read and draw.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- bench/markdown.ts compiles this file outside apps/web
/// <reference path="./markdown-it-table.d.ts" />
import type { MarkdownIt, StateBlock } from 'markdown-it';
import table from 'markdown-it/lib/rules_block/table.mjs';

export const TABLE_CELLS = 2_000;

/** The cells a note's tables have used so far, kept in the parse's environment. */
type TableEnv = { tableCells?: number };

/** The columns of a table whose delimiter row (`|:--|--:|`) is `line`. */
function columnsOf(line: string): number {
  const cells = line.trim().split('|');
  return cells.length - (cells[0] === '' ? 1 : 0) - (cells.length > 1 && cells[cells.length - 1] === '' ? 1 : 0);
}

/** markdown-it's table rule, given only as many rows as the cells left allow. */
function boundedTable(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const env = state.env as TableEnv;
  const left = TABLE_CELLS - (env.tableCells ?? 0);
  // Past the bound, every line a paragraph reads is asked whether it starts a table: answered at once.
  if (left < 1 || startLine + 1 >= endLine) return false;
  const delimiter = state.src.slice(
    state.bMarks[startLine + 1]! + state.tShift[startLine + 1]!,
    state.eMarks[startLine + 1],
  );
  const columns = Math.max(1, columnsOf(delimiter));
  // The header row and as many body rows as fit.
  const rows = Math.floor(left / columns);
  if (rows < 1) return false;
  if (!table(state, startLine, Math.min(endLine, startLine + 1 + rows), silent)) return false;
  if (!silent) env.tableCells = (env.tableCells ?? 0) + columns * (state.line - startLine - 1);
  return true;
}

/** Tables as markdown-it reads them, up to TABLE_CELLS cells a note. */
export function boundedTables(md: MarkdownIt): void {
  md.block.ruler.at('table', boundedTable, { alt: ['paragraph', 'reference'] });
}
