import { shoppingRefusals } from '@ordna/contract/shopping/refusals';
import { reachContainer, reachInside } from '../sharing/public';
import { findAnyItem } from './shopping-items.store';
import { shoppingListStore } from './shopping-lists.store';

/**
 * A shopping list is the thing that is shared; its items follow it and carry its owner's userId,
 * whoever adds them (docs/architecture.md, "Sharing"). Each finder asks the sharing policy (404
 * when the person cannot see it, 400 when they may only view) and answers the owner.
 */

const { itemNotFound, listNotFound } = shoppingRefusals;

export const reachList = reachContainer('list', 'shoppingList', shoppingListStore.findAny, listNotFound);

export const reachItem = reachInside('item', 'shoppingList', findAnyItem, (row) => row.listId, itemNotFound);
