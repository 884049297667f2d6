import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from './route-types';

/**
 * The page title is the route's name, the innermost matching route's. Set
 * here, once for the whole tree, because a parent's effect would run after (and overwrite) a child's.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const { t } = useTranslation();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .filter(Boolean)
    .at(-1);
  const title = titleKey ? t(titleKey) : null;

  useEffect(() => {
    if (title) document.title = `${title} · ${t('common.appName')}`;
  }, [title, t]);

  return null;
}
