import { useDeferredValue, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { useScrollEnd } from '../../shared/use-scroll-end';
import { useCollectionRecipes, useDeleteRecipe, useRecipeCollection } from './use-recipes';

/**
 * What the collection page shows and does: the collection, its recipes searched by name (more
 * at the end of the page), the list's keys, and the recipe being deleted.
 */
export function useRecipeCollectionPage() {
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
  return {
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
    name: collection.data?.name ?? '',
  };
}
