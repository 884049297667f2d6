import { TextInput } from '@mantine/core';
import type { DatePickerInputProps, DatePickerType, DateValue } from '@mantine/dates';
import type { ComponentType } from 'react';
import { lazyField } from './lazy-field';

type AnyPickerProps = DatePickerInputProps<DatePickerType>;

const shownDate = (value: DateValue | undefined) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? '');

/** The picker's field until its chunk has come: the same label, box and chosen dates (as YYYY-MM-DD), read-only. */
function PickerStandIn(props: AnyPickerProps) {
  const { value, label, description, error, leftSection, disabled, size, w, style, className, placeholder, id } = props;
  const dates = Array.isArray(value) ? value.map(shownDate).filter(Boolean) : [shownDate(value as DateValue)];
  return (
    <TextInput
      readOnly
      aria-label={props['aria-label']}
      value={dates.join(' – ')}
      {...{ label, description, error, leftSection, disabled, size, w, style, className, placeholder, id }}
    />
  );
}

const picker = lazyField<AnyPickerProps>(
  () =>
    import('./mantine-dates').then((module) => ({
      field: module.MantineDatePickerInput as ComponentType<AnyPickerProps>,
      heldFocus: module.heldFocus,
    })),
  PickerStandIn,
);
// Fetched as soon as a page with a date field loads, beside the page's own data.
void picker.preload();
export const preloadDatePicker = picker.preload;

/**
 * Mantine's DatePickerInput with the dates package, its styles and dayjs' Swedish (~30 kB gzip)
 * fetched after the page's first load (docs/architecture.md, "Bundle budget"): until it has come a
 * read-only field of the same size shows the chosen dates. Takes `locale` and `firstDayOfWeek` as props.
 */
export function DatePickerInput<Type extends DatePickerType = 'default'>(props: DatePickerInputProps<Type>) {
  // The loaded picker is the same generic component: only the type parameter is forgotten here.
  return <picker.Component {...(props as AnyPickerProps)} />;
}
