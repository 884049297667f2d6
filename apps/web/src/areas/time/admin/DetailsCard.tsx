import { Button, Group, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from './AdminSection';
import { NAME_MAX } from '@ordna/contract/time';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { overLimit, useLimitedText } from '../components/length-limit';
import { cleanName } from './admin-tree';
import { TagPicker } from './TagPicker';
import type { AdminTarget } from './use-group-actions';

interface DetailsCardProps {
  target: AdminTarget;
  save: (target: AdminTarget, values: { name?: string; tagIds?: string[] }) => Promise<void>;
}

/** Rename (saved with the button or Enter) and tags (saved as they change) of one group. */
export function DetailsCard({ target, save }: DetailsCardProps) {
  const { t } = useTranslation();
  const nameField = useLimitedText(target.name, NAME_MAX, timeRefusals.nameTooLong);
  const { value: name, setValue: setName, setError: setNameError } = nameField;
  const [saving, setSaving] = useState(false);
  const [tagIds, setTagIds] = useState(() => target.tags.map((tag) => tag._id));
  // Tag changes save one at a time, newest last, so quick picks never land out of order.
  const savedTags = useRef(tagIds);
  const pendingTags = useRef<string[] | null>(null);
  const savingTags = useRef(false);
  const cleaned = cleanName(name);
  const changed = cleaned !== target.name;

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!cleaned) {
      setNameError(t('time.admin.form.nameRequired'));
      return;
    }
    const tooLong = overLimit(name, NAME_MAX, timeRefusals.nameTooLong);
    if (tooLong) return setNameError(tooLong);
    if (!changed) return;
    setSaving(true);
    try {
      await save(target, { name: cleaned });
      setName(cleaned);
    } catch {
      // Toasted by save; the typed name stays so it can be corrected.
    } finally {
      setSaving(false);
    }
  };

  const flushTags = async () => {
    if (savingTags.current) return;
    savingTags.current = true;
    while (pendingTags.current) {
      const next = pendingTags.current;
      pendingTags.current = null;
      try {
        await save(target, { tagIds: next });
        savedTags.current = next;
      } catch {
        // Toasted by save; show what is really saved unless a newer pick is on its way.
        if (!pendingTags.current) setTagIds(savedTags.current);
      }
    }
    savingTags.current = false;
  };

  const changeTags = (next: string[]) => {
    setTagIds(next);
    pendingTags.current = next;
    void flushTags();
  };

  return (
    <AdminSection id="group-admin-details" title={t('time.admin.details')} gap="md">
      <form onSubmit={rename} noValidate>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput label={t('time.admin.form.name')} {...nameField.inputProps} style={{ flex: 1 }} />
          <Button type="submit" mt={25} loading={saving} disabled={!changed}>
            {t('time.admin.rename')}
          </Button>
        </Group>
      </form>
      <TagPicker value={tagIds} onChange={changeTags} description={t('time.admin.tagsDescription')} />
    </AdminSection>
  );
}
