import type { RefObject, Ref } from 'react';
import type { SubGroupSummary } from '@ordna/contract/time';
import classes from './time.module.css';

/** What the stamp-in's name field is given by its form (StampInForm.tsx). */
export interface StampNameFieldProps {
  /** Shared by the plain field and the one with suggestions, so the focus passes between them (lazy-field.tsx). */
  id?: string | undefined;
  nameRef?: Ref<HTMLInputElement> | undefined;
  placeholder: string;
  name: string;
  error: string | null;
  autoFocus?: boolean | undefined;
  onName: (name: string) => void;
  /** Starts the sub group chosen from the suggestions. */
  onChoose: (subGroupId: string) => void;
  /** Set to close the suggestions, for the form to call when it starts a stamp. */
  closer: RefObject<() => void>;
  showDropdown: boolean;
  suggestions: readonly SubGroupSummary[];
  runningIds: ReadonlySet<string>;
  /** A suggestion's group's name, shown beside it (left out when the form is for one group). */
  groupName?: ((timeGroupId: string) => string) | undefined;
  /** "Enter starts “X” in Y", when what is typed is new. */
  newHint: string | null;
}

/** The name field's own props, the same before and after its suggestions have come. */
export function nameInputProps(
  { id, nameRef, placeholder, name, error, autoFocus }: StampNameFieldProps,
  label: string,
) {
  return {
    id,
    ref: nameRef,
    className: classes.stampInName,
    size: 'md',
    'aria-label': label,
    placeholder,
    value: name,
    error,
    autoFocus,
    autoComplete: 'off',
  } as const;
}
