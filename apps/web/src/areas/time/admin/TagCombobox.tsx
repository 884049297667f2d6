import { CheckIcon, Combobox, Group, Text, useCombobox } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPlus } from '@tabler/icons-react';
import { TAG_TITLE_MAX } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { overLimit } from '../components/length-limit';
import { cleanName } from './admin-tree';
import { notifyFailure } from '../../../shared/notify';
import { TagField, type TagFieldProps } from './TagField';
import { useCreateTag, useTags } from './use-tags';

export { heldFocus } from '../../../shared/lazy/focus-handover';

const CREATE = '\u0000create';

/**
 * The tag picker with its pick-list (TagPicker.tsx loads it after the first paint): type to filter,
 * Enter or click to pick, and a title no tag has yet can be created here.
 */
export function TagCombobox(props: TagFieldProps) {
  const { value, onChange, disabled, search, onSearch } = props;
  const { t } = useTranslation();
  const tags = useTags();
  const createTag = useCreateTag();
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });

  const all = tags.data ?? [];
  const query = search.trim().toLowerCase();
  const shown = all.filter((tag) => tag.title.toLowerCase().includes(query));
  const newTitle = cleanName(search);
  const titleTooLong = overLimit(search, TAG_TITLE_MAX, timeRefusals.titleTooLong);
  const exists = all.some((tag) => tag.title.toLowerCase() === newTitle?.toLowerCase());

  // Enter picks the first match (or "create") as soon as something is typed, no ↓ needed.
  useEffect(() => {
    if (search.trim()) combobox.selectFirstOption();
    else combobox.resetSelectedOption();
    // Only a new search moves the highlight; the store changes identity every render, and ↓/↑ must stick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const toggle = (tagId: string) =>
    onChange(value.includes(tagId) ? value.filter((id) => id !== tagId) : [...value, tagId]);

  const create = async (title: string) => {
    try {
      const tag = await createTag.mutateAsync(title);
      onChange([...value, tag._id]);
      onSearch('');
    } catch (error) {
      notifyFailure(t('time.admin.tagPicker.createFailed'), error, t('time.admin.genericError'));
    }
  };

  // The list closes after each pick so it never hides the buttons below; typing or ↓ reopens it.
  const select = (option: string) => {
    combobox.closeDropdown();
    if (option === CREATE) {
      if (newTitle) void create(newTitle);
      return;
    }
    onSearch('');
    toggle(option);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={select} disabled={disabled}>
      <Combobox.DropdownTarget>
        <TagField
          {...props}
          busy={createTag.isPending}
          onClick={() => combobox.openDropdown()}
          fieldEvents={{
            onFocus: () => combobox.openDropdown(),
            onBlur: () => combobox.closeDropdown(),
            onChange: () => {
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            },
          }}
          wrapField={(field) => <Combobox.EventsTarget withExpandedAttribute>{field}</Combobox.EventsTarget>}
        />
      </Combobox.DropdownTarget>

      <Combobox.Dropdown>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {shown.map((tag) => (
            <Combobox.Option value={tag._id} key={tag._id} active={value.includes(tag._id)}>
              <Group gap="xs" wrap="nowrap">
                {value.includes(tag._id) ? <CheckIcon size={12} /> : <span style={{ width: 12 }} />}
                <span>{tag.title}</span>
              </Group>
            </Combobox.Option>
          ))}
          {newTitle && !exists && !titleTooLong && (
            <Combobox.Option value={CREATE}>
              <Group gap="xs" wrap="nowrap">
                <IconPlus size={14} aria-hidden />
                <span>{t('time.admin.tagPicker.create', { title: newTitle })}</span>
              </Group>
            </Combobox.Option>
          )}
          {shown.length === 0 && !newTitle && (
            <Combobox.Empty>
              <Text size="sm" c="dimmed">
                {tags.isError ? t('time.admin.tagPicker.loadFailed') : t('time.admin.tagPicker.empty')}
              </Text>
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
