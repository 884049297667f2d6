import { categoryOfFood, completeCategoryOrder, type FoodCategory } from '@ordna/contract/kernel/food-categories';
import type { ShoppingItem } from '@ordna/contract/shopping';

export interface CategoryGroup {
  category: FoodCategory;
  items: ShoppingItem[];
}

/**
 * What is left to buy, grouped by category (the shop's aisles) in the list's order, each group
 * in the person's order of the items; a category with nothing in it is not shown.
 */
export function groupedByCategory(items: readonly ShoppingItem[], order: readonly FoodCategory[] | undefined) {
  const groups = completeCategoryOrder(order ?? []).map((category): CategoryGroup => ({ category, items: [] }));
  for (const item of items) groups.find((group) => group.category === categoryOfFood(item.name))!.items.push(item);
  return groups.filter((group) => group.items.length > 0);
}
