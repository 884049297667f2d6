import { defineRefusals } from '../kernel/refusals';
import {
  STORAGE_CSV_BYTES_MAX,
  STORAGE_CSV_ROWS_MAX,
  STORAGE_EXPIRING_DAYS_MAX,
  STORAGE_GROUPS_MAX,
  STORAGE_ITEMS_PER_GROUP_MAX,
  STORAGE_NAME_MAX,
  STORAGE_NOTE_MAX,
  STORAGE_QUANTITY_MAX,
  STORAGE_QUERY_MAX,
  STORAGE_UNIT_MAX,
} from './limits';

/**
 * How the storage area says no. Schemas use these texts as their zod messages, so a validation
 * failure carries the same code as a route's refusal; every text is unique in the catalogue.
 */
export const storageRefusals = defineRefusals('storage', {
  groupNotFound: 'Storage group not found.',
  itemNotFound: 'Storage item not found.',
  groupNameRequired: 'A storage group needs a name.',
  itemNameRequired: 'A storage item needs a name.',
  nameTooLong: `A storage name may be at most ${STORAGE_NAME_MAX} characters.`,
  unitTooLong: `A storage unit may be at most ${STORAGE_UNIT_MAX} characters.`,
  noteTooLong: `A note on a storage item may be at most ${STORAGE_NOTE_MAX} characters.`,
  quantityOutOfRange: `A quantity must be between 0 and ${STORAGE_QUANTITY_MAX}, with at most 3 decimals.`,
  changeOutOfRange: `A change of quantity must be between -${STORAGE_QUANTITY_MAX} and ${STORAGE_QUANTITY_MAX}, not 0.`,
  badBestBefore: 'A best-before date is written as YYYY-MM-DD.',
  duplicateGroup: 'You already have a storage group with that name.',
  tooManyGroups: `You may have at most ${STORAGE_GROUPS_MAX} storage groups.`,
  tooManyItems: `A storage group may hold at most ${STORAGE_ITEMS_PER_GROUP_MAX} items.`,
  whichItems: 'Give storageItemId, storageGroupId, query or expiringWithinDays.',
  queryTooLong: `A storage search may be at most ${STORAGE_QUERY_MAX} characters.`,
  expiringOutOfRange: `Expiring within must be between 0 and ${STORAGE_EXPIRING_DAYS_MAX} days.`,
  moveAcrossOwners: 'An item moves only between storage groups of the same owner.',
  csvRequired: 'Paste or choose a CSV file to import.',
  csvTooLarge: `A CSV import may be at most ${STORAGE_CSV_BYTES_MAX / 1024} kB.`,
  csvTooManyRows: `A CSV import may hold at most ${STORAGE_CSV_ROWS_MAX} rows.`,
  csvNoHeader: 'The CSV file needs a header line with at least a name column.',
  // Ids the schemas need, each naming its field.
  groupIdRequired: 'storageGroupId is required',
  itemIdRequired: 'storageItemId is required',
});

/** What a CSV line can be wrong about; each error names its line. */
export const storageCsvProblems = defineRefusals('storageCsv', {
  nameMissing: 'The name is missing.',
  nameTooLong: `The name is longer than ${STORAGE_NAME_MAX} characters.`,
  badQuantity: `The quantity is not a number between 0 and ${STORAGE_QUANTITY_MAX}.`,
  unitTooLong: `The unit is longer than ${STORAGE_UNIT_MAX} characters.`,
  badBestBefore: 'The best-before date is not written as YYYY-MM-DD.',
  noteTooLong: `The note is longer than ${STORAGE_NOTE_MAX} characters.`,
  badQuotes: 'A quoted field is not closed.',
});
