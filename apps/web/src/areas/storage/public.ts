/**
 * What other areas may use of storage (docs/architecture.md, "Boundaries"): the groups the person
 * sees (shopping puts checked items into one), and the query keys that show storage.
 */
export { storageKeys } from './storage-keys';
export { useStorageGroups } from './use-storage';
export { useFoodHome } from './use-food-homes';
