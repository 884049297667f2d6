import { Stack, TextInput } from '@mantine/core';
import { IconBook2, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RECIPE_QUERY_MAX } from '@ordna/contract/recipes/limits';
import { AddButton } from '../../shared/AddButton';
import { ConfirmDelete } from '../../shared/lazy/dialogs';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, LoadingRows, QueryError } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { RecipeCollectionActions, RecipeRows } from './RecipeCollectionParts';
import { useRecipeCollectionPage } from './use-recipe-collection-page';

/** /recipe-collection/:collectionId: a collection's recipes, searched by name, a page at a time. */
export default function RecipeCollectionPage() {
  const { t } = useTranslation();
  const page = useRecipeCollectionPage();
  const { collection, recipes, items, deleting } = page;

  if (collection.isError) {
    return (
      <PageColumn>
        <QueryError
          title={t('recipes.collection.loadFailed')}
          error={collection.error}
          onRetry={() => void collection.refetch()}
        />
      </PageColumn>
    );
  }
  const addButton = page.canChange && <AddButton label={t('recipes.recipe.add')} to={page.addPath} />;
  return (
    <PageColumn>
      <Stack gap="lg">
        <PageHeader
          title={page.name || t('recipes.title')}
          crumbs={[{ label: t('recipes.title'), to: '/recipe-collections' }]}
          below={collection.data?.sharedBy && <SharedByBadge sharedBy={collection.data.sharedBy} />}
          actions={collection.data && <RecipeCollectionActions collection={collection.data} addButton={addButton} />}
        />
        <TextInput
          leftSection={<IconSearch size={16} />}
          aria-label={t('recipes.recipe.search')}
          placeholder={t('recipes.recipe.search')}
          value={page.search}
          maxLength={RECIPE_QUERY_MAX}
          onChange={(event) => page.setSearch(event.currentTarget.value)}
        />
        {recipes.isPending && <LoadingRows rows={4} height={48} />}
        {recipes.isError && (
          <QueryError
            title={t('recipes.recipe.loadFailed')}
            error={recipes.error}
            onRetry={() => void recipes.refetch()}
          />
        )}
        {recipes.isSuccess && items.length === 0 && (
          <EmptyListState
            icon={<IconBook2 size={28} />}
            title={page.query ? t('recipes.recipe.noneFound') : t('recipes.recipe.empty.title')}
            description={page.query ? t('recipes.recipe.noneFoundBody') : t('recipes.recipe.empty.body')}
            action={!page.query && addButton}
          />
        )}
        {items.length > 0 && <RecipeRows items={items} keys={page.keys} />}
      </Stack>
      <ConfirmDelete
        target={deleting}
        idOf={(recipe) => recipe._id}
        remove={page.remove}
        title={t('recipes.recipe.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        onClose={() => page.setDeleting(null)}
      >
        {t('recipes.recipe.deleteBody')}
      </ConfirmDelete>
    </PageColumn>
  );
}
