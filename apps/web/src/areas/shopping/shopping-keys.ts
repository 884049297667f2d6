/** TanStack Query keys of the shopping area; a live event of the area reads all of them again. */
export const shoppingKeys = {
  all: ['shopping'] as const,
  lists: () => ['shopping', 'lists'] as const,
  list: (listId: string) => ['shopping', 'list', listId] as const,
  suggestions: (query: string) => ['shopping', 'suggestions', query] as const,
};
