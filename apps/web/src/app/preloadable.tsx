import { lazy, type ComponentType } from 'react';

/** A component in a chunk of its own: `preload()` starts loading it; `Component` renders it. */
export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<ComponentType<P>>;
}

/**
 * Keeps code out of the first load and still shows it without a flash: `Component` suspends
 * (to the nearest <Suspense>, through React.lazy) only while the chunk is on its way and renders
 * at once when it has come, so a preload started early (main.tsx) leaves nothing to wait for.
 * `preload()` tries again after a failed load.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}

type Loader = () => Promise<{ default: ComponentType }>;
const byLoader = new Map<Loader, Preloadable<object>>();

/** One Preloadable per lazy declaration (an area's page or links), so every render keeps the same component. */
export function preloadableOf(load: Loader): Preloadable<object> {
  let made = byLoader.get(load);
  if (!made) {
    made = preloadable(() => load().then((module) => module.default));
    byLoader.set(load, made);
  }
  return made;
}
