import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@ordna/contract/time';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { overLimit } from '../components/length-limit';
import { cleanName } from './admin-tree';
import { TagPicker } from './TagPicker';

export interface GroupFormValues {
  name: string;
  tagIds: string[];
}

interface GroupFormDialogProps {
  title: string;
  /** A line under the title, e.g. which time group a new sub group goes into. */
  description?: string;
  submitLabel: string;
  fields: 'name' | 'tags' | 'both';
  initial?: Partial<GroupFormValues>;
  nameLabel?: string;
  onSubmit: (values: GroupFormValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds a group or sub group, renames one, or edits its tags. Mount it only while open: it takes its
 * starting values when it appears. A failed save keeps it open (the caller's toast says why).
 */
export function GroupFormDialog({
  title,
  description,
  submitLabel,
  fields,
  initial,
  nameLabel,
  onSubmit,
  onClose,
}: GroupFormDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? '');
  const [tagIds, setTagIds] = useState<string[]>(initial?.tagIds ?? []);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const withName = fields !== 'tags';
  const withTags = fields !== 'name';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cleaned = cleanName(name);
    if (withName && !cleaned) {
      setNameError(t('time.admin.form.nameRequired'));
      return;
    }
    const tooLong = withName ? overLimit(name, NAME_MAX, timeRefusals.nameTooLong) : null;
    if (tooLong) return setNameError(tooLong);
    setSaving(true);
    try {
      await onSubmit({ name: cleaned ?? '', tagIds });
      onClose();
    } catch {
      // The caller has shown why; the dialog stays so nothing typed is lost.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('time.admin.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
          {withName && (
            <TextInput
              label={nameLabel ?? t('time.admin.form.name')}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(overLimit(event.currentTarget.value, NAME_MAX, timeRefusals.nameTooLong));
              }}
              error={nameError}
              required
              data-autofocus
            />
          )}
          {withTags && (
            <TagPicker
              value={tagIds}
              onChange={setTagIds}
              description={withName ? t('time.admin.form.tagsOptional') : undefined}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('time.admin.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
