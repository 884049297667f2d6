import { z } from 'zod';
import { refusalMessage } from '../kernel/refusals';
import { idSchema, requiredId } from '../kernel/common';
import { namedContainerSchemas, requiredName } from '../kernel/named-container';
import { isValidDate } from '../kernel/periods';
import {
  STORAGE_CSV_BYTES_MAX,
  STORAGE_EXPIRING_DAYS_MAX,
  STORAGE_NAME_MAX,
  STORAGE_NOTE_MAX,
  STORAGE_QUANTITY_MAX,
  STORAGE_QUERY_MAX,
  STORAGE_UNIT_MAX,
} from './limits';
import { storageRefusals } from './refusals';
import { amountChangeField, amountField, optionalText } from '../kernel/fields';

/**
 * The storage area's API (docs/adding-an-area.md): storage groups (Pantry, Freezer, Bar…) holding
 * items with a quantity, a unit, a best-before date and a note. An item is a food item: recipes
 * and shopping items point at it by its id (`foodItemId`). Quantities keep three decimals.
 */

export * from './limits';

// ---- building blocks ----------------------------------------------------------------------

const groupName = requiredName(storageRefusals.groupNameRequired, STORAGE_NAME_MAX, storageRefusals.nameTooLong);
const itemName = requiredName(storageRefusals.itemNameRequired, STORAGE_NAME_MAX, storageRefusals.nameTooLong);
const unit = optionalText(STORAGE_UNIT_MAX, storageRefusals.unitTooLong);
const note = z.string().max(STORAGE_NOTE_MAX, refusalMessage(storageRefusals.noteTooLong));
const quantity = amountField(STORAGE_QUANTITY_MAX, storageRefusals.quantityOutOfRange, { zeroAllowed: true });
const change = amountChangeField(STORAGE_QUANTITY_MAX, storageRefusals.changeOutOfRange);
const bestBefore = z
  .string(refusalMessage(storageRefusals.badBestBefore))
  .refine(isValidDate, refusalMessage(storageRefusals.badBestBefore))
  .nullable();
const groupId = requiredId(storageRefusals.groupIdRequired);
const itemId = requiredId(storageRefusals.itemIdRequired);

// ---- storage groups -----------------------------------------------------------------------

/** GET /storage-group (every group with its item count, or ?storageGroupId for one with its items), POST, PUT, DELETE. */
export const storageGroupSchemas = namedContainerSchemas('storageGroupId', groupId, groupName);
export type StorageGroupQuery = z.input<typeof storageGroupSchemas.query>;
export type StorageGroupCreateBody = z.input<typeof storageGroupSchemas.create>;
export type StorageGroupUpdateBody = z.input<typeof storageGroupSchemas.rename>;
export type StorageGroupDeleteQuery = z.input<typeof storageGroupSchemas.remove>;

// ---- storage items ------------------------------------------------------------------------

/**
 * GET /storage-item: ?storageItemId for one; ?storageGroupId for a group's items; ?query for the
 * items whose name has every word, across groups; ?expiringWithinDays for what runs out by then,
 * across groups, soonest first.
 */
export const storageItemQuery = z
  .object({
    storageItemId: idSchema.optional(),
    storageGroupId: idSchema.optional(),
    query: optionalText(STORAGE_QUERY_MAX, storageRefusals.queryTooLong).optional(),
    expiringWithinDays: z.coerce
      .number(refusalMessage(storageRefusals.expiringOutOfRange))
      .int(refusalMessage(storageRefusals.expiringOutOfRange))
      .min(0, refusalMessage(storageRefusals.expiringOutOfRange))
      .max(STORAGE_EXPIRING_DAYS_MAX, refusalMessage(storageRefusals.expiringOutOfRange))
      .optional(),
  })
  .refine(
    (query) =>
      query.storageItemId !== undefined ||
      query.storageGroupId !== undefined ||
      query.query !== undefined ||
      query.expiringWithinDays !== undefined,
    refusalMessage(storageRefusals.whichItems),
  );
export type StorageItemQuery = z.input<typeof storageItemQuery>;

export const storageItemCreateBody = z.object({
  storageGroupId: groupId,
  name: itemName,
  /** 1 when not given: a thing put away is at least one of it. */
  quantity: quantity.optional(),
  unit: unit.optional(),
  bestBefore: bestBefore.optional(),
  note: note.optional(),
});
export type StorageItemCreateBody = z.input<typeof storageItemCreateBody>;

/**
 * PUT /storage-item: any of the fields; `change` adds to the quantity at once (quick +/−, never
 * below 0); `storageGroupId` moves the item to another group of the same owner.
 */
export const storageItemUpdateBody = z.object({
  storageItemId: itemId,
  name: itemName.optional(),
  quantity: quantity.optional(),
  unit: unit.optional(),
  bestBefore: bestBefore.optional(),
  note: note.optional(),
  storageGroupId: idSchema.optional(),
  change: change.optional(),
});
export type StorageItemUpdateBody = z.input<typeof storageItemUpdateBody>;

export const storageItemDeleteQuery = z.object({ storageItemId: itemId });
export type StorageItemDeleteQuery = z.input<typeof storageItemDeleteQuery>;

// ---- CSV ----------------------------------------------------------------------------------

/** GET /storage-item/csv?storageGroupId: the group's items as CSV. */
export const storageCsvExportQuery = z.object({ storageGroupId: groupId });
export type StorageCsvExportQuery = z.input<typeof storageCsvExportQuery>;

/** POST /storage-item/csv: CSV text into a group; an item with the same name is updated. */
export const storageCsvImportBody = z.object({
  storageGroupId: groupId,
  csv: z
    .string(refusalMessage(storageRefusals.csvRequired))
    .min(1, refusalMessage(storageRefusals.csvRequired))
    .max(STORAGE_CSV_BYTES_MAX, refusalMessage(storageRefusals.csvTooLarge)),
});
export type StorageCsvImportBody = z.input<typeof storageCsvImportBody>;

/** The CSV columns, in the order an export writes them; an import finds them by header. */
export const storageCsvColumns = ['name', 'quantity', 'unit', 'bestBefore', 'note'] as const;

export type { StorageCsvImport, StorageFoundItem, StorageGroup, StorageGroupSummary, StorageItem } from './answers';
