import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantityLine } from '@ordna/contract/kernel/quantities';
import type { RecipeShoppingLine } from '@ordna/contract/recipes/answers';
import { ReadStates } from '../../shared/QueryStates';
import { useSendPickedToShoppingList, useShoppingPreview } from './use-recipe-shopping';

/**
 * "Add missing to shopping list" before anything is added: each ingredient line with the amount
 * it would add, lines storage already covers shown as such and left unticked; the person unticks
 * what they do not want and confirms.
 */
export function ShoppingPreviewDialog({
  recipeId,
  servings,
  opened,
  onClose,
}: {
  recipeId: string;
  servings: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const preview = useShoppingPreview(recipeId, servings, opened);
  const send = useSendPickedToShoppingList(onClose);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('recipes.shop.previewTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <ReadStates read={preview} failed={t('recipes.shop.previewFailed')} loading={{ rows: 4, height: 28 }} />
      {preview.isSuccess && (
        // Keyed by the answer, so ticks start from what storage lacks each time the preview is read.
        <PickLines
          key={preview.dataUpdatedAt}
          lines={preview.data.lines}
          sending={send.isPending}
          onCancel={onClose}
          onConfirm={(lines) => send.mutate({ recipeId, servings, lines })}
        />
      )}
    </Modal>
  );
}

function PickLines({
  lines,
  sending,
  onCancel,
  onConfirm,
}: {
  lines: RecipeShoppingLine[];
  sending: boolean;
  onCancel: () => void;
  onConfirm: (lines: number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const decimalSeparator = i18n.language === 'se' ? ',' : '.';
  const [picked, setPicked] = useState(
    () => new Set(lines.filter((line) => line.inStorage !== 'enough').map((line) => line.index)),
  );
  const toggle = (index: number, on: boolean) =>
    setPicked((before) => {
      const next = new Set(before);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {lines.length === 0 ? t('recipes.shop.previewEmpty') : t('recipes.shop.previewBody')}
      </Text>
      <Stack gap="xs" role="group" aria-label={t('recipes.shop.previewTitle')}>
        {lines.map((line) => (
          <Checkbox
            key={line.index}
            checked={picked.has(line.index)}
            onChange={(event) => toggle(line.index, event.currentTarget.checked)}
            label={formatQuantityLine(
              { name: line.food, quantity: line.quantity, unit: line.unit },
              { decimalSeparator },
            )}
            description={describe(line, t)}
          />
        ))}
      </Stack>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button
          loading={sending}
          disabled={picked.size === 0}
          onClick={() => onConfirm([...picked].sort((a, b) => a - b))}
        >
          {t('recipes.shop.confirm', { count: picked.size })}
        </Button>
      </Group>
    </Stack>
  );
}

/** The note, and what storage holds of the food, under a line. */
function describe(line: RecipeShoppingLine, t: (key: string, options?: Record<string, unknown>) => string): string {
  const held =
    line.inStorage === 'enough'
      ? t('recipes.shop.inStorage', { line: line.storageLine })
      : line.inStorage === 'some'
        ? t('recipes.shop.partlyInStorage', { line: line.storageLine })
        : '';
  return [line.note, held].filter(Boolean).join(' · ');
}
