import { useId, type ComponentType, type ReactNode } from 'react';
import type { HoldFocus } from './focus-handover';
import { lazyPart, type LazyPart } from './lazy-part';

/** What a field's chunk gives: the field, and the focus handover (focus-handover.ts) that comes with it. */
export interface LoadedField<P> {
  field: ComponentType<P>;
  heldFocus: HoldFocus;
}

/**
 * A form field loaded after the first paint (lazyPart): its stand-in and the field itself get one
 * id (the caller's, or one of their own), so a person typing into the stand-in when the field
 * comes keeps the focus, the caret and what they typed (focus-handover.ts).
 */
export function lazyField<P extends { id?: string }>(
  load: () => Promise<LoadedField<P>>,
  fallback: (props: P) => ReactNode,
): LazyPart<P> {
  let holdFocus: HoldFocus = () => null;
  const part = lazyPart(
    () =>
      load().then((loaded) => {
        holdFocus = loaded.heldFocus;
        return loaded.field;
      }),
    fallback,
    () => holdFocus(),
  );
  function Field(props: P) {
    const own = useId();
    return <part.Component {...props} id={props.id ?? own} />;
  }
  return { Component: Field, preload: part.preload };
}
