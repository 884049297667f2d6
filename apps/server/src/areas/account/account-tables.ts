/**
 * What the whole-account export holds, table by table (docs/architecture.md, "The whole
 * account"). Every table in the database is named here once: exported (with the tables its id
 * columns point at, parents first, so an import can give new ids and keep the links), derived
 * (rebuilt from the exported ones), or not the person's data to carry. A test fails on a table
 * named nowhere.
 */

export interface ExportedTable {
  table: string;
  /** The columns that point at another exported table's `id`, by that table's name. */
  links: Record<string, string>;
  /** The columns that order its rows when it has no `id` of its own (beside the owner). */
  key?: readonly string[];
  /** Columns naming a person (who made a change): carried as that person's username, not an id. */
  people?: readonly string[];
  /** Columns left out: worked out again on import, or only meaningful on this instance. */
  leaveOut?: readonly string[];
  /** Columns of bytes, carried as base64 text. */
  binary?: readonly string[];
  /** Rows read at a time when they are large (pictures); 1,000 otherwise. */
  page?: number;
}

export const exportedTables: readonly ExportedTable[] = [
  { table: 'timeTags', links: {} },
  { table: 'timeGroups', links: {} },
  { table: 'timeGroupTags', links: { timeGroupId: 'timeGroups', tagId: 'timeTags' }, key: ['timeGroupId', 'tagId'] },
  { table: 'subGroups', links: { timeGroupId: 'timeGroups' } },
  { table: 'subGroupTags', links: { subGroupId: 'subGroups', tagId: 'timeTags' }, key: ['subGroupId', 'tagId'] },
  { table: 'timeStamps', links: { timeGroupId: 'timeGroups', subGroupId: 'subGroups' } },
  { table: 'urlRules', links: { timeGroupId: 'timeGroups' } },
  { table: 'heartbeatStamps', links: { stampId: 'timeStamps', ruleId: 'urlRules' }, key: ['stampId'] },
  { table: 'counterGroups', links: {} },
  { table: 'counters', links: { counterGroupId: 'counterGroups' } },
  { table: 'counterChanges', links: { counterId: 'counters' }, people: ['personId'] },
  { table: 'notesCollections', links: {}, leaveOut: ['noteCount'] },
  { table: 'notes', links: { notesCollectionId: 'notesCollections' }, leaveOut: ['searchKey', 'searchVector'] },
  { table: 'noteContexts', links: {} },
  { table: 'noteContextLinks', links: { contextId: 'noteContexts', noteId: 'notes' }, key: ['contextId', 'noteId'] },
  // The vault as it is stored: ciphertext, the KDF settings and the wrapped key, never a secret.
  { table: 'extraPasswords', links: {}, key: ['userId'] },
  { table: 'passwordGroups', links: {} },
  { table: 'passwords', links: { passwordGroupId: 'passwordGroups' } },
  { table: 'storageGroups', links: {} },
  { table: 'storageItems', links: { storageGroupId: 'storageGroups' } },
  { table: 'shoppingLists', links: {} },
  { table: 'shoppingItems', links: { listId: 'shoppingLists', foodItemId: 'storageItems' } },
  { table: 'shoppingBought', links: {}, key: ['nameKey'] },
  // A public address is this instance's: an imported collection or drink starts private.
  { table: 'drinkCollections', links: {}, leaveOut: ['publicId'] },
  { table: 'drinks', links: { drinkCollectionId: 'drinkCollections' }, leaveOut: ['publicId'] },
  { table: 'recipeCollections', links: {} },
  { table: 'recipes', links: { collectionId: 'recipeCollections' } },
  { table: 'recipeIngredients', links: { recipeId: 'recipes', foodItemId: 'storageItems' } },
  // Uploaded or fetched pictures of recipes and drinks, as the server keeps them (WebP), in base64.
  { table: 'images', links: { recipeId: 'recipes', drinkId: 'drinks' }, binary: ['bytes'], page: 20 },
];

/** Tables worked out from the exported ones (rollups, bounds), rebuilt after an import. */
export const derivedTables: Readonly<Record<string, string>> = {
  notesSearch: 'the notes search index (SQLite; PostgreSQL keeps it in a column of notes), rebuilt from the notes',
  timeDayTotals: 'time rollups, rebuilt from the stamps',
  timePeriodTotals: 'time rollups, rebuilt from the stamps',
  timeSubGroupTotals: 'time rollups, rebuilt from the stamps',
  timeGroupTotals: 'time rollups per time group, rebuilt from the stamps',
  timeUserBounds: 'the longest stamp, rebuilt from the stamps',
  notesOwners: "each owner's kept count of notes and search range, rebuilt from the notes",
  noteTags: "each note's #tags, read again from the notes' text",
};

/** Tables that are not the person's things to carry, with why. */
export const notCarried: Readonly<Record<string, string>> = {
  users: 'the person: the export holds their username and preferences, never the password hash or two-factor secret',
  sessions: "this instance's sign-ins",
  extraSessions: "this instance's vault sessions",
  retiredRefreshTokens: "this instance's sign-ins",
  idempotencyKeys: 'answers remembered for retries, for 24 hours',
  loginFailures: 'failed checks counted against guessing, for 15 minutes',
  appSecrets: "the instance's own signing key",
  integrationTokens: "devices' tokens for this instance (only their hashes are kept, so they could not work elsewhere)",
  unmatchedHeartbeats: 'addresses seen lately without a rule: suggestions, not data',
  accountImports: 'imports under way on this instance (a mark removed when the import is whole)',
  share: 'listed in the export by reference (what was shared, with whom), not carried as access',
};
