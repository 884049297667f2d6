/** TanStack Query keys of the recipes area. */
export const recipesKeys = {
  all: ['recipes'] as const,
  collections: () => ['recipes', 'collections'] as const,
  collection: (collectionId: string) => ['recipes', 'collections', collectionId] as const,
  /** A collection's recipe pages, searched; prefixed by the collection so its changes reach them. */
  list: (collectionId: string, query: string) => ['recipes', 'list', collectionId, query] as const,
  lists: () => ['recipes', 'list'] as const,
  recipe: (recipeId: string) => ['recipes', 'recipe', recipeId] as const,
  suggestions: (text: string) => ['recipes', 'suggestions', text] as const,
  allSuggestions: () => ['recipes', 'suggestions'] as const,
};
