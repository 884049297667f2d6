/** The storage area's bounds, shared by its schemas, refusal texts and the web's `maxLength`s. */
export const STORAGE_NAME_MAX = 100;
export const STORAGE_UNIT_MAX = 20;
export const STORAGE_NOTE_MAX = 1000;
/** Quantities are decimals with at most three places, stored as whole thousandths. */
export const STORAGE_QUANTITY_MAX = 1_000_000;
export const STORAGE_GROUPS_MAX = 100;
export const STORAGE_ITEMS_PER_GROUP_MAX = 1000;
/** What a search or the expiring list across groups answers at most. */
export const STORAGE_FOUND_MAX = 200;
export const STORAGE_QUERY_MAX = 100;
/** How far ahead "expiring soon" may look. */
export const STORAGE_EXPIRING_DAYS_MAX = 366;
/** A CSV import: its size and its rows, so one request stays one short transaction. */
export const STORAGE_CSV_BYTES_MAX = 256 * 1024;
export const STORAGE_CSV_ROWS_MAX = 1000;
/** How many line errors an import lists before it says "and more". */
export const STORAGE_CSV_ERRORS_MAX = 20;
