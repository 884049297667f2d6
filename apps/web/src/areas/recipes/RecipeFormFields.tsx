import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  RECIPE_MINUTES_MAX,
  RECIPE_NAME_MAX,
  RECIPE_NOTES_MAX,
  RECIPE_SERVINGS_MAX,
  RECIPE_URL_MAX,
} from '@ordna/contract/recipes/limits';
import type { RecipeForm } from './recipe-form';

/** The recipe form's fields; lists are one line each (ingredients as written: "2 dl milk"). */
export function RecipeFormFields({
  form,
  nameError,
  onChange,
}: {
  form: RecipeForm;
  nameError: string | null;
  onChange: (form: RecipeForm) => void;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof RecipeForm>(key: K, value: RecipeForm[K]) => onChange({ ...form, [key]: value });
  const whole = (value: string | number): number | '' => (typeof value === 'number' ? Math.round(value) : '');
  const minutes = (key: 'prepMinutes' | 'cookMinutes' | 'totalMinutes') => (
    <NumberInput
      label={t(`recipes.form.${key}`)}
      value={form[key]}
      min={0}
      max={RECIPE_MINUTES_MAX}
      allowDecimal={false}
      onChange={(value) => set(key, whole(value))}
    />
  );
  return (
    <Stack gap="md">
      <TextInput
        label={t('recipes.form.name')}
        value={form.name}
        maxLength={RECIPE_NAME_MAX}
        required
        error={nameError}
        onChange={(event) => set('name', event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <NumberInput
          label={t('recipes.form.servings')}
          value={form.servings}
          min={1}
          max={RECIPE_SERVINGS_MAX}
          allowDecimal={false}
          onChange={(value) => set('servings', whole(value))}
        />
        {minutes('prepMinutes')}
        {minutes('cookMinutes')}
        {minutes('totalMinutes')}
      </SimpleGrid>
      <Textarea
        label={t('recipes.form.ingredients')}
        description={t('recipes.form.ingredientsHelp')}
        value={form.ingredients}
        autosize
        minRows={5}
        onChange={(event) => set('ingredients', event.currentTarget.value)}
      />
      <Textarea
        label={t('recipes.form.steps')}
        description={t('recipes.form.stepsHelp')}
        value={form.steps}
        autosize
        minRows={5}
        onChange={(event) => set('steps', event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="url"
          label={t('recipes.form.url')}
          value={form.url}
          maxLength={RECIPE_URL_MAX}
          onChange={(event) => set('url', event.currentTarget.value)}
        />
        <TextInput
          type="url"
          label={t('recipes.form.imageUrl')}
          description={t('common.picture.addressHint')}
          value={form.imageUrl}
          maxLength={RECIPE_URL_MAX}
          onChange={(event) => set('imageUrl', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label={t('recipes.form.notes')}
        value={form.notes}
        autosize
        minRows={2}
        maxLength={RECIPE_NOTES_MAX}
        onChange={(event) => set('notes', event.currentTarget.value)}
      />
    </Stack>
  );
}
