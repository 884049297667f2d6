import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { HoldFocus } from './focus-handover';

/** A part of a page in a chunk of its own: `Component` draws it, `preload()` starts fetching it. */
export interface LazyPart<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<ComponentType<P> | null>;
}

/**
 * Keeps a part out of its page's first load (docs/architecture.md, "Bundle budget") and still
 * draws it without a jump: `fallback` (given the same props) stands in while the chunk comes, and
 * stays when it cannot be fetched (offline before the service worker holds the app), so the page
 * keeps standing; a later `preload()` (or the next time the part is drawn) tries again. Once the
 * chunk has come, every part drawn from then on renders at once, with no stand-in first, and
 * in the same task as it came, so nothing a person types lands in between; `holdFocus` (a
 * field's, lazy-field.tsx) notes the focus just before and hands it over just after.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
  holdFocus: HoldFocus = () => null,
): LazyPart<P> {
  const Fallback = fallback;
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P> | null> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      () => {
        loading = null;
        return null;
      },
    ));
  function Component(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Part) return;
      let drawn = true;
      void preload().then((component) => {
        if (!drawn || !component) return;
        const focus = holdFocus();
        flushSync(() => setPart(() => component));
        focus?.handOver();
      });
      return () => {
        drawn = false;
      };
    }, [Part]);
    // The stand-in is drawn as a component of its own, so it may hold state (hooks) of its own.
    return Part ? <Part {...props} /> : <Fallback {...props} />;
  }
  return { Component, preload };
}
