import { matchRoutes } from 'react-router';
import { session } from '../api/session';
import { navAreas, routes } from './area-registry';
import { collectionLinksOf } from './collection-links';
import { areaOf } from './current-area';
import { preloadShell } from './Layout';
import { preloadableOf } from './preloadable';

const ignore = () => {
  // A chunk that fails here is loaded again when it renders, which shows the failure.
};

/**
 * Starts loading the first screen's code at start-up, beside the person's language, instead of
 * one after the other once React renders: the page at this address (if the person may open it)
 * and, for a signed-in person, the signed-in frame and the current area's side-bar links.
 */
export function preloadFirstScreen(pathname: string): void {
  const signedIn = session.current !== null;
  for (const { route } of matchRoutes([...routes], pathname) ?? []) {
    if (signedIn || route.access === 'none') preloadableOf(route.page).preload().catch(ignore);
  }
  if (!signedIn) return;
  preloadShell().catch(ignore);
  const collections = areaOf(pathname, navAreas)?.collections;
  if (collections) collectionLinksOf(collections).preload().catch(ignore);
}
