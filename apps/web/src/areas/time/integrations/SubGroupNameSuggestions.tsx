import { Autocomplete } from '@mantine/core';
import { useCarriedFocus } from '../../../shared/lazy/carried-focus';
import type { SubGroupNamePartProps } from './sub-group-name-input';

/** The rule's sub group name with its suggestions (SubGroupNameField.tsx loads it after the first paint). */
export function SubGroupNameSuggestions({ carrier, ...props }: SubGroupNamePartProps) {
  const field = useCarriedFocus(carrier);
  return <Autocomplete ref={field} {...props} selectFirstOptionOnChange required />;
}
