import { onlineManager } from '@tanstack/react-query';

/**
 * Starts the app's reads offline when the browser says it is. TanStack takes a page as online
 * until an `offline` event says otherwise, and a page opened without a connection never gets one:
 * its reads would run, fail, and turn the answers restored from the device into errors. Offline,
 * they pause instead (docs/architecture.md, "Offline reads") until the `online` event.
 */
export function startOnlineAsTheBrowserIs(): void {
  if (!navigator.onLine) onlineManager.setOnline(false);
}
