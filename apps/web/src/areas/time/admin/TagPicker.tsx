import { CheckIcon, Combobox, Group, Loader, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPlus } from '@tabler/icons-react';
import { TAG_TITLE_MAX } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { overLimit } from '../components/length-limit';
import { cleanName } from './admin-tree';
import { notifyFailure } from '../../../shared/notify';
import { useCreateTag, useTags } from './use-tags';

interface TagPickerProps {
  value: string[];
  onChange: (tagIds: string[]) => void;
  label?: string;
  description?: string;
  disabled?: boolean;
}

const CREATE = '\u0000create';

/**
 * Picks tags for a group (a multi-select of GET /tag): type to filter, Enter or click to pick,
 * Backspace on an empty field removes the last one, and a title no tag has yet can be created here.
 */
export function TagPicker({ value, onChange, label, description, disabled }: TagPickerProps) {
  const { t } = useTranslation();
  const tags = useTags();
  const createTag = useCreateTag();
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });

  const all = tags.data ?? [];
  const byId = new Map(all.map((tag) => [tag._id, tag]));
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
      setSearch('');
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
    setSearch('');
    toggle(option);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={select} disabled={disabled}>
      <Combobox.DropdownTarget>
        <PillsInput
          label={label ?? t('time.admin.tagPicker.label')}
          description={description}
          error={titleTooLong}
          disabled={disabled}
          onClick={() => combobox.openDropdown()}
          rightSection={tags.isLoading || createTag.isPending ? <Loader size="xs" /> : undefined}
        >
          <Pill.Group>
            {value.map((tagId) => (
              <Pill
                key={tagId}
                withRemoveButton={!disabled}
                onRemove={() => toggle(tagId)}
                removeButtonProps={{
                  'aria-label': t('time.admin.tagPicker.remove', { title: byId.get(tagId)?.title ?? '' }),
                }}
              >
                {byId.get(tagId)?.title ?? '…'}
              </Pill>
            ))}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                value={search}
                placeholder={value.length === 0 ? t('time.admin.tagPicker.placeholder') : undefined}
                disabled={disabled}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                  setSearch(event.currentTarget.value);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search.length === 0 && value.length > 0) {
                    event.preventDefault();
                    onChange(value.slice(0, -1));
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
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
