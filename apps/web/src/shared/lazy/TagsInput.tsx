import type { TagsInputProps } from '@mantine/core';
import { useState } from 'react';
import { lazyField, type LoadedField } from './lazy-field';
import { TagsInputStandIn, type HandedTagsProps } from './tags-input-stand-in';

/**
 * A tag field drawn by the stand-in until `load` has brought the real one. The tags and what is
 * typed are held here, above both, and the two share an id, so the real field takes the focus and
 * the caret the stand-in had (lazy-field.tsx) and nothing typed is lost as it arrives.
 */
export function tagsInputOf(load: () => Promise<LoadedField<HandedTagsProps>>) {
  const part = lazyField<HandedTagsProps>(load, TagsInputStandIn);
  function TagsInput({ value, defaultValue, onChange, searchValue, defaultSearchValue, ...props }: TagsInputProps) {
    const [tags, setTags] = useState(defaultValue ?? []);
    const [typed, setTyped] = useState(defaultSearchValue ?? '');
    const change = (next: string[]) => {
      setTags(next);
      onChange?.(next);
    };
    const type = (search: string) => {
      setTyped(search);
      props.onSearchChange?.(search);
    };
    return (
      <part.Component
        {...props}
        value={value ?? tags}
        onChange={change}
        searchValue={searchValue ?? typed}
        onSearchChange={type}
      />
    );
  }
  return { TagsInput, preload: part.preload };
}

const tagsInput = tagsInputOf(() =>
  import('./mantine-tags-input').then((module) => ({ field: module.TagsInput, heldFocus: module.heldFocus })),
);
// Fetched as soon as a page with a tag field loads, beside the page's own data.
void tagsInput.preload();
export const preloadTagsInput = tagsInput.preload;

/**
 * Mantine's TagsInput with its Combobox and floating-ui fetched after the page's first load
 * (docs/architecture.md, "Bundle budget"): until it has come, a field of the same box takes the
 * tags from the keyboard (tags-input-stand-in.tsx), and the real one goes on where it was left.
 */
export const TagsInput = tagsInput.TagsInput;
