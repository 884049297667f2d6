import type { LiveQueries } from '../../shared/area';
import { shoppingKeys } from './shopping-keys';

/** The shopping area's queries that show each kind of thing (docs/architecture.md, "Live updates"); loaded with the live stream. */
// Every shopping page reads from the area's queries; an event reads them all again.
const live: LiveQueries = { shoppingList: () => [shoppingKeys.all], shoppingItem: () => [shoppingKeys.all] };

export default live;
