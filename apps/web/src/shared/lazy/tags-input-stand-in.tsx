import { Input, Pill, PillsInput, type TagsInputProps } from '@mantine/core';
import type { KeyboardEvent } from 'react';

/** The tag field's props, with the typed text held above it (TagsInput.tsx) and handed to the real field. */
export type HandedTagsProps = TagsInputProps & {
  searchValue: string;
  onSearchChange: (search: string) => void;
};

/** The tags after `typed` is added as Mantine's TagsInput adds it: trimmed, once (any case), up to `maxTags`. */
export function withTag(tags: readonly string[], typed: string, maxTags = Infinity): string[] {
  const tag = typed.trim();
  const taken = tags.some((other) => other.toLowerCase() === tag.toLowerCase());
  return tag === '' || taken || tags.length >= maxTags ? [...tags] : [...tags, tag];
}

/**
 * Mantine's TagsInput until its chunk has come (TagsInput.tsx): the same box (Mantine's PillsInput
 * with the chosen tags as pills, and the clear button), so the page does not move when the real
 * one takes its place. It takes the keyboard already: typing, Enter (or leaving the field) adds
 * the typed tag, Backspace in an empty field takes the last one off. Only the suggestions wait.
 */
export function TagsInputStandIn(props: HandedTagsProps) {
  const { value = [], onChange, maxTags, searchValue, onSearchChange, clearable, disabled, readOnly, id } = props;
  const { label, description, error, required, withAsterisk, size, radius, variant, w, style, className } = props;
  const add = () => {
    const tags = withTag(value, searchValue, maxTags);
    onSearchChange('');
    if (tags.length !== value.length) onChange?.(tags);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && searchValue.trim() !== '') {
      // Enter takes the tag: it never sends the form around the field.
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && searchValue.length === 0 && value.length > 0 && !readOnly) {
      onChange?.(value.slice(0, -1));
    }
  };
  return (
    <PillsInput
      {...{ label, description, error, required, withAsterisk, size, radius, variant, w, style, className, disabled }}
      id={id}
      __clearable={!!clearable && value.length > 0 && !disabled && !readOnly}
      __clearSection={
        <Input.ClearButton
          tabIndex={-1}
          aria-hidden
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            onSearchChange('');
            onChange?.([]);
          }}
        />
      }
    >
      <Pill.Group disabled={disabled}>
        {value.map((tag, index) => (
          <Pill
            key={`${tag}-${index}`}
            withRemoveButton={!readOnly}
            disabled={disabled}
            onRemove={() => onChange?.(value.filter((_, at) => at !== index))}
          >
            {tag}
          </Pill>
        ))}
        <PillsInput.Field
          id={id}
          value={searchValue}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          readOnly={readOnly}
          required={required && value.length === 0}
          aria-label={props['aria-label']}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          onKeyDown={keyDown}
          onBlur={add}
        />
      </Pill.Group>
    </PillsInput>
  );
}
