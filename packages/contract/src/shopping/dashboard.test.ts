import { describe, expect, it } from 'vitest';
import { shoppingItemAnswer } from './answers';
import { shoppingDashboardSection } from './dashboard';

describe("the shopping dashboard's checked items", () => {
  const checked = shoppingDashboardSection.shape.checked.element;

  it("carry a list item's own fields, so a change to the item's reaches the dashboard", () => {
    for (const field of ['_id', 'listId', 'name', 'quantity', 'unit'] as const) {
      expect(checked.shape[field], field).toBe(shoppingItemAnswer.shape[field]);
    }
  });

  it('name their list and when they were checked off, which a checked item always has', () => {
    const item = { _id: 'i', listId: 'l', listName: 'Groceries', name: 'Milk', quantity: 2, unit: 'l', checkedAt: 1 };
    expect(checked.parse(item)).toEqual(item);
    expect(checked.safeParse({ ...item, checkedAt: null }).success).toBe(false);
    expect(checked.safeParse({ ...item, listName: undefined }).success).toBe(false);
  });
});
