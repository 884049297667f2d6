import { Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconBook2, IconPlus, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RECIPE_QUERY_MAX } from '@ordna/contract/recipes/limits';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, QueryError, ReadStates } from '../../shared/QueryStates';
import { LeaveShareButton, SharedByBadge } from '../../shared/SharedBy';
import { ShareButton } from '../../shared/ShareDialog';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { useScrollEnd } from '../../shared/use-scroll-end';
import { recipesKeys } from './recipes-keys';
import { useCollectionRecipes, useDeleteRecipe, useRecipeCollection } from './use-recipes';

/** /recipe-collection/:collectionId: a collection's recipes, searched by name, a page at a time. */
export default function RecipeCollectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { collectionId: id = '' } = useParams();
  const collection = useRecipeCollection(id);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const recipes = useCollectionRecipes(id, query);
  const remove = useDeleteRecipe();
  const [deleting, setDeleting] = useState<{ _id: string; name: string } | null>(null);
  const items = recipes.data?.pages.flatMap((page) => page.recipes) ?? [];
  const canChange = collection.data && collection.data.sharedBy?.role !== 'viewer';
  const addPath = `/add-recipe/${id}`;
  const keys = useListShortcuts({
    items,
    open: (recipe) => void navigate(`/recipe/${recipe._id}`),
    create: canChange ? () => void navigate(addPath) : undefined,
    copyText: (recipe) => recipe.name,
    remove: canChange ? setDeleting : undefined,
  });
  useScrollEnd(() => void recipes.fetchNextPage(), recipes.hasNextPage && !recipes.isFetchingNextPage);

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
  const name = collection.data?.name ?? '';
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
          actions={
            collection.data && (
              <>
                {addButton}
                {collection.data.sharedBy ? (
                  <LeaveShareButton
                    sharedBy={collection.data.sharedBy}
                    name={name}
                    listKey={recipesKeys.all}
                    onLeft={() => void navigate('/recipe-collections')}
                  />
                ) : (
                  <ShareButton kind="recipeCollection" id={id} name={name} />
                )}
              </>
            )
          }
        />
        <TextInput
          leftSection={<IconSearch size={16} />}
          aria-label={t('recipes.recipe.search')}
          placeholder={t('recipes.recipe.search')}
          value={search}
          maxLength={RECIPE_QUERY_MAX}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <ReadStates read={recipes} failed={t('recipes.recipe.loadFailed')} loading={{ rows: 4, height: 48 }} />
        {recipes.isSuccess && items.length === 0 && (
          <EmptyListState
            icon={<IconBook2 size={28} />}
            title={query ? t('recipes.recipe.noneFound') : t('recipes.recipe.empty.title')}
            description={query ? t('recipes.recipe.noneFoundBody') : t('recipes.recipe.empty.body')}
            action={!query && addButton}
          />
        )}
        {items.length > 0 && (
          <Stack gap="xs" ref={keys.listRef} onKeyDown={keys.onKeyDown} aria-label={t('recipes.recipe.list')}>
            {items.map((recipe, index) => (
              <Paper key={recipe._id} withBorder radius="md" p="sm" {...keys.itemProps(index)}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Anchor
                    component={Link}
                    to={`/recipe/${recipe._id}`}
                    fw={600}
                    data-list-focus
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {recipe.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {[
                      recipe.servings !== null && t('recipes.recipe.servingsCount', { count: recipe.servings }),
                      recipe.totalMinutes !== null && t('recipes.recipe.minutes', { count: recipe.totalMinutes }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
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
