import { storageRefusals } from '@ordna/contract/storage/refusals';
import { reachContainer, reachInside } from '../sharing/public';
import { storageGroupStore } from './storage-groups.store';
import { findAnyItem } from './storage-items.store';

/**
 * A storage group is the thing that is shared; its items follow it and carry its owner's userId,
 * whoever puts them there (docs/architecture.md, "Sharing"). Each finder asks the sharing policy
 * (404 when the person cannot see it, 400 when they may only view) and answers the owner whose
 * rows the stores then read and write.
 */

const { groupNotFound, itemNotFound } = storageRefusals;

export const reachGroup = reachContainer('group', 'storageGroup', storageGroupStore.findAny, groupNotFound);

export const reachItem = reachInside('item', 'storageGroup', findAnyItem, (row) => row.storageGroupId, itemNotFound);
