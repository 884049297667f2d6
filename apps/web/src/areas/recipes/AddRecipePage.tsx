import { Alert, Divider, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Recipe, RecipeImport } from '@ordna/contract/recipes';
import { FormActions } from '../../shared/FormActions';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { LoadingRows, QueryError } from '../../shared/QueryStates';
import { bodyOf, emptyForm, formOf, type RecipeForm } from './recipe-form';
import { RecipeFormFields } from './RecipeFormFields';
import { RecipeImportField } from './RecipeImportField';
import { useAddRecipe, useRecipe, useRecipeCollection, useUpdateRecipe } from './use-recipes';

/** The form itself, started from a saved recipe (edit) or empty (add, with the import above it). */
function RecipeEditor({ collectionId, recipe }: { collectionId: string; recipe: Recipe | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form, setForm] = useState<RecipeForm>(recipe ? formOf(recipe) : emptyForm);
  const [notice, setNotice] = useState<RecipeImport['notice']>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const add = useAddRecipe();
  const update = useUpdateRecipe();
  const linked = useMemo(
    () => new Map(recipe?.ingredients.map((one) => [one.line, one.foodItemId] as const) ?? []),
    [recipe],
  );
  const imported = (answer: RecipeImport) => {
    setForm(formOf(answer.draft));
    setNotice(answer.notice);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) {
      setNameError(t('refusals.recipes.nameRequired'));
      return;
    }
    const body = bodyOf(form, linked);
    const opened = (saved: Recipe) => void navigate(`/recipe/${saved._id}`);
    if (recipe) update.mutate({ recipeId: recipe._id, ...body }, { onSuccess: opened });
    else add.mutate({ collectionId, ...body }, { onSuccess: opened });
  };
  return (
    <Stack gap="lg">
      {!recipe && (
        <>
          <RecipeImportField initialUrl={searchParams.get('import') ?? ''} onImported={imported} />
          {notice && (
            <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} data-testid="import-notice">
              {t(`refusals.${notice.code}`, { defaultValue: notice.message })}
            </Alert>
          )}
          <Divider label={t('recipes.form.orByHand')} labelPosition="center" />
        </>
      )}
      <form onSubmit={submit} noValidate aria-label={t('recipes.form.label')}>
        <RecipeFormFields
          form={form}
          nameError={nameError}
          onChange={(next) => {
            setForm(next);
            setNameError(null);
          }}
        />
        <FormActions
          submitLabel={recipe ? t('common.save') : t('recipes.recipe.add')}
          onCancel={() => void navigate(recipe ? `/recipe/${recipe._id}` : `/recipe-collection/${collectionId}`)}
          loading={add.isPending || update.isPending}
        />
      </form>
    </Stack>
  );
}

/** /add-recipe/:collectionId/:edit?: a new recipe (typed, or imported from a page), or an edit of one. */
export default function AddRecipePage() {
  const { t } = useTranslation();
  const { collectionId = '', edit } = useParams();
  const collection = useRecipeCollection(collectionId);
  const recipe = useRecipe(edit);
  const crumbs = [
    { label: t('recipes.title'), to: '/recipe-collections' },
    ...(collection.data ? [{ label: collection.data.name, to: `/recipe-collection/${collectionId}` }] : []),
  ];
  const failed = collection.isError ? collection : recipe.isError ? recipe : null;
  return (
    <PageColumn width="reading">
      <Stack gap="lg">
        <PageHeader title={edit ? t('recipes.recipe.editTitle') : t('recipes.recipe.addTitle')} crumbs={crumbs} />
        {failed && (
          <QueryError
            title={t('recipes.recipe.loadFailed')}
            error={failed.error}
            onRetry={() => void failed.refetch()}
          />
        )}
        {edit && recipe.isPending && <LoadingRows rows={4} height={56} />}
        {!failed && (!edit || recipe.data) && (
          <RecipeEditor key={recipe.data?._id ?? 'new'} collectionId={collectionId} recipe={recipe.data ?? null} />
        )}
      </Stack>
    </PageColumn>
  );
}
