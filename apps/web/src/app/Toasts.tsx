import { Notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@ordna/contract/kernel/constants';

/**
 * Where the app's toasts (shared/notify.tsx) appear. Loaded after the first paint (App.tsx): the
 * container with its transitions and swipe handling is about 10 kB gzip of the first load, and a
 * toast shown before it arrives waits in the notifications store and appears once it does.
 */
export default function Toasts() {
  return <Notifications position="top-center" autoClose={TOAST_TIMEOUT_MS} zIndex={1000} />;
}
