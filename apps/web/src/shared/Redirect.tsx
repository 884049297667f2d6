import { createContext, useContext, useLayoutEffect } from 'react';
import { Navigate, type NavigateProps } from 'react-router';

/**
 * How many redirects the page being drawn holds, for the page title (app/DocumentTitle.tsx):
 * a page that only redirects is never shown, so its name never becomes the title, not even for
 * a moment (a signed-in /Auth once stayed titled "Two-factor sign-in" on Home).
 */
export const RedirectsContext = createContext<{ pending: number } | null>(null);

/**
 * `<Navigate>` for a page that, drawn, goes elsewhere. It counts itself in a layout effect,
 * which runs before the title's (passive) effect of the same drawing.
 */
export function Redirect(props: NavigateProps) {
  const redirects = useContext(RedirectsContext);
  useLayoutEffect(() => {
    if (!redirects) return;
    redirects.pending++;
    return () => void redirects.pending--;
  }, [redirects]);
  return <Navigate {...props} />;
}
