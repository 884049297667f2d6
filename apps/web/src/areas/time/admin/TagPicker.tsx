import { useState } from 'react';
import { lazyPart, type LazyPart } from '../../../shared/lazy/lazy-part';
import { useFocusCarrier } from '../../../shared/lazy/carried-focus';
import { TagField, type TagFieldProps, type TagPickerProps } from './TagField';

export type { TagPickerProps };

const picker = lazyPart<TagFieldProps>(() => import('./TagCombobox').then((module) => module.TagCombobox), TagField);
// Fetched as soon as a page with a tag picker loads, beside the page's own data.
void picker.preload();
export const preloadTagPicker = picker.preload;

/** The picker drawn through `part`: its field until the pick-list has come (a test holds the list back). */
export function tagPickerOn(part: LazyPart<TagFieldProps>) {
  return function TagPicker(props: TagPickerProps) {
    const [search, setSearch] = useState('');
    const carrier = useFocusCarrier();
    return <part.Component {...props} search={search} onSearch={setSearch} carrier={carrier} />;
  };
}

/**
 * Picks tags for a group (a multi-select of GET /tag): type to filter, Enter or click to pick,
 * Backspace on an empty field removes the last one, and a title no tag has yet can be created here.
 * Its pick-list (Mantine's Combobox and floating-ui, TagCombobox.tsx) comes after the page's first
 * load (docs/architecture.md, "Bundle budget"): until then the same field shows the chosen tags,
 * removes them and takes typing; what is typed, and the focus, stay when the list arrives.
 */
export const TagPicker = tagPickerOn(picker);
