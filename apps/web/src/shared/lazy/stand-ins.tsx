import {
  NativeSelect,
  TextInput,
  type ComboboxData,
  type ComboboxItem,
  type MultiSelectProps,
  type NumberInputProps,
  type SelectProps,
} from '@mantine/core';
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';

/*
 * What a heavy input draws until Mantine's own has come (inputs.tsx): a native field with the same
 * label, value and box, so the page does not move when the real one takes its place, and a person
 * can already choose (a native select, with its own keyboard) or type (a text field).
 */

type Shared = Pick<
  SelectProps,
  | 'label'
  | 'aria-label'
  | 'description'
  | 'error'
  | 'required'
  | 'withAsterisk'
  | 'inputWrapperOrder'
  | 'leftSection'
  | 'rightSection'
  | 'rightSectionWidth'
  | 'disabled'
  | 'size'
  | 'radius'
  | 'variant'
  | 'w'
  | 'style'
  | 'className'
  | 'id'
  | 'name'
>;

/** The props every stand-in keeps: the label, help, error and box of the field. */
function shared(props: Shared): Shared {
  const { label, description, error, required, withAsterisk, inputWrapperOrder, leftSection } = props;
  const { rightSection, rightSectionWidth, disabled, size, radius, variant, w, style, className, id, name } = props;
  return {
    label,
    'aria-label': props['aria-label'],
    description,
    error,
    required,
    withAsterisk,
    inputWrapperOrder,
    leftSection,
    rightSection,
    rightSectionWidth,
    disabled,
    size,
    radius,
    variant,
    w,
    style,
    className,
    id,
    name,
  };
}

/** A pick-list's options as one flat list of value and label (groups' headings left out). */
export function itemsOf(data: ComboboxData | undefined): ComboboxItem[] {
  return (data ?? []).flatMap((entry) => {
    if (typeof entry === 'string') return [{ value: entry, label: entry }];
    if ('group' in entry) return itemsOf(entry.items as ComboboxData);
    return [{ value: entry.value, label: entry.label }];
  });
}

/** Mantine's Select, as a native select until it has come. */
export function SelectStandIn(props: SelectProps) {
  const items = itemsOf(props.data);
  const value = props.value ?? '';
  const empty = value === '' || props.clearable ? [{ value: '', label: props.placeholder ?? '' }] : [];
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = items.find((item) => item.value === event.currentTarget.value) ?? null;
    props.onChange?.(chosen?.value ?? null, chosen);
  };
  return (
    <NativeSelect
      {...shared(props)}
      data={[...empty, ...items]}
      value={value}
      onChange={choose}
      onFocus={(event) => delete event.currentTarget.dataset.typed}
      onKeyDown={noteTyped}
    />
  );
}

/**
 * Notes the letters typed into the native select (`data-typed`, read by focus-handover.ts), so a
 * searchable Select taking its place goes on searching with them; any other key starts over.
 */
function noteTyped(event: KeyboardEvent<HTMLSelectElement>) {
  const { key, ctrlKey, metaKey, altKey, currentTarget: field } = event;
  const letter = key.length === 1 && !ctrlKey && !metaKey && !altKey;
  field.dataset.typed = letter ? (field.dataset.typed ?? '') + key : '';
}

/** Mantine's MultiSelect, as a field naming what is chosen until it has come. */
export function MultiSelectStandIn(props: MultiSelectProps) {
  const items = itemsOf(props.data);
  const chosen = (props.value ?? []).map((value) => items.find((item) => item.value === value)?.label ?? value);
  return <TextInput {...shared(props)} readOnly value={chosen.join(', ')} placeholder={props.placeholder} />;
}

/** What a number field holds, read as Mantine's NumberInput reads it: a number, or the text while it is none yet. */
export function numberOf(
  text: string,
  decimalSeparator = '.',
  thousandSeparator: string | boolean = false,
): number | string {
  const grouping = typeof thousandSeparator === 'string' ? thousandSeparator : thousandSeparator ? ',' : '';
  const plain = (grouping ? text.split(grouping).join('') : text).replace(decimalSeparator, '.');
  return plain.trim() !== '' && !plain.endsWith('.') && Number.isFinite(Number(plain)) ? Number(plain) : text;
}

/** Mantine's NumberInput, as a text field that takes the same keys until it has come. */
export function NumberInputStandIn(props: NumberInputProps) {
  const { value, decimalSeparator, thousandSeparator, onChange, placeholder, inputMode } = props;
  // What was typed stays as typed (a separator, a trailing comma) while it still means the value held.
  const [typed, setTyped] = useState<string | null>(null);
  const written = typeof value === 'number' ? String(value).replace('.', decimalSeparator ?? '.') : (value ?? '');
  const shown = typed !== null && numberOf(typed, decimalSeparator, thousandSeparator) === value ? typed : written;
  const type = (text: string) => {
    setTyped(text);
    onChange?.(numberOf(text, decimalSeparator, thousandSeparator));
  };
  return (
    <TextInput
      {...shared(props as Shared)}
      inputMode={inputMode ?? 'decimal'}
      placeholder={placeholder}
      value={shown}
      onChange={(event) => type(event.currentTarget.value)}
    />
  );
}
