import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOPPING_LINE_MAX } from '@ordna/contract/shopping/limits';
import { giveBackIfEmpty } from '../../shared/quick-entry';
import { useAddItems, useSuggestions } from './use-shopping';

/** The id of the add field, which Ctrl+N in the list moves to. */
export const ADD_SHOPPING_ITEM_FIELD = 'add-shopping-item';

/**
 * The one field that adds an item: "2 l milk" or "milk 2 l" as typed (the server reads it), and
 * below it what the person bought before or holds in storage, one tap each.
 */
export function AddItemField({ listId, onList }: { listId: string; onList: readonly string[] }) {
  const { t } = useTranslation();
  const [line, setLine] = useState('');
  const [typed] = useDebouncedValue(line.trim(), 200);
  const suggestions = useSuggestions(typed);
  const add = useAddItems();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = line.trim();
    if (!text) return;
    // Cleared at once, so what is typed next starts a new line; a refused line comes back if the
    // field is still empty.
    setLine('');
    add.mutate({ listId, line: text }, { onError: giveBackIfEmpty(setLine, text) });
  };

  // What is already on the list to buy is not suggested again.
  const listed = new Set(onList.map((name) => name.trim().toLowerCase()));
  const shown = (suggestions.data ?? []).filter((each) => !listed.has(each.name.trim().toLowerCase())).slice(0, 6);
  return (
    <Stack gap={6}>
      <form onSubmit={submit}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            id={ADD_SHOPPING_ITEM_FIELD}
            style={{ flex: 1 }}
            label={t('shopping.item.addLabel')}
            placeholder={t('shopping.item.addPlaceholder')}
            value={line}
            maxLength={SHOPPING_LINE_MAX}
            onChange={(event) => setLine(event.currentTarget.value)}
            autoComplete="off"
          />
          <Button type="submit" leftSection={<IconPlus size={16} />}>
            {t('shopping.item.add')}
          </Button>
        </Group>
      </form>
      {shown.length > 0 && (
        <Group gap={6} aria-label={t('shopping.suggestions.label')} role="group">
          <Text size="xs" c="dimmed">
            {t('shopping.suggestions.label')}
          </Text>
          {shown.map((suggestion) => (
            <Button
              key={`${suggestion.source}-${suggestion.name}`}
              size="compact-xs"
              variant="light"
              radius="xl"
              aria-label={t('shopping.suggestions.add', { name: suggestion.name })}
              onClick={() =>
                add.mutate({
                  listId,
                  items: [
                    {
                      name: suggestion.name,
                      quantity: suggestion.quantity,
                      unit: suggestion.unit,
                      foodItemId: suggestion.foodItemId,
                    },
                  ],
                })
              }
            >
              {suggestion.name}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
