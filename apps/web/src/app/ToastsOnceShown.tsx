import { useNotifications } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';

/**
 * The toasts' container (Toasts.tsx), fetched only when the first toast is shown (every toast goes
 * through shared/notify.tsx, into Mantine's notifications store): a page nobody is told anything on
 * does not fetch it. The toast waits in the store while the container comes, and appears once it
 * has; the container then stays, so later toasts appear at once. A fetch that fails (offline before
 * the service worker holds the app, or the server away) is tried again with the next toast, and the
 * toasts still waiting then appear with it.
 */
export function toastsOnceShown(load: () => Promise<{ default: ComponentType }>) {
  let Loaded: ComponentType | null = null;
  let loading = false;
  return function ToastsOnceShown() {
    const { notifications } = useNotifications();
    const [, arrived] = useState(0);
    // After every draw (the store's changes are what draw it): a failed fetch is tried with the next toast.
    useEffect(() => {
      if (Loaded || loading || !notifications.length) return;
      loading = true;
      load().then(
        (module) => {
          Loaded = module.default;
          arrived(1);
        },
        () => (loading = false),
      );
    });
    return Loaded && <Loaded />;
  };
}
