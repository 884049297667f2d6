import { useState, type ChangeEvent } from 'react';
import type { Refusal } from '@ordna/contract/kernel/refusals';
import { localizeRefusal } from '../../../i18n/refusals';

/**
 * Names and titles are never cut as they are typed (a cut loses text without a word): over the
 * limit the field says so, in the contract's own refusal text, translated, and the form will not
 * send it. Counted as the server stores it: trimmed, inner spaces folded.
 */
export function overLimit(value: string, max: number, refusal: Refusal): string | null {
  return value.trim().replace(/\s+/g, ' ').length > max ? localizeRefusal(refusal) : null;
}

/**
 * A text field held to `max` characters: what was typed, its error (over the limit as it is typed,
 * with `refusal`; or what the form sets), and `inputProps` for the field.
 */
export function useLimitedText(initial: string, max: number, refusal: Refusal) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    setValue,
    setError,
    inputProps: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.currentTarget.value);
        setError(overLimit(event.currentTarget.value, max, refusal));
      },
      error,
    },
  };
}
