import { Button, Group, Paper, Stack, TextInput, Textarea } from '@mantine/core';

import { useEffect, useState, type FormEvent } from 'react';
import { DeleteButton } from '../../shared/PageButtons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  STORAGE_NAME_MAX,
  STORAGE_NOTE_MAX,
  STORAGE_QUANTITY_MAX,
  STORAGE_UNIT_MAX,
} from '@ordna/contract/storage/limits';
import { ConfirmDialog } from '../../shared/lazy/dialogs';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { useDeleteItem, useSaveItem, useStorageGroups, useStorageItem } from './use-storage';
import { NumberInput, Select } from '../../shared/lazy/inputs';

interface Draft {
  name: string;
  quantity: number;
  unit: string;
  bestBefore: string;
  note: string;
  storageGroupId: string;
}

/** /storage-item/{storageItemId}: an item's name, amount, unit, best-before and note; move it to another group. */
export default function StorageItemPage() {
  const { t } = useTranslation();
  const { storageItemId = '' } = useParams();
  const navigate = useNavigate();
  const item = useStorageItem(storageItemId);
  const groups = useStorageGroups();
  const save = useSaveItem();
  const remove = useDeleteItem();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    if (item.data) {
      const { name, quantity, unit, bestBefore, note, storageGroupId } = item.data;
      setDraft({ name, quantity, unit, bestBefore: bestBefore ?? '', note, storageGroupId });
    }
  }, [item.data]);
  const group = groups.data?.find((each) => each._id === item.data?.storageGroupId);
  const readOnly = group?.sharedBy?.role === 'viewer';
  // An item moves only among its owner's groups: the person's own, or those of the same sharer.
  const moveTargets = (groups.data ?? []).filter(
    (each) =>
      each.sharedBy?.role !== 'viewer' && (each.sharedBy?.ownerName ?? null) === (group?.sharedBy?.ownerName ?? null),
  );
  const set = (change: Partial<Draft>) => setDraft((current) => current && { ...current, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    save.mutate({ storageItemId, ...draft, bestBefore: draft.bestBefore || null });
  };

  return (
    <PageColumn width="reading">
      <PageHeader
        title={item.data?.name ?? t('storage.itemTitle')}
        crumbs={[
          { label: t('storage.title'), to: '/storage-groups' },
          ...(group ? [{ label: group.name, to: `/storage-group/${group._id}` }] : []),
        ]}
      />
      <ReadStates read={item} failed={t('storage.item.loadFailed')} loading={{ height: 56 }} />
      {draft && (
        <Paper withBorder radius="md" p="md">
          <form onSubmit={submit}>
            <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
              <Stack>
                <TextInput
                  label={t('storage.item.name')}
                  value={draft.name}
                  maxLength={STORAGE_NAME_MAX}
                  required
                  onChange={(event) => set({ name: event.currentTarget.value })}
                />
                <Group grow align="flex-start">
                  <NumberInput
                    label={t('storage.item.quantity')}
                    value={draft.quantity}
                    min={0}
                    max={STORAGE_QUANTITY_MAX}
                    decimalScale={3}
                    onChange={(value) => set({ quantity: typeof value === 'number' ? value : 0 })}
                  />
                  <TextInput
                    label={t('storage.item.unit')}
                    placeholder="l, kg, pcs"
                    value={draft.unit}
                    maxLength={STORAGE_UNIT_MAX}
                    onChange={(event) => set({ unit: event.currentTarget.value })}
                  />
                </Group>
                <TextInput
                  type="date"
                  label={t('storage.item.bestBefore')}
                  value={draft.bestBefore}
                  onChange={(event) => set({ bestBefore: event.currentTarget.value })}
                />
                <Select
                  label={t('storage.item.group')}
                  data={moveTargets.map((each) => ({ value: each._id, label: each.name }))}
                  value={draft.storageGroupId}
                  onChange={(value) => value && set({ storageGroupId: value })}
                  allowDeselect={false}
                />
                <Textarea
                  label={t('storage.item.note')}
                  value={draft.note}
                  maxLength={STORAGE_NOTE_MAX}
                  autosize
                  minRows={2}
                  onChange={(event) => set({ note: event.currentTarget.value })}
                />
                {!readOnly && (
                  <Group justify="space-between">
                    <DeleteButton label={t('storage.item.delete')} onClick={() => setDeleting(true)} />
                    <Button type="submit" loading={save.isPending}>
                      {t('common.save')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </fieldset>
          </form>
        </Paper>
      )}
      <ConfirmDialog
        opened={deleting}
        title={t('storage.item.deleteTitle', { name: item.data?.name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(storageItemId, {
            onSuccess: () => void navigate(group ? `/storage-group/${group._id}` : '/storage-groups'),
          })
        }
        onClose={() => setDeleting(false)}
      >
        {t('storage.item.deleteBody')}
      </ConfirmDialog>
    </PageColumn>
  );
}
