import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../shared/lazy/lazy-part';
import { nameInputProps, type StampNameFieldProps } from './stamp-name-input';

/** The name field as a plain text field: typing and Enter work at once; suggestions come with the pick-list. */
function PlainNameField(props: StampNameFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...nameInputProps(props, t('time.stampIn.label'))}
      onChange={(event) => props.onName(event.currentTarget.value)}
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
