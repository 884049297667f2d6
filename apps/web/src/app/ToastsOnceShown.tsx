import { useNotifications } from '@mantine/notifications';
import { Suspense, useState, type ComponentType } from 'react';
import { lazyOrNothing } from './lazy-or-nothing';

/**
 * The toasts' container (Toasts.tsx), fetched only when the first toast is shown (every toast goes
 * through shared/notify.tsx, into Mantine's notifications store): a page nobody is told anything on
 * does not fetch it. The toast waits in the store while the container comes, and appears once it
 * has; the container then stays, so later toasts appear at once.
 */
export function toastsOnceShown(load: () => Promise<{ default: ComponentType }>) {
  const { Component: Toasts } = lazyOrNothing(load);
  return function ToastsOnceShown() {
    const { notifications } = useNotifications();
    const [shown, setShown] = useState(false);
    if (!shown && notifications.length > 0) setShown(true);
    return (
      shown && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )
    );
  };
}
