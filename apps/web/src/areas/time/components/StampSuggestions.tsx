import { Badge, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { nameInputProps, type StampNameFieldProps } from './stamp-name-input';

export { heldFocus } from '../../../shared/lazy/focus-handover';

/** The stamp-in's name field with its suggestions: your sub groups (with their group), a running one greyed. */
export function StampSuggestions(props: StampNameFieldProps) {
  const { onName, onChoose, closer, showDropdown } = props;
  const { suggestions, runningIds, groupName, newHint } = props;
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  closer.current = () => combobox.closeDropdown();
  return (
    <Combobox store={combobox} onOptionSubmit={onChoose} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          {...nameInputProps(props, t('time.stampIn.label'))}
          onChange={(event) => {
            onName(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showDropdown}>
        <Combobox.Options>
          {suggestions.map((sub) => (
            <Combobox.Option value={sub._id} key={sub._id} disabled={runningIds.has(sub._id)}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="nowrap" miw={0}>
                  <Text size="sm" truncate>
                    {sub.name}
                  </Text>
                  {runningIds.has(sub._id) && (
                    <Badge size="xs" variant="light" radius="sm">
                      {t('time.running')}
                    </Badge>
                  )}
                </Group>
                {groupName && (
                  <Text size="xs" c="dimmed" truncate>
                    {groupName(sub.timeGroupId)}
                  </Text>
                )}
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
        {newHint && (
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              {newHint}
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
