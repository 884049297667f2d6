import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import { heldFocus } from './focus-handover';
import type { LoadedField } from './lazy-field';

/** A part's chunk load that the test lets through when it says so (a slow network, on cue). */
export function heldLoad<T>(value: T) {
  let release!: () => void;
  const load = () => new Promise<T>((resolve) => (release = () => resolve(value)));
  return { load, release: () => release() };
}

/** A field's chunk (the field and the focus handover it carries, lazy-field.tsx) that comes when the test says. */
export function heldField<P>(field: ComponentType<P>) {
  const held = heldLoad<LoadedField<P>>({ field, heldFocus });
  return { load: held.load, release: () => act(async () => held.release()) };
}
