import { Button, Stack, TextInput } from '@mantine/core';
import { IconBook2, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RECIPE_QUERY_MAX } from '@ordna/contract/recipes/limits';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, LoadingRows, QueryError } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { RecipeCollectionActions, RecipeRows } from './RecipeCollectionParts';
import { useRecipeCollectionPage } from './use-recipe-collection-page';

/** /recipe-collection/:collectionId: a collection's recipes, searched by name, a page at a time. */
export default function RecipeCollectionPage() {
  const { t } = useTranslation();
  const {
    collection,
    search,
    setSearch,
    query,
    recipes,
    items,
    remove,
    deleting,
    setDeleting,
    canChange,
    addPath,
    keys,
    name,
  } = useRecipeCollectionPage();

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
  const addButton = canChange && (
    <Button component={Link} to={addPath} leftSection={<IconPlus size={16} />}>
      {t('recipes.recipe.add')}
    </Button>
  );
  return (
    <PageColumn>
      <Stack gap="lg">
        <PageHeader
          title={name || t('recipes.title')}
          crumbs={[{ label: t('recipes.title'), to: '/recipe-collections' }]}
          below={collection.data?.sharedBy && <SharedByBadge sharedBy={collection.data.sharedBy} />}
          actions={collection.data && <RecipeCollectionActions collection={collection.data} addButton={addButton} />}
        />
        <TextInput
          leftSection={<IconSearch size={16} />}
          aria-label={t('recipes.recipe.search')}
          placeholder={t('recipes.recipe.search')}
          value={search}
          maxLength={RECIPE_QUERY_MAX}
          onChange={(event) => setSearch(event.currentTarget.value)}
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
            title={query ? t('recipes.recipe.noneFound') : t('recipes.recipe.empty.title')}
            description={query ? t('recipes.recipe.noneFoundBody') : t('recipes.recipe.empty.body')}
            action={!query && addButton}
          />
        )}
        {items.length > 0 && <RecipeRows items={items} keys={keys} />}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('recipes.recipe.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      >
        {t('recipes.recipe.deleteBody')}
      </ConfirmDialog>
    </PageColumn>
  );
}
