import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyField } from '../../../shared/lazy/lazy-field';
import { nameInputProps, type StampNameFieldProps } from './stamp-name-input';

/** The name field as a plain text field: typing and Enter work at once; suggestions come with the pick-list. */
export function PlainNameField(props: StampNameFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...nameInputProps(props, t('time.stampIn.label'))}
      onChange={(event) => props.onName(event.currentTarget.value)}
    />
  );
}

const field = lazyField<StampNameFieldProps>(
  () =>
    import('./StampSuggestions').then((module) => ({ field: module.StampSuggestions, heldFocus: module.heldFocus })),
  PlainNameField,
);
// Fetched as soon as a page with the stamp-in loads, beside the page's own data.
void field.preload();
export const preloadStampNameField = field.preload;

/**
 * The stamp-in's name field with its suggestions (Mantine's Combobox and floating-ui, ~30 kB gzip)
 * fetched after the page's first load (docs/architecture.md, "Bundle budget"): until then a plain
 * text field of the same size and id, which already takes the name and Enter; what is typed (held
 * by the form), the focus and the caret stay when the suggestions arrive (lazy-field.tsx).
 */
export const StampNameField = field.Component;
