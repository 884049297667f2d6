import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RefObject, Ref } from 'react';
import type { SubGroupSummary } from '@ordna/contract/time';
import { lazyPart } from '../../../shared/lazy/lazy-part';
import classes from './time.module.css';

/** What the stamp-in's name field is given by its form (StampInForm.tsx). */
export interface StampNameFieldProps {
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

/** The name field as a plain text field: typing and Enter work at once; suggestions come with the pick-list. */
function PlainNameField({ nameRef, placeholder, name, error, autoFocus, onName }: StampNameFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      ref={nameRef}
      className={classes.stampInName}
      size="md"
      aria-label={t('time.stampIn.label')}
      placeholder={placeholder}
      value={name}
      error={error}
      autoFocus={autoFocus}
      autoComplete="off"
      onChange={(event) => onName(event.currentTarget.value)}
    />
  );
}

const field = lazyPart<StampNameFieldProps>(
  () => import('./StampSuggestions').then((module) => module.StampSuggestions),
  PlainNameField,
);
// Fetched as soon as a page with the stamp-in loads, beside the page's own data.
void field.preload();
export const preloadStampNameField = field.preload;

/**
 * The stamp-in's name field with its suggestions (Mantine's Combobox and floating-ui, ~30 kB gzip)
 * fetched after the page's first load (docs/architecture.md, "Bundle budget"): until then a plain
 * text field of the same size, which already takes the name and Enter.
 */
export const StampNameField = field.Component;
