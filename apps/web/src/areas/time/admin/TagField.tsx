import { Loader, Pill, PillsInput, type PillsInputProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactElement, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TAG_TITLE_MAX } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { overLimit } from '../components/length-limit';
import { useTags } from './use-tags';

/** What a page gives the tag picker (TagPicker.tsx). */
export interface TagPickerProps {
  value: string[];
  onChange: (tagIds: string[]) => void;
  label?: string;
  description?: string;
  disabled?: boolean;
  /** The search field's id: the stand-in and the pick-list's field share it (lazy-field.tsx). */
  id?: string;
}

/** The tag picker's field, as TagPicker.tsx draws it: the search typed is held there, across the swap. */
export interface TagFieldProps extends TagPickerProps {
  search: string;
  onSearch: (search: string) => void;
}

type FieldEvents = Pick<ComponentPropsWithoutRef<'input'>, 'onFocus' | 'onBlur' | 'onChange'>;

/** What the pick-list (TagCombobox.tsx) adds to the field: its list's events, and the Combobox's targets. */
interface ListHooks {
  ref?: Ref<HTMLDivElement>;
  className?: string;
  onClick?: PillsInputProps['onClick'];
  busy?: boolean;
  fieldEvents?: FieldEvents;
  wrapField?: (field: ReactElement) => ReactElement;
}

/**
 * The chosen tags as pills (each with its remove button) and the search field: the stand-in until
 * the pick-list has come, and the pick-list's own field once it has.
 */
export function TagField(props: TagFieldProps & ListHooks) {
  const { value, onChange, label, description, disabled, search, onSearch, id } = props;
  const { ref, className, onClick, busy, fieldEvents, wrapField = (field) => field } = props;
  const { t } = useTranslation();
  const tags = useTags();
  const titleOf = (tagId: string) => tags.data?.find((tag) => tag._id === tagId)?.title;
  const remove = (tagId: string) => onChange(value.filter((id) => id !== tagId));

  return (
    <PillsInput
      ref={ref}
      id={id}
      className={className}
      label={label ?? t('time.admin.tagPicker.label')}
      description={description}
      error={overLimit(search, TAG_TITLE_MAX, timeRefusals.titleTooLong)}
      disabled={disabled}
      onClick={onClick}
      rightSection={tags.isLoading || busy ? <Loader size="xs" /> : undefined}
    >
      <Pill.Group>
        {value.map((tagId) => (
          <Pill
            key={tagId}
            withRemoveButton={!disabled}
            onRemove={() => remove(tagId)}
            removeButtonProps={{ 'aria-label': t('time.admin.tagPicker.remove', { title: titleOf(tagId) ?? '' }) }}
          >
            {titleOf(tagId) ?? '…'}
          </Pill>
        ))}
        {wrapField(
          <PillsInput.Field
            id={id}
            value={search}
            placeholder={value.length === 0 ? t('time.admin.tagPicker.placeholder') : undefined}
            disabled={disabled}
            {...fieldEvents}
            onChange={(event) => {
              fieldEvents?.onChange?.(event);
              onSearch(event.currentTarget.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' && search.length === 0 && value.length > 0) {
                event.preventDefault();
                onChange(value.slice(0, -1));
              }
            }}
          />,
        )}
      </Pill.Group>
    </PillsInput>
  );
}
