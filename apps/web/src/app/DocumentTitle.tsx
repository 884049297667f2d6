import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from './route-types';

/**
 * The page title is the route's name, the innermost matching route's. Set
 * here, once for the whole tree, because a parent's effect would run after (and overwrite) a child's.
 */
export function DocumentTitle() {
  const matches = useMatches();
  // Set again on every navigation, not only when the name changes: a page that wrote its own
  // title (the tracker's running clock, the 404) never leaves it behind on the next page.
  const { key } = useLocation();
  const { t } = useTranslation();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .filter(Boolean)
    .at(-1);
  const title = titleKey ? t(titleKey) : null;

  useEffect(() => {
    if (title) document.title = `${title} · ${t('common.appName')}`;
  }, [title, t, key]);

  return null;
}
