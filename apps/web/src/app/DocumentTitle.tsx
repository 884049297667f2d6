import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation } from 'react-router';
import { routes } from './area-registry';
import { RedirectsContext } from '../shared/Redirect';

/**
 * The page title is the name of the page shown: the innermost matching route's. Set here, once
 * for the whole tree, because a parent's effect would run after (and overwrite) a child's. A page
 * that only redirects (it draws `<Redirect>`, shared/Redirect.tsx) is not shown, so its name is
 * never set; a route without a name (the 404 while its page loads) shows the app's name rather
 * than the last page's.
 */
export function DocumentTitle() {
  // Set again on every navigation, not only when the name changes: a page that wrote its own
  // title (the tracker's running clock, the 404) never leaves it behind on the next page.
  const { key, pathname } = useLocation();
  const { t } = useTranslation();
  const redirects = useContext(RedirectsContext);
  const titleKey = (matchRoutes([...routes], pathname) ?? [])
    .map((match) => match.route.titleKey)
    .filter(Boolean)
    .at(-1);
  const title = titleKey ? t(titleKey) : null;

  useEffect(() => {
    if (redirects && redirects.pending > 0) return;
    const appName = t('common.appName');
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, t, key, redirects]);

  return null;
}
