import { ActionIcon, Group, SimpleGrid, Stack, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { AddButton } from '../../shared/AddButton';
import { useTranslation } from 'react-i18next';
import type { Drink, DrinkCreateBody } from '@ordna/contract/drinks';
import {
  DRINK_GARNISH_MAX,
  DRINK_GLASS_MAX,
  DRINK_IMAGE_URL_MAX,
  DRINK_NAME_MAX,
  DRINK_TAG_MAX,
  DRINK_TAGS_MAX,
  DRINK_TEXT_MAX,
  INGREDIENTS_MAX,
} from '@ordna/contract/drinks/limits';
import { FormModal, type FormModalProps } from '../../shared/FormModal';
import { ingredientOf, lineOf, type IngredientLine } from './ingredient-lines';
import { StockItemSelect } from './StockItemSelect';

/** What the form sends: every field of a drink but its collection. */
export type DrinkFields = Omit<DrinkCreateBody, 'drinkCollectionId'>;

const blank: IngredientLine = { text: '', foodItemId: null };

/** A new drink, or a drink's fields changed: name, ingredients one per line, method and the rest. */
export function DrinkFormModal({ drink, onSave, ...modal }: FormModalProps<DrinkFields> & { drink?: Drink }) {
  const { t } = useTranslation();
  const [name, setName] = useState(drink?.name ?? '');
  const [lines, setLines] = useState<IngredientLine[]>(drink?.ingredients.map(lineOf) ?? [blank, blank]);
  const [method, setMethod] = useState(drink?.method ?? '');
  const [glass, setGlass] = useState(drink?.glass ?? '');
  const [garnish, setGarnish] = useState(drink?.garnish ?? '');
  const [notes, setNotes] = useState(drink?.notes ?? '');
  const [imageUrl, setImageUrl] = useState(drink?.imageUrl ?? '');
  const [tags, setTags] = useState<string[]>(drink?.tags ?? []);
  const [error, setError] = useState<string | null>(null);
  const setLine = (index: number, change: Partial<IngredientLine>) =>
    setLines((all) => all.map((line, at) => (at === index ? { ...line, ...change } : line)));

  const submit = () => {
    if (!name.trim()) return setError(t('refusals.drinks.nameRequired'));
    const ingredients = lines.map(ingredientOf).filter((line) => line !== null);
    onSave({ name: name.trim(), ingredients, method, glass, garnish, notes, imageUrl: imageUrl.trim(), tags });
  };

  return (
    <FormModal {...modal} size="lg" onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t('drinks.drink.name')}
          placeholder={t('drinks.drink.namePlaceholder')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={DRINK_NAME_MAX}
          required
          data-autofocus
        />
        <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500}>
            {t('drinks.drink.ingredients')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('drinks.drink.ingredientsHint')}
          </Text>
          {lines.map((line, index) => (
            <Group key={index} gap={6} wrap="nowrap" align="flex-start">
              <Group gap={6} wrap="wrap" style={{ flex: 1 }}>
                <TextInput
                  style={{ flex: '1 1 12rem' }}
                  aria-label={t('drinks.drink.ingredientLabel', { number: index + 1 })}
                  placeholder={t('drinks.drink.ingredientPlaceholder')}
                  value={line.text}
                  onChange={(event) => setLine(index, { text: event.currentTarget.value })}
                  maxLength={140}
                />
                <StockItemSelect
                  value={line.foodItemId}
                  ingredientName={ingredientOf(line)?.name ?? ''}
                  label={t('drinks.drink.stockLabel', { number: index + 1 })}
                  onChange={(foodItemId) => setLine(index, { foodItemId })}
                />
              </Group>
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={4}
                aria-label={t('drinks.drink.removeIngredient', { number: index + 1 })}
                onClick={() => setLines((all) => all.filter((_, at) => at !== index))}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          {lines.length < INGREDIENTS_MAX && (
            <AddButton
              label={t('drinks.drink.addIngredient')}
              look="line"
              onClick={() => setLines((all) => [...all, blank])}
            />
          )}
        </Stack>
        <Textarea
          label={t('drinks.drink.method')}
          value={method}
          onChange={(event) => setMethod(event.currentTarget.value)}
          maxLength={DRINK_TEXT_MAX}
          autosize
          minRows={3}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('drinks.drink.glass')}
            value={glass}
            onChange={(event) => setGlass(event.currentTarget.value)}
            maxLength={DRINK_GLASS_MAX}
          />
          <TextInput
            label={t('drinks.drink.garnish')}
            value={garnish}
            onChange={(event) => setGarnish(event.currentTarget.value)}
            maxLength={DRINK_GARNISH_MAX}
          />
        </SimpleGrid>
        <TextInput
          label={t('drinks.drink.imageUrl')}
          description={t('common.picture.addressHint')}
          placeholder="https://"
          type="url"
          value={imageUrl}
          onChange={(event) => setImageUrl(event.currentTarget.value)}
          maxLength={DRINK_IMAGE_URL_MAX}
        />
        <TagsInput
          label={t('drinks.drink.tags')}
          value={tags}
          onChange={setTags}
          maxTags={DRINK_TAGS_MAX}
          maxLength={DRINK_TAG_MAX}
          clearable
        />
        <Textarea
          label={t('drinks.drink.notes')}
          description={t('drinks.drink.notesHint')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={DRINK_TEXT_MAX}
          autosize
          minRows={2}
        />
      </Stack>
    </FormModal>
  );
}
