import { Input, Pill, PillsInput, type TagsInputProps } from '@mantine/core';
import { useId, type FocusEvent, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';

/** Where the person was in the stand-in's field, for the real field to take over from. */
export interface TagsHandoff {
  focused: boolean;
  /** The caret in what is typed, or null for its end. */
  caret: number | null;
}

/** The tag field's props, with the typed text held above it and the handoff to the real field. */
export type HandedTagsProps = TagsInputProps & {
  searchValue: string;
  onSearchChange: (search: string) => void;
  handoff: RefObject<TagsHandoff>;
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
  const { value = [], onChange, maxTags, searchValue, onSearchChange, handoff, clearable, disabled, readOnly } = props;
  const { label, description, error, required, withAsterisk, size, radius, variant, w, style, className } = props;
  const ownId = useId();
  const id = props.id ?? ownId;
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
  const track = (event: SyntheticEvent<HTMLInputElement>) => {
    handoff.current.caret = event.currentTarget.selectionStart;
  };
  const focus = (event: FocusEvent<HTMLInputElement>) => {
    handoff.current.focused = true;
    track(event);
  };
  const blur = () => {
    handoff.current.focused = false;
    add();
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
          onChange={(event) => {
            onSearchChange(event.currentTarget.value);
            track(event);
          }}
          onSelect={track}
          onKeyDown={keyDown}
          onFocus={focus}
          onBlur={blur}
        />
      </Pill.Group>
    </PillsInput>
  );
}
