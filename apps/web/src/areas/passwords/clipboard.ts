/**
 * Copying a secret: it leaves the clipboard after 30 s, but only if the clipboard still holds
 * what was copied, so something the person copied since is never wiped. Where the browser will
 * not let the page read the clipboard, a copy or cut in this page since counts as "changed";
 * otherwise the secret is cleared.
 */
export const CLIPBOARD_CLEAR_MS = 30_000;

export interface ClipboardLike {
  writeText(text: string): Promise<void>;
  readText(): Promise<string>;
}

export class SecretClipboard {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private copiedSince = false;

  constructor(
    private readonly clipboard: () => ClipboardLike | undefined = () =>
      typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    target: Pick<Document, 'addEventListener'> | null = typeof document === 'undefined' ? null : document,
  ) {
    const changed = () => {
      this.copiedSince = true;
    };
    target?.addEventListener('copy', changed);
    target?.addEventListener('cut', changed);
  }

  /** Copies `text`; false when the browser refused. */
  async copy(text: string): Promise<boolean> {
    const clipboard = this.clipboard();
    if (!clipboard) return false;
    try {
      await clipboard.writeText(text);
    } catch {
      return false;
    }
    this.copiedSince = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.clearIfStill(text), CLIPBOARD_CLEAR_MS);
    return true;
  }

  private async clearIfStill(text: string): Promise<void> {
    this.timer = null;
    const clipboard = this.clipboard();
    if (!clipboard) return;
    let still: boolean;
    try {
      still = (await clipboard.readText()) === text;
    } catch {
      still = !this.copiedSince;
    }
    if (still) await clipboard.writeText('').catch(() => undefined);
  }
}

export const secretClipboard = new SecretClipboard();
