import { TagsInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { HandedTagsProps } from './tags-input-stand-in';

/**
 * Mantine's TagsInput, for TagsInput.tsx to load lazily: it takes over from the stand-in where the
 * person was (the typed text is held above both; the focus and the caret come through the handoff).
 */
export function HandedTagsInput({ handoff, ...props }: HandedTagsProps) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const { focused, caret } = handoff.current;
    const input = field.current;
    if (!focused || !input || document.activeElement === input) return;
    input.focus();
    const at = caret ?? input.value.length;
    input.setSelectionRange(at, at);
    // Only once, as it takes the stand-in's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <TagsInput {...props} ref={field} />;
}
