import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOPPING_NAME_MAX } from '@ordna/contract/shopping/limits';

/** Asks for a list's name, to make a new list or rename one. */
export function ListNameModal({
  opened,
  title,
  initial = '',
  loading,
  onSave,
  onClose,
}: {
  opened: boolean;
  title: string;
  initial?: string;
  loading: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  useEffect(() => {
    if (opened) setName(initial);
  }, [opened, initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSave(name.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('shopping.list.name')}
            placeholder={t('shopping.list.namePlaceholder')}
            value={name}
            maxLength={SHOPPING_NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
