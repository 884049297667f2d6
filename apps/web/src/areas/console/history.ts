/** Where this device keeps the lines it ran, newest last, and how many. */
export const HISTORY_KEY = 'ordna.console.history';
export const HISTORY_LIMIT = 100;

/** The lines this device ran before (nothing when storage is missing, full or unreadable). */
export function loadHistory(storage: Storage | null = globalThis.localStorage ?? null): string[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((line): line is string => typeof line === 'string') : [];
  } catch {
    return [];
  }
}

/** The history with `line` added last: a repeat of the last line is kept once, the oldest go past the limit. */
export function withLine(history: readonly string[], line: string, limit = HISTORY_LIMIT): string[] {
  const trimmed = line.trim();
  if (!trimmed || history.at(-1) === trimmed) return [...history];
  return [...history, trimmed].slice(-limit);
}

export function saveHistory(
  history: readonly string[],
  storage: Storage | null = globalThis.localStorage ?? null,
): void {
  try {
    storage?.setItem(HISTORY_KEY, JSON.stringify(history));
  } catch {
    // A full quota or private mode: the history still works until the page closes.
  }
}

/**
 * Up and down through the history, as a shell does: `at` is the place being shown (history.length
 * is the line being written); returns the new place, or null when there is nowhere further to go.
 */
export function stepHistory(length: number, at: number, step: -1 | 1): number | null {
  const next = at + step;
  return next < 0 || next > length ? null : next;
}
