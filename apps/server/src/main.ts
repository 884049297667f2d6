import v8 from 'node:v8';

/** How far the old generation may grow past what survived the last full collection (README, "Memory"). */
const HEAP_GROWING_PERCENT = 20;

// V8 lets the young generation grow to 2 × 16 MiB under load and keeps it; it stays at its first
// size, 2 × 1 MiB, where a request's short-lived garbage is still collected young and the server
// stays small on a small box. Set before any module loads (start-server.ts): loading them alone
// grew it to 2 × 4 MiB. `--max-semi-space-size` given here would change nothing (V8 reads it only
// at its start), hence the growth factor (README, "Memory").
v8.setFlagsFromString('--semi-space-growth-factor=1');
// After each full collection V8 lets the old generation grow to up to 4× what survived it while
// objects are made fast, and keeps the pages until the load stops (the server lives on ~45 MB;
// a 40 MB-live churn reached a 311 MB heap, 101 MB at 1.2×): more frequent full collections
// instead (README, "Memory").
v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

// Only now the server's modules: V8's flags above hold for what loading them allocates too.
await import('./start-server');
