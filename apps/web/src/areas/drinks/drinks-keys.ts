/** TanStack Query keys of the drinks area. */
export const drinksKeys = {
  all: ['drinks'] as const,
  collections: () => ['drinks', 'collections'] as const,
  collection: (drinkCollectionId: string) => ['drinks', 'collection', drinkCollectionId] as const,
  drink: (drinkId: string) => ['drinks', 'drink', drinkId] as const,
};
