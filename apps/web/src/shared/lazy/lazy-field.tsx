import { useId, type ComponentType, type ReactNode } from 'react';
import { lazyPart, type LazyPart } from './lazy-part';

/**
 * A form field loaded after the first paint (lazyPart): its stand-in and the field itself get one
 * id (the caller's, or one of their own), so a person typing into the stand-in when the field
 * comes keeps the focus, the caret and what they typed (focus-handover.ts).
 */
export function lazyField<P extends { id?: string }>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
): LazyPart<P> {
  const part = lazyPart(load, fallback);
  function Field(props: P) {
    const own = useId();
    return <part.Component {...props} id={props.id ?? own} />;
  }
  return { Component: Field, preload: part.preload };
}
