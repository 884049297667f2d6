import { createHash } from 'node:crypto';

/**
 * Rendered public pages kept in memory, so a menu of hundreds of drinks is read and written once
 * rather than on every guest's request (docs/architecture.md, "Public pages"). An entry is good
 * while its collection's `version` is the one the database holds now (any change to the
 * collection or its drinks raises it, on whichever instance) and for `STOCK_FRESH_MS` at most,
 * since stock changes in the storage area without touching drinks. The page's address (its
 * public id) is always looked up first, so a page switched off answers 404 at once. Bounded by
 * total size; the oldest entry goes first.
 */

export interface RenderedPage {
  html: string;
  etag: string;
}

interface Entry extends RenderedPage {
  version: number;
  renderedAt: number;
}

/** How old the stock a cached page shows may be. */
export const STOCK_FRESH_MS = 10_000;
const MAX_BYTES = 16 * 1024 * 1024;

export class PublicPageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly clock: () => number) {}

  async page(key: string, version: number, render: () => Promise<string>): Promise<RenderedPage> {
    const now = this.clock();
    const held = this.entries.get(key);
    if (held && held.version === version && now - held.renderedAt < STOCK_FRESH_MS) return held;
    const html = await render();
    const entry = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"`, version, renderedAt: now };
    this.forget(key);
    this.entries.set(key, entry);
    this.bytes += html.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.forget(oldest);
    }
    return entry;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.html.length;
    this.entries.delete(key);
  }
}
