import type { CDPSession, Page } from 'playwright-core';

export interface PageLoad {
  /** Bytes on the wire (headers and bodies) of every response, from CDP's encodedDataLength. */
  transferred: number;
  byType: Map<string, { count: number; bytes: number }>;
  requests: number;
  revalidated304: number;
  /** Answered from the browser cache without asking the server. */
  fromCache: number;
  /** content-encoding and cache-control of the module entry script as served ('none' when absent). */
  entryEncoding: string;
  entryCacheControl: string;
  /** Largest contentful paint, ms after navigation start; null when the browser reported none. */
  lcp: number | null;
}

/** Throttles the page's network the way the brief's "slow home connection" is defined: 10 Mb/s down, 40 ms round trip. */
export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 10_000_000 / 8,
    // Uploads are tiny here; -1 leaves them unthrottled.
    uploadThroughput: -1,
  });
}

/**
 * The last largest-contentful-paint entry (ms after navigation start), or null. A string because it
 * runs in the page, and bench, a Node project, does not load the DOM types it would need.
 */
const LARGEST_PAINT = `new Promise((resolve) => {
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries();
    observer.disconnect();
    resolve(entries.length ? entries[entries.length - 1].startTime : null);
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(null), 2000);
})`;

/** Loads url in page, waits until the network is idle, and reports what crossed the (emulated) wire. */
export async function loadAndMeasure(page: Page, cdp: CDPSession, url: string): Promise<PageLoad> {
  const load: PageLoad = {
    transferred: 0,
    byType: new Map(),
    requests: 0,
    revalidated304: 0,
    fromCache: 0,
    entryEncoding: 'none',
    entryCacheControl: 'none',
    lcp: null,
  };
  const typeOf = new Map<string, string>();
  const onRequest = () => load.requests++;
  const onResponse = (event: {
    requestId: string;
    type: string;
    response: { status: number; url: string; headers: Record<string, string>; fromDiskCache?: boolean };
  }) => {
    typeOf.set(event.requestId, event.type);
    if (event.response.status === 304) load.revalidated304++;
    if (event.response.fromDiskCache) load.fromCache++;
    if (/\/assets\/index-[^/]+\.js$/.test(event.response.url)) {
      load.entryEncoding = event.response.headers['content-encoding'] ?? 'none';
      load.entryCacheControl = event.response.headers['cache-control'] ?? 'none';
    }
  };
  const onMemoryCache = () => load.fromCache++;
  const onFinished = (event: { requestId: string; encodedDataLength: number }) => {
    load.transferred += event.encodedDataLength;
    const type = typeOf.get(event.requestId) ?? 'Other';
    const entry = load.byType.get(type) ?? { count: 0, bytes: 0 };
    entry.count++;
    entry.bytes += event.encodedDataLength;
    load.byType.set(type, entry);
  };
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.requestServedFromCache', onMemoryCache);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    load.lcp = (await page.evaluate(LARGEST_PAINT)) as number | null;
  } finally {
    cdp.off('Network.requestWillBeSent', onRequest);
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.requestServedFromCache', onMemoryCache);
    cdp.off('Network.loadingFinished', onFinished);
  }
  return load;
}
