/**
 * Runs `work` once the browser has nothing more urgent to do (after the first paint), or soon
 * where it cannot tell (no `requestIdleCallback`: Safari, the test DOM).
 */
export function whenIdle(work: () => void): void {
  if (typeof window === 'undefined') return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => work(), { timeout: 2000 });
  else setTimeout(work, 200);
}
