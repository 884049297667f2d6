import { useState } from 'react';
import { lazyField } from '../../../shared/lazy/lazy-field';
import type { LazyPart } from '../../../shared/lazy/lazy-part';
import { TagField, type TagFieldProps, type TagPickerProps } from './TagField';

export type { TagPickerProps };

const picker = lazyField<TagFieldProps>(
  () => import('./TagCombobox').then((module) => ({ field: module.TagCombobox, heldFocus: module.heldFocus })),
  TagField,
);
// Fetched as soon as a page with a tag picker loads, beside the page's own data.
void picker.preload();
export const preloadTagPicker = picker.preload;

/** The picker drawn through `part`: its field until the pick-list has come (a test holds the list back). */
export function tagPickerOn(part: LazyPart<TagFieldProps>) {
  return function TagPicker(props: TagPickerProps) {
    const [search, setSearch] = useState('');
    return <part.Component {...props} search={search} onSearch={setSearch} />;
  };
}

/**
 * Picks tags for a group (a multi-select of GET /tag): type to filter, Enter or click to pick,
 * Backspace on an empty field removes the last one, and a title no tag has yet can be created here.
 * Its pick-list (Mantine's Combobox and floating-ui, TagCombobox.tsx) comes after the page's first
 * load (docs/architecture.md, "Bundle budget"): until then the same field, with the same id, shows
 * the chosen tags, removes them and takes typing; what is typed (held here), the focus and the caret
 * stay when the list arrives (lazy-field.tsx).
 */
export const TagPicker = tagPickerOn(picker);
