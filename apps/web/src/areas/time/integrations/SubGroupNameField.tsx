import { TextInput } from '@mantine/core';
import { lazyPart, type LazyPart } from '../../../shared/lazy/lazy-part';
import { useCarriedFocus, useFocusCarrier } from '../../../shared/lazy/carried-focus';
import type { SubGroupNamePartProps, SubGroupNameProps } from './sub-group-name-input';

/** The name as a plain text field until the suggestions have come: typing works at once. */
export function PlainName({ label, description, value, onChange, error, carrier }: SubGroupNamePartProps) {
  const field = useCarriedFocus(carrier);
  return (
    <TextInput
      ref={field}
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

const field = lazyPart<SubGroupNamePartProps>(
  () => import('./SubGroupNameSuggestions').then((module) => module.SubGroupNameSuggestions),
  PlainName,
);
// Fetched as soon as a page with the rule form loads, beside the page's own data.
void field.preload();
export const preloadSubGroupNameField = field.preload;

/** The field drawn through `part`: plain until the suggestions have come (a test holds them back). */
export function subGroupNameFieldOn(part: LazyPart<SubGroupNamePartProps>) {
  return function SubGroupNameField(props: SubGroupNameProps) {
    const carrier = useFocusCarrier();
    return <part.Component {...props} carrier={carrier} />;
  };
}

/**
 * The rule's sub group name, suggesting the time group's sub groups (Mantine's Autocomplete and
 * floating-ui, loaded after the page's first paint: docs/architecture.md, "Bundle budget"). Until
 * they have come a text field of the same size takes the name; what is typed and the focus stay.
 */
export const SubGroupNameField = subGroupNameFieldOn(field);
