import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@ordna/contract/kernel/constants';
import type { useEntryFields, useSubGroupOptions } from './use-entry-fields';
import { Select } from '../../../shared/lazy/inputs';

const tabular = { input: { fontVariantNumeric: 'tabular-nums' } } as const;

/** An entry's sub group, start, end (or duration) and description, as the editor and the manual entry type them. */
export function EntryFields({
  fields,
  options,
  subGroupId,
  onSubGroup,
  subGroupError,
}: {
  fields: ReturnType<typeof useEntryFields>;
  options: ReturnType<typeof useSubGroupOptions>;
  subGroupId: string | null;
  onSubGroup: (id: string) => void;
  subGroupError?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('time.stamp.subGroup')}
          data={options}
          value={subGroupId}
          onChange={(value) => value && onSubGroup(value)}
          allowDeselect={false}
          searchable
          selectFirstOptionOnChange
          error={subGroupError}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('time.entries.description')}
          placeholder={t('time.entries.descriptionPlaceholder')}
          value={fields.description}
          onChange={(event) => fields.setDescription(event.currentTarget.value)}
          error={fields.errors.description}
          autoComplete="off"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label={t('time.stamp.start')}
          placeholder={DATE_TIME_FORMAT}
          value={fields.start}
          onChange={(event) => fields.setStart(event.currentTarget.value)}
          error={fields.errors.start}
          autoComplete="off"
          styles={tabular}
        />
        <TextInput
          label={t('time.stamp.end')}
          placeholder={DATE_TIME_FORMAT}
          value={fields.end}
          onChange={(event) => fields.setEnd(event.currentTarget.value)}
          error={fields.errors.end}
          autoComplete="off"
          styles={tabular}
        />
        <TextInput
          label={t('time.stamp.duration')}
          placeholder="1:30:00"
          value={fields.duration}
          onChange={(event) => fields.setDuration(event.currentTarget.value)}
          error={fields.errors.duration}
          autoComplete="off"
          styles={tabular}
        />
      </SimpleGrid>
    </>
  );
}
