/// <reference types="vite-plugin-pwa/vanillajs" />
import i18next from 'i18next';
import { registerSW } from 'virtual:pwa-register';
import { offerAction } from '../../shared/notify';

/** The toast's id: a second new version replaces the offer rather than stacking another. */
const UPDATE_TOAST = 'ordna-update-available';

/**
 * Registers the service worker (build/pwa.ts; docs/architecture.md, "Offline"). A new version
 * waits until the person chooses: the toast "Update available" offers Reload, which lets the new
 * worker take over and reloads the page. Runs after the first paint (main.tsx), so the first
 * load carries none of it.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      offerAction({
        id: UPDATE_TOAST,
        message: i18next.t('common.update.available'),
        actionLabel: i18next.t('common.update.reload'),
        closeLabel: i18next.t('common.close'),
        onAction: () => void update(true),
      }),
  });
}

/** Starts the worker once the page has loaded: its install then competes with nothing the page needs. */
export function registerWorkerAfterLoad(): void {
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}
