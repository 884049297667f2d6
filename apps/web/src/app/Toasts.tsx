import { MantineThemeProvider, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@ordna/contract/kernel/constants';
import { useTranslation } from 'react-i18next';
import { useKeyboardInset } from './use-keyboard-inset';

/**
 * Where the app's toasts (shared/notify.tsx) appear. Fetched when the first toast is shown
 * (ToastsOnceShown.tsx): the container with its transitions and swipe handling is about 13 kB gzip
 * no page needs until then, and the toast waits in the notifications store and appears once it
 * has come.
 *
 * On a wide screen at the top, in the header's empty middle. On a phone (below the width where
 * the side bar folds behind the burger, Shell.tsx) the header is all controls (the burger, the
 * brand) and the page's title and actions sit right under it, so toasts come up from the foot
 * instead, within the thumb's reach, clear of the home indicator (global.css, `.ordna-toasts`) and
 * above the on-screen keyboard while one is up (use-keyboard-inset.ts).
 */
export default function Toasts() {
  const { breakpoints } = useMantineTheme();
  const { t } = useTranslation();
  useKeyboardInset();
  // Read at once, so a toast shown as the container arrives does not move after it appears.
  const wide = useMediaQuery(`(min-width: ${breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  // Every toast's close button is named in the person's language (axe: buttons need a name).
  const closeNamed = {
    components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } } },
  };
  return (
    <MantineThemeProvider theme={closeNamed}>
      <Notifications
        className="ordna-toasts"
        position={wide ? 'top-center' : 'bottom-center'}
        autoClose={TOAST_TIMEOUT_MS}
        zIndex={1000}
      />
    </MantineThemeProvider>
  );
}
