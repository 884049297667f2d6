import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../api/use-session';
import { RedirectsContext } from '../shared/Redirect';
import { DocumentTitle } from './DocumentTitle';
import { PageLoader } from './PageLoader';
import { preloadable } from './preloadable';
import type { ShellProps } from './Shell';

/**
 * The signed-in frame (header, side bar, second bar) is a chunk of its own: the sign-in pages
 * never need it. main.tsx preloads it for a signed-in person, so it shows without a wait.
 */
const shell = preloadable(() => import('./Shell').then((module) => module.Shell));
// The console's key listener and its overlay slot: loaded after the first paint, not in the first load.
const overlays = preloadable(() => import('./AreaOverlays').then((module) => module.AreaOverlays));
export const preloadShell = shell.preload;

/** Every page's frame: the full shell for a signed-in person, the bare page otherwise (sign-in pages). */
export function Layout(props: ShellProps) {
  const user = useSession();
  const [redirects] = useState(() => ({ pending: 0 }));
  return (
    <RedirectsContext value={redirects}>
      <DocumentTitle />
      <Suspense fallback={null}>
        <overlays.Component />
      </Suspense>
      {user ? (
        <Suspense fallback={<PageLoader />}>
          <shell.Component {...props} />
        </Suspense>
      ) : (
        // The sign-in pages have no shell; their content is still the page's one main landmark.
        <main id="main-content">
          <Outlet />
        </main>
      )}
    </RedirectsContext>
  );
}
