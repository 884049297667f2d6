import { ActionIcon, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { AddButton } from '../../../shared/AddButton';
import { useTranslation } from 'react-i18next';
import { ENTRY_LIMITS, type CustomField } from '../entry';

/** An entry's own fields (a PIN, a security answer): a name, a value, and whether it is hidden like a password. */
export function CustomFieldsEditor({
  fields,
  onChange,
}: {
  fields: CustomField[];
  onChange: (fields: CustomField[]) => void;
}) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<CustomField>) =>
    onChange(fields.map((field, at) => (at === index ? { ...field, ...patch } : field)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('passwords.fields.title')}
      </Text>
      {fields.map((field, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('passwords.fields.name')}
            value={field.name}
            maxLength={ENTRY_LIMITS.fieldName}
            onChange={(event) => change(index, { name: event.currentTarget.value })}
            style={{ flex: '1 1 140px' }}
          />
          <TextInput
            label={t('passwords.fields.value')}
            type={field.hidden ? 'password' : 'text'}
            autoComplete="off"
            value={field.value}
            maxLength={ENTRY_LIMITS.fieldValue}
            onChange={(event) => change(index, { value: event.currentTarget.value })}
            style={{ flex: '2 1 180px' }}
          />
          <Checkbox
            label={t('passwords.fields.hidden')}
            checked={field.hidden}
            onChange={(event) => change(index, { hidden: event.currentTarget.checked })}
            mb={8}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={t('passwords.fields.remove', { name: field.name })}
            onClick={() => onChange(fields.filter((_, at) => at !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {fields.length < ENTRY_LIMITS.fields && (
        <AddButton
          label={t('passwords.fields.add')}
          look="line"
          onClick={() => onChange([...fields, { name: '', value: '', hidden: false }])}
        />
      )}
    </Stack>
  );
}
