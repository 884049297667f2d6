/**
 * What other areas may use of shopping (docs/architecture.md, "Boundaries"): adding things to a
 * list, or to the default list without `listId` (recipes send their missing ingredients), and the
 * query keys that show shopping.
 */
export { shoppingKeys } from './shopping-keys';
export { useAddItems as useAddToShoppingList } from './use-shopping';
