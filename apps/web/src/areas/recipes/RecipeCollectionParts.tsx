import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RecipeCollection, RecipeSummary } from '@ordna/contract/recipes';
import { Containers } from '../../shared/ContainerList';
import { LeaveShareButton } from '../../shared/SharedBy';
import { ShareButton } from '../../shared/lazy/dialogs';
import type { useListShortcuts } from '../../shared/use-list-shortcuts';
import { recipesKeys } from './recipes-keys';

/** A collection's header buttons: add a recipe (when allowed), then leave (shared with me) or share (mine). */
export function RecipeCollectionActions({
  collection,
  addButton,
}: {
  collection: RecipeCollection;
  addButton: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <>
      {addButton}
      {collection.sharedBy ? (
        <LeaveShareButton
          sharedBy={collection.sharedBy}
          name={collection.name}
          listKey={recipesKeys.all}
          onLeft={() => void navigate('/recipe-collections')}
        />
      ) : (
        <ShareButton kind="recipeCollection" id={collection._id} name={collection.name} />
      )}
    </>
  );
}

/** A collection's recipes, each a link with its servings and minutes, moved through from the keyboard. */
export function RecipeRows({
  items,
  keys,
}: {
  items: readonly RecipeSummary[];
  keys: ReturnType<typeof useListShortcuts<RecipeSummary>>;
}) {
  const { t } = useTranslation();
  return (
    <Containers.Rows list={{ items, keys }} label={t('recipes.recipe.list')}>
      {(recipe) => (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Containers.Link to={`/recipe/${recipe._id}`} style={{ overflowWrap: 'anywhere' }}>
            {recipe.name}
          </Containers.Link>
          <Text size="sm" c="dimmed">
            {[
              recipe.servings !== null && t('recipes.recipe.servingsCount', { count: recipe.servings }),
              recipe.totalMinutes !== null && t('recipes.recipe.minutes', { count: recipe.totalMinutes }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Group>
      )}
    </Containers.Rows>
  );
}
