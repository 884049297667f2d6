import { expect, type Page } from '@playwright/test';

/** Waits until the service worker controls the page, so a reload without a connection still opens the app. */
export async function workerControls(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

/**
 * What this device keeps for reading offline (web `shared/kept-on-device.ts`) under a key, by
 * default the person's persisted query cache, as stored text ('' for nothing; a value kept as
 * an object comes back as its JSON).
 */
export async function keptOnDevice(page: Page, personId: string, key = `ordna.cache.${personId}`): Promise<string> {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('ordna-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve('');
          const read = db.transaction('kept').objectStore('kept').get(key);
          read.onsuccess = () =>
            resolve(
              read.result === undefined
                ? ''
                : typeof read.result === 'string'
                  ? read.result
                  : JSON.stringify(read.result),
            );
          read.onerror = () => reject(read.error);
        };
      }),
    key,
  );
}
