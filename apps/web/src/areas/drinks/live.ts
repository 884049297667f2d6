import type { LiveQueries } from '../../shared/area';
import { drinksKeys } from './drinks-keys';

/** The drinks area's queries that show each kind of thing (docs/architecture.md, "Live updates"); loaded with the live stream. */
// Every drinks page reads from the one area prefix: a change anywhere reads them again, and a
// change of stock changes what can be made.
const live: LiveQueries = {
  drinkCollection: () => [drinksKeys.all],
  drink: () => [drinksKeys.all],
  storageGroup: () => [drinksKeys.all],
  storageItem: () => [drinksKeys.all],
};

export default live;
