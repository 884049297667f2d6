import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Tooltip } from '../../../shared/lazy/Tooltip';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Tag } from '@ordna/contract/time';
import { TAG_TITLE_MAX } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { overLimit } from '../components/length-limit';
import { cleanName } from '../admin/admin-tree';

interface TagRowProps {
  tag: Tag;
  /** How many time groups and sub groups carry it; null while unknown. */
  usage: number | null;
  onRename: (title: string) => Promise<unknown>;
  onDelete: () => void;
}

/** One tag: its title and use, renamed in place (Enter saves, Escape cancels) or deleted. */
export function TagRow({ tag, usage, onRename, onDelete }: TagRowProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(tag.title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const cancel = () => {
    setEditing(false);
    setTitle(tag.title);
    setError(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const cleaned = cleanName(title);
    if (!cleaned) {
      setError(t('time.admin.tags.titleRequired'));
      return;
    }
    const tooLong = overLimit(cleaned, TAG_TITLE_MAX, timeRefusals.titleTooLong);
    if (tooLong) return setError(tooLong);
    if (cleaned === tag.title) {
      cancel();
      return;
    }
    setSaving(true);
    try {
      await onRename(cleaned);
      setEditing(false);
    } catch {
      // Toasted by the page; keep the field open with what was typed.
    } finally {
      setSaving(false);
    }
  };

  if (editing) {
    return (
      <form onSubmit={save} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('time.admin.tags.renameLabel', { title: tag.title })}
            value={title}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setError(overLimit(event.currentTarget.value, TAG_TITLE_MAX, timeRefusals.titleTooLong));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                cancel();
              }
            }}
            error={error}
            autoFocus
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={saving}>
            {t('time.admin.save')}
          </Button>
          <Button variant="default" onClick={cancel}>
            {t('time.admin.cancel')}
          </Button>
        </Group>
      </form>
    );
  }

  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={2} miw={0}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {tag.title}
        </Text>
        {usage !== null && (
          <Text size="xs" c="dimmed">
            {usage === 0 ? t('time.admin.tags.unused') : t('time.admin.tags.usedBy', { count: usage })}
          </Text>
        )}
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('time.admin.rename')} openDelay={400}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setEditing(true)}
            aria-label={t('time.admin.tags.renameLabel', { title: tag.title })}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('time.admin.delete')} openDelay={400}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={onDelete}
            aria-label={t('time.admin.tags.deleteLabel', { title: tag.title })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
