import { matchRoutes } from 'react-router';
import { session } from '../api/session';
import { navAreas, routes } from './area-registry';
import { collectionLinksOf } from './collection-links';
import { areaOf } from './current-area';
import { preloadShell } from './Layout';
import { preloadableOf } from './preloadable';

/**
 * Starts loading the first screen's code at start-up, beside the person's language, instead of
 * one after the other once React renders: the page at this address (if the person may open it)
 * and, for a signed-in person, the signed-in frame and the current area's side-bar links.
 *
 * Settles (never rejects) once each has come or failed: main.tsx renders then, so the first
 * commit holds the page itself. Rendering earlier would show the page loader first, and React
 * holds back the content that replaces a fallback until 300 ms after the latest fallback showed
 * (the toasts' and write queue's loads show theirs too): a cold /login painted ~300 ms late.
 * A chunk that fails here is loaded again when it renders, which shows the failure.
 */
export function preloadFirstScreen(pathname: string): Promise<void> {
  const signedIn = session.current !== null;
  const loads: Promise<unknown>[] = [];
  for (const { route } of matchRoutes([...routes], pathname) ?? []) {
    if (signedIn || route.access === 'none') loads.push(preloadableOf(route.page).preload());
  }
  if (signedIn) {
    loads.push(preloadShell());
    const collections = areaOf(pathname, navAreas)?.collections;
    if (collections) loads.push(collectionLinksOf(collections).preload());
  }
  return Promise.allSettled(loads).then(() => undefined);
}
