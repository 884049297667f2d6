import { TextInput } from '@mantine/core';
import { lazyField } from '../../../shared/lazy/lazy-field';
import type { SubGroupNameProps } from './sub-group-name-input';

/** The name as a plain text field until the suggestions have come: typing works at once. */
export function PlainName({ label, description, value, onChange, error, id }: SubGroupNameProps) {
  return (
    <TextInput
      id={id}
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      required
      autoComplete="off"
    />
  );
}

const field = lazyField<SubGroupNameProps>(
  () =>
    import('./SubGroupNameSuggestions').then((module) => ({
      field: module.SubGroupNameSuggestions,
      heldFocus: module.heldFocus,
    })),
  PlainName,
);
// Fetched as soon as a page with the rule form loads, beside the page's own data.
void field.preload();
export const preloadSubGroupNameField = field.preload;

/**
 * The rule's sub group name, suggesting the time group's sub groups (Mantine's Autocomplete and
 * floating-ui, loaded after the page's first paint: docs/architecture.md, "Bundle budget"). Until
 * they have come a text field of the same size and id takes the name; what is typed (held by the
 * form), the focus and the caret stay (lazy-field.tsx).
 */
export const SubGroupNameField = field.Component;
