/**
 * Lets other requests' work run before going on: a long job in batches (an account import and
 * its rebuilds) awaits it between its transactions, so SQLite's one writer goes to others there.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
