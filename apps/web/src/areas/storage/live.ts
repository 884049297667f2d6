import type { LiveQueries } from '../../shared/area';
import { storageKeys } from './storage-keys';

/** The storage area's queries that show each kind of thing (docs/architecture.md, "Live updates"); loaded with the live stream. */
// Every storage page reads from the area's queries; an event reads them all again.
const live: LiveQueries = { storageGroup: () => [storageKeys.all], storageItem: () => [storageKeys.all] };

export default live;
