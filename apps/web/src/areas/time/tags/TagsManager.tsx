import { Anchor, Box, Button, EmptyState, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconPlus, IconTags } from '@tabler/icons-react';
import type { Tag } from '@ordna/contract/time';
import { TAG_TITLE_MAX } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { overLimit, useLimitedText } from '../components/length-limit';
import { cleanName, tagUsage } from '../admin/admin-tree';
import { ConfirmDialog } from '../../../shared/lazy/dialogs';
import { notifyFailure, notifySuccess } from '../../../shared/notify';
import { LoadingRows, QueryError } from '../../../shared/QueryStates';
import { useCreateTag, useDeleteTag, useRenameTag, useTags } from '../admin/use-tags';
import { useSubGroups } from '../use-sub-groups';
import { useShallowGroups } from '../use-time-groups';
import { TagRow } from './TagRow';

/**
 * The person's tags — add, rename in place, delete with confirmation (which takes them off
 * groups). The settings area shows it at /settings/tags, through this area's public.tsx.
 */
export function TagsManager() {
  const { t, i18n } = useTranslation();
  const tags = useTags();
  const groups = useShallowGroups();
  const subGroups = useSubGroups();
  const createTag = useCreateTag();
  const renameTag = useRenameTag();
  const deleteTag = useDeleteTag();
  const newField = useLimitedText('', TAG_TITLE_MAX, timeRefusals.titleTooLong);
  const { value: newTitle, setValue: setNewTitle, setError: setNewError } = newField;
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const addInput = useRef<HTMLInputElement>(null);
  const genericError = t('time.admin.genericError');
  const usageKnown = groups.isSuccess && subGroups.isSuccess;
  const usageOf = (tag: Tag) => (usageKnown ? tagUsage(tag._id, groups.data, subGroups.data) : null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const title = cleanName(newTitle);
    if (!title) {
      setNewError(t('time.admin.tags.titleRequired'));
      addInput.current?.focus();
      return;
    }
    const tooLong = overLimit(title, TAG_TITLE_MAX, timeRefusals.titleTooLong);
    if (tooLong) return setNewError(tooLong);
    try {
      await createTag.mutateAsync(title);
      setNewTitle('');
      notifySuccess(t('time.admin.tags.added'));
    } catch (error) {
      notifyFailure(t('time.admin.tags.addFailed'), error, genericError);
    }
  };

  const rename = async (tag: Tag, title: string) => {
    try {
      await renameTag.mutateAsync({ tagId: tag._id, title });
      notifySuccess(t('time.admin.tags.updated'));
    } catch (error) {
      notifyFailure(t('time.admin.tags.updateFailed'), error, genericError);
      throw error;
    }
  };

  const remove = async (tag: Tag) => {
    try {
      await deleteTag.mutateAsync(tag._id);
      setDeleting(null);
      notifySuccess(t('time.admin.tags.deleted'));
    } catch (error) {
      notifyFailure(t('time.admin.tags.deleteFailed'), error, genericError);
    }
  };

  let list;
  if (tags.isPending) {
    list = <LoadingRows rows={3} height={52} />;
  } else if (tags.isError) {
    list = (
      <QueryError
        title={t('time.admin.tags.loadFailed')}
        error={tags.error}
        fallback={genericError}
        onRetry={() => void tags.refetch()}
      />
    );
  } else if (tags.data.length === 0) {
    list = (
      <EmptyState
        icon={<IconTags size={28} stroke={1.6} />}
        variant="light"
        title={t('time.admin.tags.emptyTitle')}
        description={t('time.admin.tags.emptyDescription')}
        py="xl"
      >
        <EmptyState.Actions>
          <Button variant="light" onClick={() => addInput.current?.focus()}>
            {t('time.admin.tags.addFirst')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else {
    const sorted = [...tags.data].sort((a, b) =>
      a.title.localeCompare(b.title, i18n.language, { sensitivity: 'base' }),
    );
    list = (
      <Paper withBorder radius="md">
        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('time.admin.tags.listLabel')}>
          {sorted.map((tag, index) => (
            <Box
              component="li"
              key={tag._id}
              px="md"
              py="sm"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <TagRow
                tag={tag}
                usage={usageOf(tag)}
                onRename={(title) => rename(tag, title)}
                onDelete={() => setDeleting(tag)}
              />
            </Box>
          ))}
        </Box>
      </Paper>
    );
  }

  const deletingUsage = deleting ? usageOf(deleting) : null;

  return (
    <>
      <Stack gap="lg">
        <Text c="dimmed">
          {t('time.admin.tags.intro')}{' '}
          <Anchor component={Link} to="/time-tracker/admin">
            {t('time.admin.tags.manageGroups')}
          </Anchor>
        </Text>
        <form onSubmit={add} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              ref={addInput}
              label={t('time.admin.tags.newTag')}
              placeholder={t('time.admin.tags.newTagPlaceholder')}
              {...newField.inputProps}
              style={{ flex: 1 }}
            />
            <Button type="submit" mt={25} leftSection={<IconPlus size={16} />} loading={createTag.isPending}>
              {t('time.admin.tags.add')}
            </Button>
          </Group>
        </form>
        {list}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('time.admin.tags.deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={t('time.admin.delete')}
        loading={deleteTag.isPending}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      >
        <p style={{ margin: 0 }}>
          {deletingUsage === null
            ? t('time.admin.tags.deleteBody')
            : deletingUsage === 0
              ? t('time.admin.tags.deleteBodyUnused')
              : t('time.admin.tags.deleteBodyUsed', { count: deletingUsage })}
        </p>
        <p style={{ marginBottom: 0 }}>{t('time.admin.tags.timeKept')}</p>
      </ConfirmDialog>
    </>
  );
}
