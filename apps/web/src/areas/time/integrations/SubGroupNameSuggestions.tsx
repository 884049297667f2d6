import { Autocomplete } from '@mantine/core';
import type { SubGroupNameProps } from './sub-group-name-input';

export { heldFocus } from '../../../shared/lazy/focus-handover';

/** The rule's sub group name with its suggestions (SubGroupNameField.tsx loads it after the first paint). */
export function SubGroupNameSuggestions(props: SubGroupNameProps) {
  return <Autocomplete {...props} selectFirstOptionOnChange required />;
}
