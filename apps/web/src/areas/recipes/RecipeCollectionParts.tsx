import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RecipeCollection, RecipeSummary } from '@ordna/contract/recipes';
import { LeaveShareButton } from '../../shared/SharedBy';
import { ShareButton } from '../../shared/ShareDialog';
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
  );
}
