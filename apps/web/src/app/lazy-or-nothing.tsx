import { lazy, type ComponentType } from 'react';

function Nothing() {
  return null;
}

/**
 * A component loaded after the first paint (docs/architecture.md, "Bundle budget") that draws
 * nothing when its chunk cannot be fetched — offline before the service worker holds the app, or
 * the server away — instead of taking the whole app down with it. `preload` starts the fetch early
 * (while the connection is there) so the component is ready when it is first drawn.
 */
export function lazyOrNothing(load: () => Promise<{ default: ComponentType }>) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().catch(() => ({ default: Nothing }));
    return loading;
  };
  return { Component: lazy(preload), preload };
}
