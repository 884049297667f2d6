import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTRY_LIMITS, entryFits, tidyEntry, type VaultEntry } from '../entry';
import type { OpenGroup } from '../read-vault';
import { parseTotp } from '../totp';
import { CustomFieldsEditor } from './CustomFieldsEditor';
import { GeneratorPanel } from './GeneratorPanel';
import { PasswordField } from '../../../shared/PasswordField';
import { Select } from '../../../shared/lazy/inputs';

interface EntryFormProps {
  initial: VaultEntry;
  groupId: string;
  groups: readonly OpenGroup[];
  submitLabel: string;
  saving: boolean;
  onSave: (entry: VaultEntry, groupId: string) => void;
  onCancel: () => void;
}

type Problem = 'name' | 'totp' | 'size';

/** Every field of an entry, the generator beside the password, and the group it sits in. */
export function EntryForm({ initial, groupId, groups, submitLabel, saving, onSave, onCancel }: EntryFormProps) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState<VaultEntry>(initial);
  const [urls, setUrls] = useState(initial.urls.join('\n'));
  const [group, setGroup] = useState(groupId);
  const [generating, setGenerating] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const nameField = useRef<HTMLInputElement>(null);
  const totpField = useRef<HTMLInputElement>(null);
  const set = <K extends keyof VaultEntry>(key: K, value: VaultEntry[K]) =>
    setEntry((current) => ({ ...current, [key]: value }));
  const text = (key: 'name' | 'username' | 'password' | 'notes' | 'totpSecret') => ({
    value: entry[key],
    maxLength: ENTRY_LIMITS[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tidy = tidyEntry({ ...entry, urls: urls.split('\n') });
    const found: Problem[] = [];
    if (!tidy.name) found.push('name');
    if (tidy.totpSecret && !parseTotp(tidy.totpSecret)) found.push('totp');
    if (!entryFits(tidy)) found.push('size');
    setProblems(found);
    if (found.length === 0) onSave(tidy, group);
    // The person lands on the first field to mend, its message read out with it (the size alert speaks itself).
    else if (found[0] === 'name') nameField.current?.focus();
    else if (found[0] === 'totp') totpField.current?.focus();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('passwords.entry.name')}
          ref={nameField}
          required
          data-autofocus
          autoComplete="off"
          error={problems.includes('name') && t('passwords.entry.nameRequired')}
          {...text('name')}
        />
        <TextInput label={t('passwords.entry.username')} autoComplete="off" {...text('username')} />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <PasswordField
            label={t('passwords.entry.password')}
            autoComplete="new-password"
            style={{ flex: 1 }}
            {...text('password')}
          />
          <Button variant="default" leftSection={<IconWand size={16} />} onClick={() => setGenerating(true)}>
            {t('passwords.generator.open')}
          </Button>
        </Group>
        <Textarea
          label={t('passwords.entry.urls')}
          description={t('passwords.entry.urlsHint')}
          autosize
          minRows={1}
          maxRows={6}
          value={urls}
          onChange={(event) => setUrls(event.currentTarget.value)}
        />
        <TextInput
          label={t('passwords.entry.totp')}
          description={t('passwords.entry.totpHint')}
          ref={totpField}
          autoComplete="off"
          error={problems.includes('totp') && t('passwords.totp.invalid')}
          {...text('totpSecret')}
        />
        <Textarea label={t('passwords.entry.notes')} autosize minRows={2} maxRows={12} {...text('notes')} />
        <CustomFieldsEditor fields={entry.fields} onChange={(fields) => set('fields', fields)} />
        {groups.length > 1 && (
          <Select
            label={t('passwords.entry.group')}
            data={groups.map((option) => ({ value: option._id, label: option.name }))}
            value={group}
            onChange={(value) => value && setGroup(value)}
            allowDeselect={false}
          />
        )}
        {problems.includes('size') && (
          <Alert color="red" variant="light" role="alert">
            {t('passwords.entry.tooLarge')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={generating}
        onClose={() => setGenerating(false)}
        title={t('passwords.generator.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <GeneratorPanel
          onUse={(password) => {
            set('password', password);
            setGenerating(false);
          }}
        />
      </Modal>
    </form>
  );
}
