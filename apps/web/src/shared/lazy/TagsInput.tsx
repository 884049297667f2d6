import type { TagsInputProps } from '@mantine/core';
import { useRef, useState, type ComponentType } from 'react';
import { lazyPart } from './lazy-part';
import { TagsInputStandIn, type HandedTagsProps, type TagsHandoff } from './tags-input-stand-in';

/**
 * A tag field drawn by the stand-in until `load` has brought the real one. The tags and what is
 * typed are held here, above both, and the real field takes the focus and caret the stand-in had,
 * so nothing typed is lost as it arrives.
 */
export function tagsInputOf(load: () => Promise<ComponentType<HandedTagsProps>>) {
  const part = lazyPart<HandedTagsProps>(load, TagsInputStandIn);
  function TagsInput({ value, defaultValue, onChange, searchValue, defaultSearchValue, ...props }: TagsInputProps) {
    const [tags, setTags] = useState(defaultValue ?? []);
    const [typed, setTyped] = useState(defaultSearchValue ?? '');
    const handoff = useRef<TagsHandoff>({ focused: false, caret: null });
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
        handoff={handoff}
      />
    );
  }
  return { TagsInput, preload: part.preload };
}

const tagsInput = tagsInputOf(() => import('./mantine-tags-input').then((module) => module.HandedTagsInput));
// Fetched as soon as a page with a tag field loads, beside the page's own data.
void tagsInput.preload();
export const preloadTagsInput = tagsInput.preload;

/**
 * Mantine's TagsInput with its Combobox and floating-ui fetched after the page's first load
 * (docs/architecture.md, "Bundle budget"): until it has come, a field of the same box takes the
 * tags from the keyboard (tags-input-stand-in.tsx), and the real one goes on where it was left.
 */
export const TagsInput = tagsInput.TagsInput;
