import { ActionIcon, Anchor, Button, Group, List, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMinus, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteButton } from '../../shared/PageButtons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RECIPE_SERVINGS_MAX } from '@ordna/contract/recipes/limits';
import type { Recipe } from '@ordna/contract/recipes';
import { ConfirmDialog } from '../../shared/lazy/dialogs';
import { PicturePicker } from '../../shared/picture/PicturePicker';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { RecipeActions } from './RecipeActions';
import { scaledLine, scaleFactor } from './scale-ingredients';
import {
  useDeleteRecipe,
  useRecipe,
  useRecipeCollection,
  useRemoveRecipePicture,
  useUploadRecipePicture,
} from './use-recipes';
import { phoneTap } from '../../shared/phone-tap';

/**
 * The recipe's kept picture, served from the app's own origin; an image address saved before
 * pictures were kept shows nothing until the recipe is saved again (the page's CSP would block it).
 */
function RecipePicture({ recipe, canChange }: { recipe: Recipe; canChange: boolean }) {
  const upload = useUploadRecipePicture();
  const remove = useRemoveRecipePicture();
  return (
    <PicturePicker
      image={recipe.image}
      name={recipe.name}
      canChange={canChange}
      busy={upload.isPending || remove.isPending}
      onUpload={(picture) => upload.mutate({ recipeId: recipe._id, picture })}
      onRemove={() => remove.mutate(recipe._id)}
    />
  );
}

/** Servings as − and + around a number, from 1 up. */
function ServingsStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        className={phoneTap}
        variant="default"
        size="lg"
        aria-label={t('recipes.scale.fewer')}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <NumberInput
        w={80}
        aria-label={t('recipes.scale.servings')}
        value={value}
        min={1}
        max={RECIPE_SERVINGS_MAX}
        allowDecimal={false}
        hideControls
        onChange={(next) => typeof next === 'number' && next >= 1 && onChange(Math.round(next))}
      />
      <ActionIcon
        className={phoneTap}
        variant="default"
        size="lg"
        aria-label={t('recipes.scale.more')}
        onClick={() => onChange(Math.min(RECIPE_SERVINGS_MAX, value + 1))}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}

function RecipeBody({ recipe, canChange }: { recipe: Recipe; canChange: boolean }) {
  const { t, i18n } = useTranslation();
  const [servings, setServings] = useState(recipe.servings ?? 1);
  const factor = scaleFactor(recipe.servings, servings);
  const decimalSeparator = i18n.language === 'se' ? ',' : '.';
  const times = (['prepMinutes', 'cookMinutes', 'totalMinutes'] as const)
    .filter((key) => recipe[key] !== null)
    .map((key) => t(`recipes.recipe.${key}`, { count: recipe[key]! }));
  return (
    <Stack gap="lg">
      <RecipePicture recipe={recipe} canChange={canChange} />
      {times.length > 0 && <Text c="dimmed">{times.join(' · ')}</Text>}
      {recipe.url && (
        <Anchor
          href={recipe.url}
          target="_blank"
          rel="noreferrer noopener"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          <Group gap={4} component="span" wrap="nowrap">
            <IconExternalLink size={14} aria-hidden />
            {new URL(recipe.url).host}
          </Group>
        </Anchor>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={2} size="h3">
              {t('recipes.recipe.ingredients')}
            </Title>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">{t('recipes.scale.servings')}</Text>
              <ServingsStepper value={servings} onChange={setServings} />
            </Group>
          </Group>
          {recipe.ingredients.length === 0 ? (
            <Text c="dimmed">{t('recipes.recipe.noIngredients')}</Text>
          ) : (
            <List spacing={4} data-testid="ingredients">
              {recipe.ingredients.map((ingredient, index) => (
                <List.Item key={index}>{scaledLine(ingredient, factor, { decimalSeparator })}</List.Item>
              ))}
            </List>
          )}
          {canChange && recipe.ingredients.length > 0 && (
            <RecipeActions recipeId={recipe._id} servings={servings} name={recipe.name} />
          )}
        </Stack>
      </Paper>
      {recipe.steps.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('recipes.recipe.steps')}
          </Title>
          <List type="ordered" spacing="xs">
            {recipe.steps.map((step, index) => (
              <List.Item key={index}>{step}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {recipe.notes && (
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('recipes.form.notes')}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{recipe.notes}</Text>
        </Stack>
      )}
    </Stack>
  );
}

/** /recipe/:recipeId: a recipe, scaled to the servings wanted, with what the kitchen can do with it. */
export default function RecipePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { recipeId: id = '' } = useParams();
  const recipe = useRecipe(id);
  const collection = useRecipeCollection(recipe.data?.collectionId ?? '');
  const remove = useDeleteRecipe();
  const [deleting, setDeleting] = useState(false);
  const canChange = Boolean(collection.data) && collection.data?.sharedBy?.role !== 'viewer';
  const collectionPath = `/recipe-collection/${recipe.data?.collectionId ?? ''}`;
  const crumbs = [
    { label: t('recipes.title'), to: '/recipe-collections' },
    ...(collection.data ? [{ label: collection.data.name, to: collectionPath }] : []),
  ];
  return (
    <PageColumn width="reading">
      <Stack gap="lg">
        <PageHeader
          title={recipe.data?.name ?? t('recipes.recipe.title')}
          crumbs={crumbs}
          actions={
            recipe.data &&
            canChange && (
              <>
                <Button
                  component={Link}
                  to={`/add-recipe/${recipe.data.collectionId}/${recipe.data._id}`}
                  variant="default"
                  leftSection={<IconPencil size={16} />}
                >
                  {t('recipes.recipe.edit')}
                </Button>
                <DeleteButton label={t('common.delete')} variant="default" onClick={() => setDeleting(true)} />
              </>
            )
          }
        />
        <ReadStates read={recipe} failed={t('recipes.recipe.loadFailed')} loading={{ rows: 4, height: 56 }} />
        {recipe.data && <RecipeBody key={recipe.data._id} recipe={recipe.data} canChange={canChange} />}
      </Stack>
      <ConfirmDialog
        opened={deleting}
        title={t('recipes.recipe.deleteTitle', { name: recipe.data?.name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutate(id, { onSuccess: () => void navigate(collectionPath) })}
      >
        {t('recipes.recipe.deleteBody')}
      </ConfirmDialog>
    </PageColumn>
  );
}
