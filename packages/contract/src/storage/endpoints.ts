import { z } from 'zod';
import { defineEndpoints, viewOf } from '../kernel/endpoints';
import {
  storageCsvImportAnswer,
  storageFoundItemAnswer,
  storageGroupAnswer,
  storageGroupSummaryAnswer,
  storageItemAnswer,
} from './answers';
import {
  storageCsvExportQuery,
  storageCsvImportBody,
  storageGroupSchemas,
  storageItemCreateBody,
  storageItemDeleteQuery,
  storageItemQuery,
  storageItemUpdateBody,
} from './index';
import { sharingRefusals } from '../sharing/refusals';
import { storageRefusals } from './refusals';
import { namedContainerEndpoints, sharedThingDeletion } from '../sharing/container-endpoints';

const groups = namedContainerEndpoints({
  path: '/storage-group',
  noun: 'storage group',
  holds: 'items',
  readSummary: "The person's storage groups, or one group with its items with ?storageGroupId",
  schemas: storageGroupSchemas,
  answers: {
    read: z.union([storageGroupAnswer, z.array(storageGroupSummaryAnswer)]),
    made: storageGroupAnswer,
    renamed: storageGroupSummaryAnswer,
  },
  refusals: {
    notFound: storageRefusals.groupNotFound,
    duplicate: storageRefusals.duplicateGroup,
    tooMany: storageRefusals.tooManyGroups,
  },
});

/** The storage area's endpoints (docs/architecture.md, "Endpoints"). */
export const storageEndpoints = defineEndpoints('storage', {
  readItemCsv: {
    method: 'GET',
    path: '/storage-item/csv',
    summary: "A storage group's items as CSV",
    query: storageCsvExportQuery,
    answers: { 200: { file: 'text/csv', description: 'The group’s items as CSV with a header line' } },
    refusals: [storageRefusals.groupNotFound],
  },
  createItemCsv: {
    method: 'POST',
    path: '/storage-item/csv',
    summary: 'Adds or updates items of a storage group from CSV',
    body: storageCsvImportBody,
    answers: { 200: storageCsvImportAnswer },
    refusals: [
      storageRefusals.csvNoHeader,
      storageRefusals.csvTooManyRows,
      storageRefusals.groupNotFound,
      storageRefusals.tooManyItems,
      sharingRefusals.viewerCannotChange,
    ],
    idempotent: true,
  },
  readGroup: groups.read,
  createGroup: groups.create,
  changeGroup: groups.rename,
  deleteGroup: groups.remove,
  readItem: {
    method: 'GET',
    path: '/storage-item',
    summary: "One item, a group's items, a search, or what expires soon",
    query: storageItemQuery,
    answers: { 200: z.union([storageItemAnswer, z.array(storageFoundItemAnswer), z.array(storageItemAnswer)]) },
    refusals: [storageRefusals.groupNotFound, storageRefusals.itemNotFound],
  },
  createItem: {
    method: 'POST',
    path: '/storage-item',
    summary: 'Adds an item to a storage group',
    body: storageItemCreateBody,
    answers: { 201: storageItemAnswer },
    refusals: [storageRefusals.groupNotFound, storageRefusals.tooManyItems, sharingRefusals.viewerCannotChange],
  },
  changeItem: {
    method: 'PUT',
    path: '/storage-item',
    summary: 'Changes an item, moves it, or adds to its amount',
    body: storageItemUpdateBody,
    answers: { 200: storageItemAnswer },
    refusals: [
      storageRefusals.groupNotFound,
      storageRefusals.itemNotFound,
      storageRefusals.moveAcrossOwners,
      storageRefusals.tooManyItems,
      sharingRefusals.viewerCannotChange,
    ],
    idempotent: true,
  },
  deleteItem: sharedThingDeletion(
    '/storage-item',
    'Deletes an item',
    { query: storageItemDeleteQuery },
    storageRefusals.itemNotFound,
  ),
});

/** How the web reads the endpoints whose answer depends on the query. */
export const storageViews = {
  /** GET /storage-group without a query: every group, with how many items each holds. */
  groups: viewOf(storageEndpoints.readGroup, { 200: z.array(storageGroupSummaryAnswer) }),
  /** GET /storage-group?storageGroupId: one group with its items. */
  group: viewOf(storageEndpoints.readGroup, { 200: storageGroupAnswer }),
  /** GET /storage-item?storageItemId: one item. */
  item: viewOf(storageEndpoints.readItem, { 200: storageItemAnswer }),
  /** GET /storage-item?query or ?expiringWithinDays: items across groups, each with its group's name. */
  found: viewOf(storageEndpoints.readItem, { 200: z.array(storageFoundItemAnswer) }),
};
