import { expect, type Page } from '@playwright/test';

/**
 * Notes every toast shown from now on, for a journey whose check is a toast's words themselves (a
 * message the spec words). A success toast closes after 1 s (the spec), which a busy machine's
 * polling of the page can miss; a MutationObserver in the page sees it however briefly it stays.
 * Call it before the action; `shown(words)` waits until a toast with those words has been shown.
 * The page stays the same document in between (a navigation forgets what was noted).
 */
export async function watchToasts(page: Page): Promise<{ shown: (words: string) => Promise<void> }> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    const note = () => {
      document.querySelectorAll('.ordna-toasts [role="alert"]').forEach((toast) => {
        if (toast.textContent) seen.add(toast.textContent);
      });
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
    note();
    (window as unknown as { ordnaToastsSeen: Set<string> }).ordnaToastsSeen = seen;
  });
  return {
    shown: (words) =>
      expect
        .poll(() =>
          page.evaluate((words) => {
            const seen = (window as unknown as { ordnaToastsSeen: Set<string> }).ordnaToastsSeen;
            return [...seen].some((text) => text.includes(words));
          }, words),
        )
        .toBe(true),
  };
}
