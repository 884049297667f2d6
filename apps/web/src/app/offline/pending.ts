/**
 * How many changes made offline wait to be sent (docs/architecture.md, "Offline", "The write
 * queue"). A seam: none are kept yet, so always 0; the write queue replaces this file.
 */
export function usePendingChanges(): number {
  return 0;
}
