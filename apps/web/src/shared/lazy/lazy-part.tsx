import { Suspense, use, type ComponentType, type ReactNode } from 'react';

/** A part of a page in a chunk of its own: `Component` draws it, `preload()` starts fetching it. */
export interface LazyPart<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<ComponentType<P> | null>;
}

/**
 * Keeps a part out of its page's first load (docs/architecture.md, "Bundle budget") and still
 * draws it without a jump: `fallback` (given the same props) stands in while the chunk comes, and
 * stays when it cannot be fetched (offline before the service worker holds the app), so the page
 * keeps standing; a later `preload()` tries again. Once the chunk has come, the part renders at
 * once, always inside the same <Suspense>, so its state survives the swap.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P> | null> | null = null;
  let failed = false;
  const preload = () => {
    if (failed) loading = null;
    failed = false;
    return (loading ??= load().then(
      (component) => (loaded = component),
      () => {
        failed = true;
        return null;
      },
    ));
  };
  function Loading(props: P) {
    const Part = loaded ?? use(loading ?? preload());
    return Part ? <Part {...props} /> : fallback(props);
  }
  function Component(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loading {...props} />
      </Suspense>
    );
  }
  return { Component, preload };
}
