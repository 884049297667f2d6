/**
 * SQLite (3.53, better-sqlite3's) reads a bound LIMIT or OFFSET while it plans, and so marks its
 * prepared statement to be compiled again whenever that parameter is bound: every run of a kept
 * statement with `limit ?` is a new compile (a read of one indexed row costs 0.02–0.05 ms instead
 * of 0.005, and the dashboard's one statement recompiled all its reads on every call). A limit
 * written as `cast(? as integer)` stays a bound value the planner does not read, so the statement
 * runs as it was compiled.
 *
 * Kysely binds every `.limit(n)` and `.offset(n)` and writes them as `limit ?` and `offset ?`
 * (its compiler's `visitLimit`/`visitOffset`); the statement cache (statement-cache.ts) rewrites
 * the SQL text once per distinct statement, before SQLite prepares it, so a query pays nothing
 * for it when its statement is kept (docs/architecture.md, "Dialect SQL").
 */
export function castBoundLimits(sql: string): string {
  if (!sql.includes('limit ?') && !sql.includes('offset ?')) return sql;
  let written = '';
  let copied = 0;
  let at = 0;
  while (at < sql.length) {
    const char = sql[at]!;
    const skipTo = endOfSkipped(sql, at, char);
    if (skipTo !== undefined) {
      at = skipTo;
      continue;
    }
    if (char === '?' && isBoundLimit(sql, at)) {
      written += `${sql.slice(copied, at)}cast(? as integer)`;
      copied = at + 1;
    }
    at++;
  }
  return copied === 0 ? sql : written + sql.slice(copied);
}

/** Where text that is no SQL keyword ends when it starts at `at`: a literal, a quoted name, a comment. */
function endOfSkipped(sql: string, at: number, char: string): number | undefined {
  if (char === "'" || char === '"' || char === '`') return endOfQuoted(sql, at, char);
  if (char === '[') return endAfter(sql, at + 1, ']');
  if (char === '-' && sql[at + 1] === '-') return endAfter(sql, at + 2, '\n');
  if (char === '/' && sql[at + 1] === '*') return endAfter(sql, at + 2, '*/');
  return undefined;
}

/** Past the closing quote of a quoted text starting at `at`; a doubled quote is one quote within it. */
function endOfQuoted(sql: string, at: number, quote: string): number {
  let end = at + 1;
  for (;;) {
    const close = sql.indexOf(quote, end);
    if (close < 0) return sql.length;
    if (sql[close + 1] !== quote) return close + 1;
    end = close + 2;
  }
}

function endAfter(sql: string, from: number, closing: string): number {
  const close = sql.indexOf(closing, from);
  return close < 0 ? sql.length : close + closing.length;
}

/** Whether the `?` at `at` is a bare placeholder right after the keyword LIMIT or OFFSET. */
function isBoundLimit(sql: string, at: number): boolean {
  if (/[0-9]/.test(sql[at + 1] ?? '')) return false; // `?NNN`, a numbered parameter: not Kysely's
  for (const keyword of ['limit ', 'offset ']) {
    const start = at - keyword.length;
    if (start >= 0 && sql.startsWith(keyword, start) && !/[\w$]/.test(sql[start - 1] ?? '')) return true;
  }
  return false;
}
